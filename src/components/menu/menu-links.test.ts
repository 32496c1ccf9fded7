import { describe, expect, it } from 'vitest';
import { emptyMenuQuery, type MenuQuery } from '#lib/catalog/menu-query.ts';
import type { MenuFacets } from '#lib/catalog/menu-result.ts';
import { activeFilters, clearAllHref, menuHref, paginationItems, rangeLabel, type MenuLocation } from './menu-links.ts';

const home: MenuLocation = { path: '/', categoryInPath: false, anchor: 'monroe-dispensary-menu' };
const flowerPage: MenuLocation = { path: '/category/flower', categoryInPath: true };

const facets: MenuFacets = {
  categories: [{ value: 'flower', label: 'Flower', count: 40, selected: true }],
  brands: [{ value: 'gelato-co', label: 'Gelato Co.', count: 12, selected: true }],
  strainTypes: [{ value: 'indica', label: 'Indica', count: 9, selected: true }],
  effects: [],
  terpenes: [],
  weights: [{ value: '3500', label: '3.5 g', count: 20, selected: true }],
  thc: {},
  cbd: {},
  priceDollars: {},
  onDealCount: 3,
  inStockCount: 40,
};

function query(overrides: Partial<MenuQuery>): MenuQuery {
  return { ...emptyMenuQuery(), ...overrides };
}

describe('menu links', () => {
  it('are canonical, land on the menu, and leave out a category the path already names', () => {
    expect(menuHref(home, query({ category: 'flower', brands: ['gelato-co'], page: 2 }))).toBe(
      '/?category=flower&brand=gelato-co&page=2#monroe-dispensary-menu',
    );
    expect(menuHref(flowerPage, query({ category: 'flower', sort: 'name' }))).toBe('/category/flower?sort=name');
    expect(menuHref(flowerPage, query({ category: 'flower' }))).toBe('/category/flower');
  });

  it('give every active filter a chip whose link removes only that filter and starts at page 1', () => {
    const state = query({
      category: 'flower',
      brands: ['gelato-co', 'unknown-farms'],
      strainTypes: ['indica'],
      thc: { min: 20 },
      weights: [3500],
      price: { min: 20, max: 50 },
      onDeal: true,
      searchTerm: 'kush',
      page: 3,
    });
    const chips = activeFilters(home, state, facets);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Search: “kush”',
      'Flower',
      'Gelato Co.',
      'Unknown farms',
      'Indica',
      'THC 20% or more',
      '3.5 g',
      'Price $20–$50',
      'On deal',
    ]);
    const gelato = chips.find((chip) => chip.label === 'Gelato Co.')!;
    expect(gelato.href).toBe(
      '/?category=flower&brand=unknown-farms&type=indica&thcMin=20&weight=3500&priceMin=20&priceMax=50&deal=1&searchTerm=kush#monroe-dispensary-menu',
    );
    // On a category page the category is the page, not a filter to remove.
    expect(activeFilters(flowerPage, query({ category: 'flower' }), facets)).toEqual([]);
  });

  it('leave out the brand a brand page names, and offer no chip to remove it', () => {
    const brandPage: MenuLocation = { path: '/brands/gelato-co', categoryInPath: false, brandInPath: 'gelato-co' };
    const state = query({ brands: ['gelato-co'], strainTypes: ['indica'] });
    expect(menuHref(brandPage, { ...state, page: 2 })).toBe('/brands/gelato-co?type=indica&page=2');
    expect(activeFilters(brandPage, state, facets).map((chip) => [chip.label, chip.href])).toEqual([
      ['Indica', '/brands/gelato-co'],
    ]);
  });

  it('clear everything but the sort', () => {
    expect(clearAllHref(home, query({ brands: ['gelato-co'], searchTerm: 'jar', sort: 'price-asc', page: 2 }))).toBe(
      '/?sort=price-asc#monroe-dispensary-menu',
    );
  });

  it('label ranges as a shopper says them', () => {
    const percent = (value: number) => `${value}%`;
    expect(rangeLabel({ min: 10, max: 20 }, percent)).toBe('10%–20%');
    expect(rangeLabel({ min: 10 }, percent)).toBe('10% or more');
    expect(rangeLabel({ max: 20 }, percent)).toBe('up to 20%');
  });

  it('number pages around the current one, with the first and the last, and gaps', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    // A gap of one page shows the page instead of an ellipsis.
    expect(paginationItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
