import type { EditorVariant } from '#lib/catalog/product-editor.ts';

/**
 * The columns of a size as the dashboard reads them (alias `v`), in the shape of `EditorVariant`,
 * with its stock, prices and availability (`stock`, `adultUsePriceCents`, `medicalPriceCents`,
 * `active`) read by `figures`: the catalog's, or a store's (store-sizes.ts).
 */
export const variantColumns = (figures: string) => `v.id, v.position, v.size_label as "sizeLabel", v.sku,
  v.weight_mg as "weightMg", ${figures},
  v.limit_category as "limitCategory", v.limit_amount as "limitAmount", v.excise_taxable as "exciseTaxable"`;

/** A size's columns with the catalog's stock, prices and availability. */
export const VARIANT_COLUMNS = variantColumns(
  'v.adult_use_price_cents as "adultUsePriceCents", v.medical_price_cents as "medicalPriceCents", v.stock, v.active',
);

export type VariantRow = EditorVariant & Record<string, unknown>;

/** Database columns of the fields a save may change. */
export const VARIANT_FIELD_COLUMNS: Record<string, string> = {
  sizeLabel: 'size_label',
  sku: 'sku',
  weightMg: 'weight_mg',
  adultUsePriceCents: 'adult_use_price_cents',
  medicalPriceCents: 'medical_price_cents',
  stock: 'stock',
  active: 'active',
  limitCategory: 'limit_category',
  limitAmount: 'limit_amount',
  exciseTaxable: 'excise_taxable',
};

/** The fields of a size the audit log keeps (everything but its id and position). */
export function variantFields(variant: EditorVariant): Record<string, unknown> {
  const { id: _id, position: _position, ...fields } = variant;
  return fields;
}
