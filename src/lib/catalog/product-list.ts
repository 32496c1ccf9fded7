import { z } from 'zod';
import { PRODUCT_STATUSES, type ProductStatus } from '../vocabulary/catalog.ts';

/**
 * The products list (/dashboard/products): its state as the URL carries it (search, filters, sort,
 * page), the rows it shows and the bulk actions on selected rows.
 */

export const PRODUCT_LIST_PAGE_SIZE = 50;

export const PRODUCT_SORTS = ['name', '-name', 'updated', '-updated', 'price', '-price', 'stock', '-stock'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
  '-updated': 'Recently updated',
  updated: 'Least recently updated',
  price: 'Price, low to high',
  '-price': 'Price, high to low',
  stock: 'Stock, low to high',
  '-stock': 'Stock, high to low',
};

const optionalUuid = (message: string) =>
  z
    .uuid(message)
    .optional()
    .or(z.literal('').transform(() => undefined));

export const ProductListQuery = z.object({
  q: z.string().trim().max(100, 'Search for at most 100 characters.').optional().default(''),
  category: optionalUuid('Choose a category from the list.'),
  brand: optionalUuid('Choose a brand from the list.'),
  status: z
    .enum(PRODUCT_STATUSES, 'Choose active, draft or archived.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  sort: z.enum(PRODUCT_SORTS, 'Choose a sort from the list.').optional().default('name'),
  page: z.coerce
    .number('Pages are numbered 1, 2, 3…')
    .int('Pages are numbered 1, 2, 3…')
    .min(1, 'Pages are numbered 1, 2, 3…')
    .max(10_000, 'There are not that many pages.')
    .optional()
    .default(1),
});
export type ProductListQuery = z.output<typeof ProductListQuery>;

export interface ProductListRow {
  id: string;
  name: string;
  slug: string;
  status: ProductStatus;
  featured: boolean;
  categoryName: string;
  brandName: string | null;
  /** Active sizes, their units in stock and the lowest adult-use price among them. */
  sizeCount: number;
  stock: number;
  lowestPriceCents: number | null;
  /** ISO timestamp. */
  updatedAt: string;
}

export interface ProductListPage {
  rows: ProductListRow[];
  total: number;
  page: number;
  pageSize: number;
}

export const PRODUCT_BULK_ACTIONS = ['activate', 'draft', 'archive', 'feature', 'unfeature'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

export const PRODUCT_BULK_LABELS: Record<ProductBulkAction, string> = {
  activate: 'Set active',
  draft: 'Set to draft',
  archive: 'Archive',
  feature: 'Feature',
  unfeature: 'Stop featuring',
};

export const ProductBulkRequest = z.object({
  action: z.enum(PRODUCT_BULK_ACTIONS, 'Choose what to do with the selected products.'),
  ids: z
    .array(z.uuid('Select products from the list.'), 'Select products from the list.')
    .min(1, 'Select at least one product.')
    .max(PRODUCT_LIST_PAGE_SIZE, `Select at most ${PRODUCT_LIST_PAGE_SIZE} products at once.`),
});
export type ProductBulkRequest = z.output<typeof ProductBulkRequest>;

export interface ProductBulkResult {
  /** Products whose status or featuring changed (already so: not counted). */
  changed: number;
}

/** The list's URL for a state: defaults are left out, so the plain address is the first page by name. */
export function productListSearch(query: Partial<ProductListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.brand) params.set('brand', query.brand);
  if (query.status) params.set('status', query.status);
  if (query.sort && query.sort !== 'name') params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
