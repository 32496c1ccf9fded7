/**
 * The catalog's words: each list is the one source of its type (and of the zod enums that parse
 * it), with the words people read beside it. The database's check constraints hold the same values.
 */

/** A strain's type (`strains.type`), in the order the menu and the library list them. */
export const STRAIN_TYPES = ['indica', 'sativa', 'hybrid', 'cbd'] as const;
export type StrainType = (typeof STRAIN_TYPES)[number];

export const STRAIN_TYPE_LABELS: Readonly<Record<StrainType, string>> = {
  indica: 'Indica',
  sativa: 'Sativa',
  hybrid: 'Hybrid',
  cbd: 'CBD',
};

/** How one unit of a size counts against the purchase limits (`variants.limit_category`). */
export const LIMIT_CATEGORIES = ['flower', 'concentrate', 'infused_solid', 'infused_liquid', 'vape', 'none'] as const;
export type LimitCategory = (typeof LIMIT_CATEGORIES)[number];

/** With the unit its limit amount is entered in (staff). */
export const LIMIT_CATEGORY_LABELS: Readonly<Record<LimitCategory, string>> = {
  flower: 'Flower (mg)',
  concentrate: 'Concentrate (mg)',
  infused_solid: 'Infused solid (mg)',
  infused_liquid: 'Infused liquid (µl)',
  vape: 'Vape (mg)',
  none: 'Does not count',
};

/** What a vape cartridge counts as (`store_settings.vape_limit_category`): concentrate, or gaseous product. */
export const VAPE_LIMIT_CATEGORIES = ['concentrate', 'gaseous'] as const;
export type VapeLimitCategory = (typeof VAPE_LIMIT_CATEGORIES)[number];

/** A lab batch's state (`batches.status`): only an active batch within its dates can be sold. */
export const BATCH_STATUSES = ['active', 'on_hold', 'recalled', 'expired'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const BATCH_STATUS_LABELS: Readonly<Record<BatchStatus, string>> = {
  active: 'Active',
  on_hold: 'On hold',
  recalled: 'Recalled',
  expired: 'Expired',
};

/** A product's state (`products.status`): only active products are on the menu. */
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_STATUS_LABELS: Readonly<Record<ProductStatus, string>> = {
  active: 'Active',
  draft: 'Draft',
  archived: 'Archived',
};

/** How a product's potency is given (`products.potency_unit`): percent (flower, concentrates) or milligrams (edibles). */
export const POTENCY_UNITS = ['percent', 'mg'] as const;
export type PotencyUnit = (typeof POTENCY_UNITS)[number];
