import type { MenuMode } from '../catalog/menu-query.ts';
import { outTheDoorCents, type TaxRates } from '../pricing/taxes.ts';
import type { Deal } from './deal.ts';
import { dealPrice } from './deal-price.ts';

/** What a size's price depends on. */
export interface PricedVariant {
  adultUsePriceCents: number;
  medicalPriceCents: number | null;
  exciseTaxable: boolean;
}

/** A size's price as a shopper on one menu sees it: before tax, after the best shelf deal, and out the door. */
export interface VariantPrice {
  priceCents: number;
  /** The price before the deal, when a deal lowers it; null otherwise. */
  regularPriceCents: number | null;
  dealTitle: string | null;
  /** `priceCents` with Michigan excise (adult-use cannabis only) and sales tax. */
  outTheDoorCents: number;
}

/** The medical price on the medical menu (the adult-use price when a size has none), else the adult-use price. */
export function menuPriceCents(variant: Omit<PricedVariant, 'exciseTaxable'>, mode: MenuMode): number {
  return mode === 'medical' ? (variant.medicalPriceCents ?? variant.adultUsePriceCents) : variant.adultUsePriceCents;
}

/**
 * The price of one size on `mode`'s menu. `deals` are the deals running now that apply to the
 * product and are offered on that menu; only shelf deals change the price (see dealPrice).
 */
export function variantPrice(
  variant: PricedVariant,
  mode: MenuMode,
  deals: readonly Pick<
    Deal,
    'slug' | 'title' | 'kind' | 'percentOff' | 'amountOffCents' | 'stackable' | 'eligibility'
  >[],
  rates: TaxRates,
): VariantPrice {
  const best = dealPrice(menuPriceCents(variant, mode), deals);
  const discounted = best.priceCents < best.regularPriceCents;
  return {
    priceCents: best.priceCents,
    regularPriceCents: discounted ? best.regularPriceCents : null,
    dealTitle: discounted ? best.deals.map((deal) => deal.title).join(' + ') : null,
    outTheDoorCents: outTheDoorCents(best.priceCents, variant.exciseTaxable, mode, rates),
  };
}
