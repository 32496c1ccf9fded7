/**
 * A deal as the storefront reads it (table `deals` with its `deal_targets`): the terms, what it
 * applies to, for whom and when. Shared by the server module that loads deals and the components
 * and pure helpers that describe and apply them.
 */
export const DEAL_KINDS = ['percent_off', 'amount_off', 'buy_x_get_y', 'bundle_price'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];
export const DEAL_SCOPES = ['all', 'products', 'brands', 'categories'] as const;
export type DealScope = (typeof DEAL_SCOPES)[number];
/** Which menu it is offered on: both, adult-use only or medical only. */
export const DEAL_AUDIENCES = ['all', 'adult', 'medical'] as const;
export type DealAudience = (typeof DEAL_AUDIENCES)[number];
/** Who may claim it beyond the audience; first-visit and birthday deals are checked with ID at pickup. */
export const DEAL_ELIGIBILITIES = ['everyone', 'first_time', 'birthday'] as const;
export type DealEligibility = (typeof DEAL_ELIGIBILITIES)[number];

export interface DealTarget {
  kind: 'product' | 'brand' | 'category';
  slug: string;
  name: string;
}

export interface Deal {
  slug: string;
  title: string;
  description: string;
  kind: DealKind;
  /** percent_off: whole percent off each unit; buy_x_get_y: percent off the "get" units (100 = free). */
  percentOff: number | null;
  amountOffCents: number | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  bundleQuantity: number | null;
  bundlePriceCents: number | null;
  /** Packs and buy-x-get-y only: the one size (weight in mg) the deal is for; null for every size. */
  sizeWeightMg: number | null;
  scope: DealScope;
  /** Empty when the scope is `all`. A category target covers its subcategories too. */
  targets: DealTarget[];
  audience: DealAudience;
  eligibility: DealEligibility;
  /** Store-local weekdays (0 = Sunday) it runs on; null runs every day. */
  daysOfWeek: number[] | null;
  /** ISO instants; null leaves that end of the window open. `endsAt` is exclusive. */
  startsAt: string | null;
  endsAt: string | null;
  /** Stacks with another deal only when both are stackable; otherwise the larger discount wins. */
  stackable: boolean;
}
