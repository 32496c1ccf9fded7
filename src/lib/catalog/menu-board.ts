import { z } from 'zod';
import type { ImportChanges, ImportProblem } from './menu-import.ts';
import { storePriceFields, type StorePrices } from './product-editor.ts';
import { PRODUCT_STATUSES, type ProductStatus } from '../vocabulary/catalog.ts';
import { MAX_PRICE_CENTS, MAX_STOCK } from '../staff/typed-numbers.ts';

/**
 * The live menu at a glance (/dashboard/menu): every size of the catalog's products with its stock,
 * availability and prices, and the quick edits and CSV import that change them.
 */

export const MENU_BOARD_PAGE_SIZE = 50;

/** The board's state, as its URL carries it. */
export const MenuBoardQuery = z.object({
  q: z.string().trim().max(100, 'Search for at most 100 characters.').optional().default(''),
  category: z
    .uuid('Choose a category from the list.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  status: z
    .enum([...PRODUCT_STATUSES, 'all'], 'Choose active, draft, archived or all.')
    .optional()
    .default('active'),
  page: z.coerce
    .number('Pages are numbered 1, 2, 3…')
    .int('Pages are numbered 1, 2, 3…')
    .min(1, 'Pages are numbered 1, 2, 3…')
    .max(10_000, 'There are not that many pages.')
    .optional()
    .default(1),
});
export type MenuBoardQuery = z.output<typeof MenuBoardQuery>;

export interface MenuBoardRow extends StorePrices {
  variantId: string;
  sku: string;
  sizeLabel: string;
  /** Every customer's stock, or adult-use customers' only where the store keeps its medical stock apart. */
  stock: number;
  /** The medical stock where the store keeps it apart (decision 73); null where it keeps one stock. */
  medicalStock: number | null;
  active: boolean;
  adultUsePriceCents: number;
  medicalPriceCents: number | null;
  productId: string;
  productName: string;
  productSlug: string;
  productStatus: ProductStatus;
  /** Whether shoppers see the product now (active, a size for sale and, for cannabis, a sellable lab batch). */
  listed: boolean;
  categoryName: string;
  brandName: string | null;
}

export interface MenuBoardPage {
  rows: MenuBoardRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** A quick edit of one size from the board: only the fields sent change. */
export const VariantQuickEdit = z
  .object({
    stock: z
      .int('Stock is a whole number, e.g. 12.')
      .min(0, 'Stock cannot be negative.')
      .max(MAX_STOCK, 'That is more than one size can hold (at most 1,000,000).'),
    active: z.boolean('Say whether the size is for sale.'),
    adultUsePriceCents: z
      .int('Enter a price in dollars, e.g. 32.00.')
      .min(0, 'A price cannot be negative.')
      .max(MAX_PRICE_CENTS, 'That price is too high (at most $100,000.00).'),
    medicalPriceCents: z
      .int('Enter a price in dollars, e.g. 32.00.')
      .min(0, 'A price cannot be negative.')
      .max(MAX_PRICE_CENTS, 'That price is too high (at most $100,000.00).')
      .nullable(),
    ...storePriceFields,
    medicalStock: z
      .int('Medical stock is a whole number, e.g. 12.')
      .min(0, 'Stock cannot be negative.')
      .max(MAX_STOCK, 'That is more than one size can hold (at most 1,000,000).'),
  })
  .partial()
  .refine((edit) => Object.keys(edit).length > 0, 'Nothing to change.')
  .refine(
    (edit) =>
      (edit.adultUsePriceCents === undefined || edit.storeAdultUsePriceCents === undefined) &&
      (edit.medicalPriceCents === undefined || edit.storeMedicalPriceCents === undefined),
    'Change a price once: the catalog’s or the store’s own.',
  );
export type VariantQuickEdit = z.output<typeof VariantQuickEdit>;

/** The body of both import calls: the CSV text as read from the file or pasted. */
export const MenuImportRequest = z.object({ csv: z.string('Choose a CSV file or paste its text.') });

/** One field of one size, before and after the import. */
export interface ImportFieldChange {
  field: keyof ImportChanges;
  before: number | boolean | null;
  after: number | boolean | null;
}

export interface ImportPreviewRow {
  row: number;
  sku: string;
  variantId: string;
  productName: string;
  sizeLabel: string;
  /** Only fields whose value would change; empty when the row matches the menu already. */
  changes: ImportFieldChange[];
}

export interface ImportPreview {
  rows: ImportPreviewRow[];
  problems: ImportProblem[];
  ignoredColumns: string[];
  /** Rows that would change something. */
  changedRows: number;
}

export interface ImportApplied {
  /** Sizes changed. */
  changedRows: number;
}
