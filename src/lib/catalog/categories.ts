import { z } from 'zod';
import { MENU_FILTERS, type MenuFilter } from './menu-result.ts';

/**
 * The category tree and its shop filters as the dashboard edits them; the server parses every
 * request with these schemas, the browser uses them for quick feedback.
 */

export interface CategoryNode {
  id: string;
  parentId: string | null;
  slug: string;
  name: string;
  description: string;
  /** Order among its siblings, from 0. */
  position: number;
  /** The filters its menu shows, in order; empty: its parent's (a top-level category: all of them). */
  menuFilters: ShopFilter[];
  /** Products filed directly under it. */
  productCount: number;
}

export interface CategoryTree {
  categories: CategoryNode[];
}

/**
 * Filters staff choose per category. The category filter is not among them: a category page
 * always offers its subcategories as tabs.
 */
export const SHOP_FILTERS = MENU_FILTERS.filter(
  (filter): filter is Exclude<MenuFilter, 'category'> => filter !== 'category',
);
export type ShopFilter = (typeof SHOP_FILTERS)[number];

/** What the storefront's filter panel calls each filter. */
export const SHOP_FILTER_LABELS: Record<ShopFilter, string> = {
  brand: 'Brand',
  strain_type: 'Strain type',
  thc: 'THC %',
  cbd: 'CBD %',
  effects: 'Effects',
  terpenes: 'Terpenes',
  weight: 'Size',
  price: 'Price',
  on_deal: 'On deal',
  in_stock: 'In stock only',
};

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const categoryInputSchema = z.object({
  name: z
    .string({ error: 'Give the category a name.' })
    .trim()
    .min(1, 'Give the category a name.')
    .max(80, 'Keep the name under 80 characters.'),
  slug: z
    .string({ error: 'Give the category an address.' })
    .trim()
    .min(1, 'Give the category an address.')
    .max(80, 'Keep the address under 80 characters.')
    .regex(SLUG, 'Use lower-case letters, digits and single hyphens, e.g. live-resin.'),
  description: z.string().trim().max(1000, 'Keep the description under 1,000 characters.').default(''),
  parentId: z.uuid({ error: 'Choose a parent category from the list.' }).nullable().default(null),
  /** Place among the new siblings, from 0; past the end (or absent) puts it last. */
  position: z
    .number({ error: 'Give the position as a whole number.' })
    .int('Give the position as a whole number.')
    .min(0, 'The first position is 1.')
    .max(10_000, 'That position is too far down.')
    .optional(),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const categoryMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'Move a category up or down.' }),
});

export const shopFiltersSchema = z.object({
  filters: z
    .array(z.enum(SHOP_FILTERS, { error: 'That is not a filter the menu offers.' }), {
      error: 'Choose the filters to show.',
    })
    .max(SHOP_FILTERS.length, 'Each filter can be shown once.')
    .refine((filters) => new Set(filters).size === filters.length, 'Each filter can be shown once.'),
});
