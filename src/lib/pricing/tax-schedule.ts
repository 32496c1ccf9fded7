/**
 * Which tax rates a sale is charged: the schedule (`tax_rates`) resolved for one store at one
 * instant. A rate is a row with the instant it starts; for each tax and customer type the store's
 * own row that started last wins, and without one the organization's (every store's) row that
 * started last. Quotes and order placement resolve at their own `now`, so a rate that starts at
 * midnight applies from midnight with nothing written and nothing re-read.
 */
import type { MenuMode } from '../catalog/menu-query.ts';
import type { Tax, TaxCustomerType } from '../vocabulary/taxes.ts';
import type { TaxRates } from './taxes.ts';

/** The start of the rates the store always had (`-infinity` in the database): the earliest instant a Date holds. */
export const SINCE_ALWAYS = new Date(-8.64e15);

export interface ScheduledTaxRate {
  tax: Tax;
  customerType: TaxCustomerType;
  /** Null: every store of the organization. */
  storeId: string | null;
  rateBps: number;
  /** When the rate starts (SINCE_ALWAYS for the standing rates). */
  effectiveFrom: Date;
}

/** The rate of one tax and customer type at `at` for `storeId`, or null when the schedule has none. */
export function scheduledRateAt(
  schedule: readonly ScheduledTaxRate[],
  wanted: { tax: Tax; customerType: TaxCustomerType; storeId: string; at: Date },
): number | null {
  let own: ScheduledTaxRate | undefined;
  let organization: ScheduledTaxRate | undefined;
  for (const row of schedule) {
    if (row.tax !== wanted.tax || row.customerType !== wanted.customerType) continue;
    if (row.effectiveFrom.getTime() > wanted.at.getTime()) continue;
    if (row.storeId === wanted.storeId) {
      if (!own || row.effectiveFrom > own.effectiveFrom) own = row;
    } else if (row.storeId === null) {
      if (!organization || row.effectiveFrom > organization.effectiveFrom) organization = row;
    }
  }
  return (own ?? organization)?.rateBps ?? null;
}

/** Every store has the organization's standing rates: a schedule without one is not the store's. */
export class TaxRateMissingError extends Error {
  constructor(tax: Tax, customerType: TaxCustomerType) {
    super(`The tax schedule has no ${tax} tax rate for ${customerType} sales.`);
    this.name = 'TaxRateMissingError';
  }
}

function rateAt(
  schedule: readonly ScheduledTaxRate[],
  tax: Tax,
  customerType: TaxCustomerType,
  storeId: string,
  at: Date,
): number {
  const rate = scheduledRateAt(schedule, { tax, customerType, storeId, at });
  if (rate === null) throw new TaxRateMissingError(tax, customerType);
  return rate;
}

/**
 * The rates a sale on `mode`'s menu at `storeId` is charged at `at`, as the pricing engine takes
 * them (taxes.ts): excise on adult-use cannabis, the menu's sales tax on cannabis and the
 * non-cannabis sales tax on everything else.
 */
export function taxRatesAt(
  schedule: readonly ScheduledTaxRate[],
  { storeId, mode, at }: { storeId: string; mode: MenuMode; at: Date },
): TaxRates {
  return {
    exciseBps: mode === 'adult' ? rateAt(schedule, 'excise', 'adult', storeId, at) : 0,
    salesBps: rateAt(schedule, 'sales', mode, storeId, at),
    nonCannabisSalesBps: rateAt(schedule, 'sales', 'non_cannabis', storeId, at),
  };
}
