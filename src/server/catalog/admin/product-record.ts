import type { EditorBatch, ProductDetailsInput } from '#lib/catalog/product-editor.ts';

/** The product's editable columns (alias `p`), in the shape of `ProductDetailsInput`. */
export const PRODUCT_COLUMNS = `p.id, p.name, p.slug, p.description, p.brand_id as "brandId", p.category_id as "categoryId",
  p.strain_id as "strainId", p.status, p.featured, p.medical_only as "medicalOnly", p.potency_unit as "potencyUnit",
  p.seo_title as "seoTitle", p.seo_description as "seoDescription", p.is_cannabis as "isCannabis",
  p.created_at as "createdAt", p.updated_at as "updatedAt"`;

export type ProductRow = ProductDetailsInput & {
  id: string;
  isCannabis: boolean;
  createdAt: Date;
  updatedAt: Date;
} & Record<string, unknown>;

export const PRODUCT_FIELD_COLUMNS: Record<keyof ProductDetailsInput, string> = {
  name: 'name',
  slug: 'slug',
  description: 'description',
  brandId: 'brand_id',
  categoryId: 'category_id',
  strainId: 'strain_id',
  status: 'status',
  featured: 'featured',
  medicalOnly: 'medical_only',
  potencyUnit: 'potency_unit',
  seoTitle: 'seo_title',
  seoDescription: 'seo_description',
};

/** A batch's columns (alias `b`); numeric columns arrive as text and are turned into numbers by `batchFromRow`. */
export const BATCH_COLUMNS = `b.id, b.batch_number as "batchNumber", b.lab_name as "labName",
  to_char(b.tested_on, 'YYYY-MM-DD') as "testedOn", b.thc_percent as "thcPercent", b.cbd_percent as "cbdPercent",
  b.thc_mg as "thcMg", b.cbd_mg as "cbdMg", b.terpenes, b.coa_url as "coaUrl", b.status,
  to_char(b.expires_on, 'YYYY-MM-DD') as "expiresOn"`;

export type BatchRow = Omit<EditorBatch, 'thcPercent' | 'cbdPercent' | 'thcMg' | 'cbdMg' | 'terpenes'> & {
  thcPercent: string | null;
  cbdPercent: string | null;
  thcMg: string | null;
  cbdMg: string | null;
  terpenes: unknown;
} & Record<string, unknown>;

const decimal = (value: string | number | null) => (value === null ? null : Number(value));

/** Terpenes as the seed and older data may hold them: only `{ name, percent }` entries are kept. */
function terpenesOf(value: unknown): EditorBatch['terpenes'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const { name, percent } = (item ?? {}) as { name?: unknown; percent?: unknown };
    return typeof name === 'string' && typeof percent === 'number' ? [{ name, percent }] : [];
  });
}

export function batchFromRow(row: BatchRow): EditorBatch {
  return {
    id: row.id,
    batchNumber: row.batchNumber,
    labName: row.labName,
    testedOn: row.testedOn,
    thcPercent: decimal(row.thcPercent),
    cbdPercent: decimal(row.cbdPercent),
    thcMg: decimal(row.thcMg),
    cbdMg: decimal(row.cbdMg),
    terpenes: terpenesOf(row.terpenes),
    coaUrl: row.coaUrl,
    status: row.status,
    expiresOn: row.expiresOn,
  };
}

export const BATCH_FIELD_COLUMNS: Record<Exclude<keyof EditorBatch, 'id'>, string> = {
  batchNumber: 'batch_number',
  labName: 'lab_name',
  testedOn: 'tested_on',
  thcPercent: 'thc_percent',
  cbdPercent: 'cbd_percent',
  thcMg: 'thc_mg',
  cbdMg: 'cbd_mg',
  terpenes: 'terpenes',
  coaUrl: 'coa_url',
  status: 'status',
  expiresOn: 'expires_on',
};
