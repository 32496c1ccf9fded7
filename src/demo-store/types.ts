/** The demo catalog as plain data, before it is written: what the generator produces and tests inspect. */
import type { DealAudience, DealEligibility, DealKind, DealScope } from '#lib/deals/deal.ts';
import type { MenuFilter } from '#lib/catalog/menu-result.ts';
import type { BatchStatus, LimitCategory, PotencyUnit, StrainType } from '#lib/vocabulary/catalog.ts';

export const TOP_CATEGORIES = [
  'flower',
  'pre-rolls',
  'vapes',
  'concentrates',
  'edibles',
  'tinctures',
  'topicals',
  'accessories',
  'apparel',
] as const;
export type TopCategory = (typeof TOP_CATEGORIES)[number];

// The menu's filter names are the menu's own (src/lib/catalog/menu-result.ts); the seed picks from them.
export { MENU_FILTERS, type MenuFilter } from '#lib/catalog/menu-result.ts';

export const EFFECTS = [
  'relaxed',
  'happy',
  'euphoric',
  'uplifted',
  'creative',
  'focused',
  'sleepy',
  'energetic',
  'hungry',
  'calm',
] as const;
export type Effect = (typeof EFFECTS)[number];

export const TERPENES = [
  'myrcene',
  'limonene',
  'caryophyllene',
  'linalool',
  'pinene',
  'humulene',
  'terpinolene',
  'ocimene',
  'bisabolol',
] as const;
export type TerpeneName = (typeof TERPENES)[number];

export interface Terpene {
  name: TerpeneName;
  percent: number;
}

export interface SeedCategory {
  slug: string;
  name: string;
  parentSlug: string | null;
  description: string;
  position: number;
  menuFilters: MenuFilter[];
}

export interface SeedBrand {
  slug: string;
  name: string;
  description: string;
  website: string | null;
}

export interface SeedStrain {
  slug: string;
  name: string;
  type: StrainType;
  lineage: string;
  description: string;
  terpenes: Terpene[];
  effects: Effect[];
  flavors: string[];
  typicalThcPercent: number;
  typicalCbdPercent: number;
}

export interface SeedVariant {
  sku: string;
  sizeLabel: string;
  weightMg: number | null;
  adultUsePriceCents: number;
  medicalPriceCents: number | null;
  stock: number;
  limitCategory: LimitCategory;
  /** Milligrams, or microlitres for infused liquids; 0 when the variant does not count. */
  limitAmount: number;
  exciseTaxable: boolean;
  position: number;
}

export interface SeedBatch {
  batchNumber: string;
  labName: string;
  /** Days before the seed date; the writer turns it into a date so the catalog itself never depends on the clock. */
  testedDaysAgo: number;
  thcPercent: number | null;
  cbdPercent: number | null;
  thcMg: number | null;
  cbdMg: number | null;
  terpenes: Terpene[];
  status: BatchStatus;
  /** Days before the seed date the batch expired; only expired batches carry one. */
  expiredDaysAgo: number | null;
}

export interface SeedProduct {
  slug: string;
  name: string;
  brandSlug: string;
  /** The category the product sits in: a top-level category or one of its children. */
  categorySlug: string;
  topCategory: TopCategory;
  strainSlug: string | null;
  description: string;
  effects: Effect[];
  isCannabis: boolean;
  medicalOnly: boolean;
  featured: boolean;
  potencyUnit: PotencyUnit;
  servingsPerPackage: number | null;
  variants: SeedVariant[];
  batches: SeedBatch[];
  imageAlt: string;
}

/** What a deal applies to: the whole menu, or the named products, brands or categories (by slug). */
export type SeedDealScope = { scope: 'all' } | { scope: Exclude<DealScope, 'all'>; targets: string[] };

export type SeedDeal = SeedDealScope & {
  slug: string;
  title: string;
  description: string;
  kind: DealKind;
  percentOff: number | null;
  amountOffCents: number | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  bundleQuantity: number | null;
  bundlePriceCents: number | null;
  /** Packs and buy-x-get-y only: the one size (weight in mg) the deal is for; null for every size. */
  sizeWeightMg: number | null;
  audience: DealAudience;
  eligibility: DealEligibility;
  /** Store-local weekdays it runs on (0 = Sunday); null runs every day. */
  daysOfWeek: number[] | null;
  /**
   * Calendar months relative to the seed date's month in the store's time zone: the deal starts
   * (or ends) at midnight on the first of that month; null leaves that end open. `-1` → `0` is
   * "all of last month", so the demo always has a deal that has ended, whenever it is seeded.
   */
  startsMonthOffset: number | null;
  endsMonthOffset: number | null;
  position: number;
};
