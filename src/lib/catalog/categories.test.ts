import { describe, expect, it } from 'vitest';
import { slugify } from '../slug.ts';
import { categoryInputSchema, SHOP_FILTERS, shopFiltersSchema } from './categories.ts';

describe('category input', () => {
  it('makes an address from a name', () => {
    expect(slugify('Live Resin & Rosin')).toBe('live-resin-rosin');
    expect(slugify('  Crème brûlée bites ')).toBe('creme-brulee-bites');
    expect(slugify('A very long name for a category', 12)).toBe('a-very-long');
    expect(slugify('***')).toBe('');
  });

  it('takes a name, an address and an optional parent and position', () => {
    const parsed = categoryInputSchema.parse({ name: ' Rosin ', slug: 'rosin' });
    expect(parsed).toEqual({ name: 'Rosin', slug: 'rosin', description: '', parentId: null });
  });

  it('names each field it refuses', () => {
    const result = categoryInputSchema.safeParse({ name: '', slug: 'Live Resin', parentId: 'flower', position: -1 });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(fields).toEqual({
      name: 'Give the category a name.',
      slug: 'Use lower-case letters, digits and single hyphens, e.g. live-resin.',
      parentId: 'Choose a parent category from the list.',
      position: 'The first position is 1.',
    });
  });
});

describe('shop filters', () => {
  it('offers every menu filter but the category tabs, which category pages always show', () => {
    expect(SHOP_FILTERS).not.toContain('category');
    expect(SHOP_FILTERS).toContain('strain_type');
  });

  it('keeps the order given and refuses unknown or repeated filters', () => {
    expect(shopFiltersSchema.parse({ filters: ['price', 'brand'] }).filters).toEqual(['price', 'brand']);
    expect(shopFiltersSchema.parse({ filters: [] }).filters).toEqual([]);
    expect(shopFiltersSchema.safeParse({ filters: ['brand', 'colour'] }).success).toBe(false);
    expect(shopFiltersSchema.safeParse({ filters: ['brand', 'brand'] }).success).toBe(false);
    expect(shopFiltersSchema.safeParse({ filters: ['category'] }).success).toBe(false);
  });
});
