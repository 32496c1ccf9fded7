/**
 * Michigan taxes on a sale, in integer cents (docs: michigan.md). Adult-use cannabis pays the 10%
 * marihuana retailer excise tax on its price, then 6% sales tax on price plus excise
 * (R 205.141: $100 → $10.00 excise, $6.60 sales tax, $116.60). Medical sales and goods that are
 * not cannabis pay sales tax only. Each tax is rounded half up per line. Rates are settings,
 * in basis points (1000 = 10%).
 */
import type { MenuMode } from '../catalog/menu-query.ts';

export interface TaxRates {
  exciseBps: number;
  /** The sales tax on cannabis on the sale's menu. */
  salesBps: number;
  /** The sales tax on goods that are not cannabis, when the schedule sets it apart (else `salesBps`). */
  nonCannabisSalesBps?: number;
}

export interface TaxedLine {
  /** The line's price after discounts, before tax. */
  priceCents: number;
  exciseCents: number;
  salesTaxCents: number;
  totalCents: number;
}

/** `amount × bps / 10000`, rounded half up, in integers only (no floating-point drift). */
export function basisPointsOf(amountCents: number, bps: number): number {
  if (!Number.isInteger(amountCents) || !Number.isInteger(bps)) {
    throw new TypeError('Amounts and rates must be integers (cents, basis points).');
  }
  if (amountCents < 0 || bps < 0) throw new RangeError('Amounts and rates cannot be negative.');
  return Math.floor((amountCents * bps + 5000) / 10000);
}

/** The taxes on one line: `exciseTaxable` is the variant's flag (cannabis), `mode` the sale's. */
export function taxLine(priceCents: number, exciseTaxable: boolean, mode: MenuMode, rates: TaxRates): TaxedLine {
  const exciseCents = exciseTaxable && mode === 'adult' ? basisPointsOf(priceCents, rates.exciseBps) : 0;
  const salesBps = exciseTaxable ? rates.salesBps : (rates.nonCannabisSalesBps ?? rates.salesBps);
  const salesTaxCents = basisPointsOf(priceCents + exciseCents, salesBps);
  return { priceCents, exciseCents, salesTaxCents, totalCents: priceCents + exciseCents + salesTaxCents };
}

/** The price a shopper pays at the counter for one unit. */
export function outTheDoorCents(priceCents: number, exciseTaxable: boolean, mode: MenuMode, rates: TaxRates): number {
  return taxLine(priceCents, exciseTaxable, mode, rates).totalCents;
}
