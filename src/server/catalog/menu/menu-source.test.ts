import { describe, expect, it } from 'vitest';
import { menuSourceOf } from './menu-source.ts';

const DEFAULT = 'monroe-id';
const OTHER = 'ypsilanti-id';

describe('where a menu reads its listing and stock', () => {
  it('reads the catalog index and stores’ own rows while no store keeps medical stock apart', () => {
    const facts = { defaultStoreId: DEFAULT, medicalStockApart: new Set<string>() };
    for (const mode of ['adult', 'medical'] as const) {
      expect(menuSourceOf(facts, undefined, mode)).toEqual({ storeId: undefined });
      expect(menuSourceOf(facts, OTHER, mode)).toEqual({ storeId: OTHER, pool: 'all' });
    }
  });

  it('reads the medical count on the medical menu of a store keeping stock apart, the default store too', () => {
    const facts = { defaultStoreId: DEFAULT, medicalStockApart: new Set([DEFAULT, OTHER]) };
    expect(menuSourceOf(facts, OTHER, 'medical')).toEqual({ storeId: OTHER, pool: 'medical' });
    expect(menuSourceOf(facts, undefined, 'medical')).toEqual({ storeId: DEFAULT, pool: 'medical' });
    expect(menuSourceOf(facts, OTHER, 'adult')).toEqual({ storeId: OTHER, pool: 'all' });
    expect(menuSourceOf(facts, undefined, 'adult')).toEqual({ storeId: undefined });
  });

  it('reads the catalog index before any store exists', () => {
    expect(menuSourceOf({ defaultStoreId: null, medicalStockApart: new Set() }, undefined, 'medical')).toEqual({
      storeId: undefined,
    });
  });
});
