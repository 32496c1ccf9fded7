import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { MenuFacetIndex } from './facet-index.ts';
import { compareBytewise } from './bytewise-order.ts';
import { menuOrder, pageOf, rankedOrder, type MenuOrderOptions } from './order.ts';

interface Row {
  id: string;
  name: string;
  inStock?: boolean;
  featured?: boolean;
  adult?: number | null;
  medical?: number | null;
  thc?: number | null;
  thcMg?: number | null;
  createdAt?: number;
}

/** A facet index of the given products, as INDEX_LOAD_SQL would hand them over. */
async function indexOf(rows: Row[]): Promise<MenuFacetIndex> {
  const tuples = rows.map((row) => [
    row.id,
    row.inStock ?? true,
    false,
    'infinity',
    null,
    null,
    null,
    [],
    [],
    [],
    ['c0000000-0000-4000-8000-000000000000'],
    row.thc ?? null,
    null,
    row.adult === undefined ? 1000 : row.adult,
    row.medical === undefined ? 900 : row.medical,
    row.featured ?? false,
    row.name.toLowerCase(),
    row.createdAt ?? 0,
    row.thcMg ?? null,
  ]);
  const db: Queryable = {
    query: async () => [{ rows: tuples }] as never,
    exec: async () => {},
  };
  return MenuFacetIndex.load(db);
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function sorted(index: MenuFacetIndex, options: Partial<MenuOrderOptions> & Pick<MenuOrderOptions, 'sort'>): string[] {
  const order = menuOrder(index, { mode: 'adult', finalPrices: null, dealsKey: '', ...options });
  return [...order].map((at) => index.list()[at]!.id);
}

describe('compareBytewise (bytewise-order.ts)', () => {
  it('orders strings as their UTF-8 bytes do, astral characters after the rest of the BMP', () => {
    const words = ['b', 'a', 'ab', '', 'é', 'z', '\uffff', '😀', 'A', '\ue000', '𝒜'];
    const expected = [...words].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
    expect([...words].sort(compareBytewise)).toEqual(expected);
    expect(compareBytewise('😀', '\uffff')).toBeGreaterThan(0);
  });
});

describe('menuOrder', () => {
  it('lists products in stock first, then by the sort, then by name and id', async () => {
    const index = await indexOf([
      { id: id(1), name: 'Bravo', featured: true, inStock: false },
      { id: id(2), name: 'alpha' },
      { id: id(3), name: 'Charlie', featured: true },
      { id: id(4), name: 'alpha' },
    ]);
    expect(sorted(index, { sort: 'featured' })).toEqual([id(3), id(2), id(4), id(1)]);
    expect(sorted(index, { sort: 'name' })).toEqual([id(2), id(4), id(3), id(1)]);
  });

  it('puts a missing price last going up and first going down, as SQL does', async () => {
    const index = await indexOf([
      { id: id(1), name: 'a', adult: 500 },
      { id: id(2), name: 'b', adult: null },
      { id: id(3), name: 'c', adult: 300 },
    ]);
    expect(sorted(index, { sort: 'price-asc' })).toEqual([id(3), id(1), id(2)]);
    expect(sorted(index, { sort: 'price-desc' })).toEqual([id(2), id(1), id(3)]);
  });

  it('sorts by the price after deals when deals reorder prices, the regular price breaking ties', async () => {
    const index = await indexOf([
      { id: id(1), name: 'a', adult: 1000 },
      { id: id(2), name: 'b', adult: 800 },
      { id: id(3), name: 'c', adult: 700 },
    ]);
    const finalPrices = Float64Array.of(600, 800, 600);
    expect(sorted(index, { sort: 'price-asc', finalPrices, dealsKey: 'half off a' })).toEqual([id(3), id(1), id(2)]);
    expect(sorted(index, { sort: 'price-desc', finalPrices, dealsKey: 'half off a' })).toEqual([id(2), id(1), id(3)]);
  });

  it('sorts by potency with missing values last, and newest first', async () => {
    const index = await indexOf([
      { id: id(1), name: 'a', thc: 2000, createdAt: 3 },
      { id: id(2), name: 'b', thc: null, thcMg: 10000, createdAt: 1 },
      { id: id(3), name: 'c', thc: 2500, createdAt: 2 },
      { id: id(4), name: 'd', thc: null, thcMg: null, createdAt: 4 },
    ]);
    expect(sorted(index, { sort: 'potency' })).toEqual([id(3), id(1), id(2), id(4)]);
    expect(sorted(index, { sort: 'newest' })).toEqual([id(4), id(1), id(3), id(2)]);
  });
});

describe('rankedOrder and pageOf', () => {
  it('keeps the ranking within in-stock and sold-out matches, and pages over the products passing', async () => {
    const index = await indexOf([
      { id: id(1), name: 'a', inStock: false },
      { id: id(2), name: 'b' },
      { id: id(3), name: 'c' },
      { id: id(4), name: 'd' },
    ]);
    const hits = index.positionsOf([id(1), id(4), id(9), id(2)]);
    const order = rankedOrder(index, hits);
    expect([...order].map((at) => index.list()[at]!.id)).toEqual([id(4), id(2), id(1)]);

    const passing = new Uint8Array(4);
    for (const at of order) passing[at] = 1;
    passing[index.positionsOf([id(2)])[0]!] = 0;
    const ids = (page: number[]) => page.map((at) => index.list()[at]!.id);
    expect(ids(pageOf(order, passing, 0, 1))).toEqual([id(4)]);
    expect(ids(pageOf(order, passing, 1, 1))).toEqual([id(1)]);
    expect(pageOf(order, passing, 2, 1)).toEqual([]);
  });
});
