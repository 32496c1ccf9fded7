import { z } from 'zod';
import type { AuditEntry } from '../staff/audit-entry.ts';
import {
  BATCH_STATUSES,
  LIMIT_CATEGORIES,
  POTENCY_UNITS,
  PRODUCT_STATUSES,
  type LimitCategory,
} from '../vocabulary/catalog.ts';
import { MAX_PRICE_CENTS, MAX_STOCK, MAX_WEIGHT_MG } from '../staff/typed-numbers.ts';

/**
 * The product editor (/dashboard/products/:id): what it shows, and the schemas of its saves — the
 * product's details, one size, one lab batch, one image's alt text. Each save is its own request
 * and transaction, audit-logged.
 */

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

const text = (label: string, max: number) =>
  z
    .string(`Enter the ${label}.`)
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Keep the ${label} to ${max} characters.`);
const optionalText = (label: string, max: number) =>
  z
    .string(`Enter the ${label}.`)
    .trim()
    .max(max, `Keep the ${label} to ${max} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullable();
const cents = z
  .int('Enter a price in dollars, e.g. 32.00.')
  .min(0, 'A price cannot be negative.')
  .max(MAX_PRICE_CENTS, 'That price is too high (at most $100,000.00).');
const isoDate = (label: string) =>
  z.iso
    .date(`Enter the ${label} as a date.`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `Enter the ${label} as a real date.`);
/** At most two decimals, as the lab's numeric(…, 2) columns keep them. */
const twoDecimals = (label: string, max: number) =>
  z
    .number(`Enter the ${label} as a number.`)
    .min(0, `The ${label} cannot be negative.`)
    .max(max, `The ${label} is at most ${max}.`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      `Use at most two decimals for the ${label}.`,
    )
    .nullable();

export const ProductDetailsInput = z.object({
  name: text('product name', 200),
  slug: z
    .string('Enter the web address name.')
    .trim()
    .min(1, 'Enter the web address name.')
    .max(120, 'Keep the web address name to 120 characters.')
    .regex(SLUG, 'Use lower-case letters, digits and single hyphens, e.g. blue-dream-3-5g.'),
  description: z.string('Enter a description.').max(10_000, 'Keep the description to 10,000 characters.'),
  brandId: z.uuid('Choose a brand from the list.').nullable(),
  categoryId: z.uuid('Choose a category from the list.'),
  strainId: z.uuid('Choose a strain from the list.').nullable(),
  status: z.enum(PRODUCT_STATUSES, 'Choose active, draft or archived.'),
  featured: z.boolean('Say whether the product is featured.'),
  medicalOnly: z.boolean('Say whether the product is for medical patients only.'),
  potencyUnit: z.enum(POTENCY_UNITS, 'Choose percent or milligrams.'),
  seoTitle: optionalText('search title', 70),
  seoDescription: optionalText('search description', 160),
});
export type ProductDetailsInput = z.output<typeof ProductDetailsInput>;

/** A new product: what it is called, where it lives and who makes it. It starts as a draft, with no sizes. */
export const NewProductInput = ProductDetailsInput.pick({ name: true, slug: true, categoryId: true, brandId: true });
export type NewProductInput = z.output<typeof NewProductInput>;

const variantFields = {
  sizeLabel: text('size label', 60),
  sku: z
    .string('Enter the SKU.')
    .trim()
    .min(1, 'Enter the SKU.')
    .max(60, 'Keep the SKU to 60 characters.')
    .regex(SKU, 'Use letters, digits, hyphens, dots or slashes (no spaces).'),
  weightMg: z
    .int('Enter a weight in grams, e.g. 3.5.')
    .min(1, 'A weight must be more than 0 g.')
    .max(MAX_WEIGHT_MG, 'That weight is too high (at most 10,000 g).')
    .nullable(),
  adultUsePriceCents: cents,
  medicalPriceCents: cents.nullable(),
  stock: z
    .int('Stock is a whole number, e.g. 12.')
    .min(0, 'Stock cannot be negative.')
    .max(MAX_STOCK, 'That is more than one size can hold (at most 1,000,000).'),
  active: z.boolean('Say whether the size is for sale.'),
  limitCategory: z.enum(LIMIT_CATEGORIES, 'Choose how the size counts against purchase limits.'),
  limitAmount: z
    .int('Enter the limit amount as a whole number.')
    .min(0, 'The limit amount cannot be negative.')
    .max(10_000_000, 'That limit amount is too high.'),
  exciseTaxable: z.boolean('Say whether the excise tax applies.'),
};

const limitAmountNeeded = (variant: { limitCategory?: LimitCategory; limitAmount?: number }) =>
  variant.limitCategory === undefined ||
  variant.limitCategory === 'none' ||
  variant.limitAmount === undefined ||
  variant.limitAmount > 0;
const LIMIT_AMOUNT_MESSAGE = { message: 'Enter how much of the limit one unit uses.', path: ['limitAmount'] };

/** A new size: every field. */
export const VariantInput = z.object(variantFields).refine(limitAmountNeeded, LIMIT_AMOUNT_MESSAGE);
export type VariantInput = z.output<typeof VariantInput>;

/**
 * A store's own prices of a size (decision 64), set from its pages whoever may change the catalog:
 * null returns the size to the catalog's price, whatever it becomes.
 */
export const storePriceFields = { storeAdultUsePriceCents: cents.nullable(), storeMedicalPriceCents: cents.nullable() };

/** A store's own prices as the dashboard shows them beside a size: null where it follows the catalog. */
export interface StorePrices {
  storeAdultUsePriceCents: number | null;
  storeMedicalPriceCents: number | null;
}

/**
 * A change to a size: the fields that changed (stock only when it was edited, so sales meanwhile
 * are not undone), the store's own prices, and its medical stock where it keeps it apart.
 */
export const VariantChanges = z
  .object({ ...variantFields, ...storePriceFields, medicalStock: variantFields.stock })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Nothing to change.')
  .refine(limitAmountNeeded, LIMIT_AMOUNT_MESSAGE);
export type VariantChanges = z.output<typeof VariantChanges>;

export const TerpeneInput = z.object({
  name: text('terpene name', 60),
  percent: z
    .number('Enter the terpene’s percent.')
    .min(0, 'A percent cannot be negative.')
    .max(100, 'A percent is at most 100.'),
});
export type Terpene = z.output<typeof TerpeneInput>;

export const BatchInput = z
  .object({
    batchNumber: text('batch number', 60),
    labName: text('lab name', 120),
    testedOn: isoDate('test date'),
    thcPercent: twoDecimals('THC percent', 100),
    cbdPercent: twoDecimals('CBD percent', 100),
    thcMg: twoDecimals('THC milligrams', 999_999),
    cbdMg: twoDecimals('CBD milligrams', 999_999),
    terpenes: z.array(TerpeneInput, 'List the terpenes.').max(30, 'List at most 30 terpenes.'),
    coaUrl: z
      .url({ protocol: /^https?$/, error: 'Enter the certificate’s web address, starting with https://.' })
      .max(2000, 'Keep the address to 2,000 characters.')
      .nullable(),
    status: z.enum(BATCH_STATUSES, 'Choose active, on hold, recalled or expired.'),
    expiresOn: isoDate('expiry date').nullable(),
  })
  .refine((batch) => !batch.expiresOn || batch.expiresOn >= batch.testedOn, {
    message: 'The expiry date cannot be before the test date.',
    path: ['expiresOn'],
  });
export type BatchInput = z.output<typeof BatchInput>;

export const ImageAltInput = z.object({ alt: text('image description', 300) });

export interface EditorVariant extends VariantInput, Partial<StorePrices> {
  id: string;
  position: number;
  /** The store's medical stock where it keeps it apart (decision 73); null or absent otherwise. */
  medicalStock?: number | null;
}

export interface EditorBatch extends BatchInput {
  id: string;
}

export interface EditorImage {
  id: string;
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ProductEditorData {
  product: ProductDetailsInput & { id: string; isCannabis: boolean; createdAt: string; updatedAt: string };
  variants: EditorVariant[];
  batches: EditorBatch[];
  images: EditorImage[];
  strains: { id: string; name: string }[];
  audit: AuditEntry[];
}

/** `"Myrcene 0.82\nLimonene 0.4"` (one per line, or separated by commas) → terpenes; the line at fault otherwise. */
export function parseTerpenes(input: string): { ok: true; value: Terpene[] } | { ok: false; message: string } {
  const value: Terpene[] = [];
  for (const item of input
    .split(/[\n,;]+/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(.*?)\s+(\d+(?:\.\d+)?)\s*%?$/.exec(item);
    if (!match || !match[1]!.trim())
      return { ok: false, message: `Write “${item}” as a name and a percent, e.g. Myrcene 0.8.` };
    const percent = Number(match[2]);
    if (percent > 100) return { ok: false, message: `“${item}”: a percent is at most 100.` };
    value.push({ name: match[1]!.trim(), percent });
  }
  return { ok: true, value };
}

/** Terpenes as the field shows them, one per line. */
export function terpenesText(terpenes: readonly Terpene[]): string {
  return terpenes.map((terpene) => `${terpene.name} ${terpene.percent}`).join('\n');
}
