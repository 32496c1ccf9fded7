import { describe, expect, it } from 'vitest';
import { poolStockSql, stockPoolSql } from './stock-pool.ts';

describe('the count a sale draws from, as SQL', () => {
  it('reads the size’s own row on the adult-use menu, exactly as before stock could be kept apart', () => {
    const pool = stockPoolSql('$2::uuid', 'adult');
    expect(pool).toBe(`'all'`);
    expect(poolStockSql({ own: 'sv.stock', variant: 'v.id', store: '$2::uuid', pool })).toBe('sv.stock');
  });

  it('asks the store on the medical menu, and reads its medical count only when it keeps one', () => {
    const pool = stockPoolSql('$2::uuid', 'medical');
    expect(pool).toContain('pool_store.id = $2::uuid and pool_store.medical_stock_apart');
    const stock = poolStockSql({ own: 'sv.stock', variant: 'v.id', store: '$2::uuid', pool });
    expect(stock).toMatch(/^case when .+ = 'all' then sv\.stock/s);
    expect(stock).toContain(`medical.variant_id = v.id and medical.store_id = $2::uuid and medical.pool = 'medical'`);
  });
});
