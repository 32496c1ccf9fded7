import { describe, expect, it } from 'vitest';
import { storeWrittenAlone } from './change-feed.ts';

describe('storeWrittenAlone', () => {
  it("names the store of a write of one store's stock, prices or sizes", () => {
    expect(
      storeWrittenAlone('catalog_changed', '{"table":"store_variants","op":"update","store":"s-1","menuRows":2}'),
    ).toBe('s-1');
  });

  it('names none for a write at several stores, another table, another channel or a payload it cannot read', () => {
    expect(storeWrittenAlone('catalog_changed', '{"table":"store_variants","store":null}')).toBeNull();
    expect(storeWrittenAlone('catalog_changed', '{"table":"variants","store":"s-1"}')).toBeNull();
    expect(storeWrittenAlone('store_changed', '{"table":"store_variants","store":"s-1"}')).toBeNull();
    expect(storeWrittenAlone('store_changed', 'listening')).toBeNull();
    expect(storeWrittenAlone('catalog_changed', 'null')).toBeNull();
    expect(storeWrittenAlone('catalog_changed', '{')).toBeNull();
  });
});
