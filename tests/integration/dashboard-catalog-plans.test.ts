import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MenuBoardQuery } from '#lib/catalog/menu-board.ts';
import { PRODUCT_SORTS, ProductListQuery } from '#lib/catalog/product-list.ts';
import { listMenuBoard } from '#server/catalog/admin/menu-board.ts';
import { listProducts } from '#server/catalog/admin/product-list.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { generateSyntheticCatalog } from '../../scripts/synthetic-catalog.ts';
import { WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * The plans of the dashboard's menu board and products list on a catalog of 40 000 sizes (about
 * 10 000 products): a page is an index walk, never a sequential read of products or variants, and
 * a sort by price or stock reads the per-product totals' index. A search may read the products'
 * names in full (for a short term the planner rightly finds 10 000 names quicker to read than the
 * trigram index), but never every size.
 */
describe(`dashboard catalog query plans on ${testEngine}`, () => {
  let db: Database;
  let category: string;

  async function plansOf(run: (db: Queryable) => Promise<unknown>): Promise<string[]> {
    const statements: { text: string; values: readonly unknown[] }[] = [];
    await run({
      exec: (script) => db.exec(script),
      query: (text, values) => {
        statements.push({ text, values: values ?? [] });
        return db.query(text, values);
      },
    });
    const plans = [];
    for (const { text, values } of statements) {
      const rows = await db.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${text}`, values);
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return plans;
  }

  const sequential = (plans: string[]) => plans.filter((plan) => /Seq Scan on (products|variants)\b/.test(plan));
  const everySize = (plans: string[]) => plans.filter((plan) => /Seq Scan on variants\b/.test(plan));

  beforeAll(async () => {
    db = await openTestDatabase();
    await generateSyntheticCatalog(db, { variants: 40_000, seed: 7, now: WEDNESDAY_AFTERNOON });
    // Statistics from every row, not a random sample of 30 000: the plans must not change between runs.
    await db.exec('set default_statistics_target = 1000; analyze; reset default_statistics_target');
    const [row] = await db.query<{ id: string }>(
      `select category_id as id from products group by 1 order by count(*) limit 1`,
    );
    category = row!.id;
  }, 600_000);
  afterAll(() => db.close());

  it('holds about 10 000 products', async () => {
    const [row] = await db.query<{ count: number }>('select count(*)::int as count from products');
    expect(row!.count).toBeGreaterThan(9000);
  });

  it.each(PRODUCT_SORTS)('lists products sorted by %s from an index', async (sort) => {
    const plans = await plansOf((recording) => listProducts(recording, ProductListQuery.parse({ sort, page: '40' })));
    expect(sequential(plans.slice(0, 1))).toEqual([]);
  });

  it('lists products by status and by a small category without reading every product', async () => {
    for (const search of [{ status: 'draft' }, { category }]) {
      const plans = await plansOf((recording) => listProducts(recording, ProductListQuery.parse(search)));
      expect(sequential(plans), JSON.stringify(search)).toEqual([]);
    }
  });

  it('pages the menu board from the name index, and filters a category without reading every product', async () => {
    for (const search of [{ page: '30' }, { category }]) {
      const plans = await plansOf((recording) => listMenuBoard(recording, MenuBoardQuery.parse(search)));
      expect(sequential(plans.slice(0, 1)), JSON.stringify(search)).toEqual([]);
    }
  });

  it('finds a SKU through the trigram index in the products list and on the menu board', async () => {
    const [size] = await db.query<{ sku: string }>('select sku from variants order by sku offset 20000 limit 1');
    const q = size!.sku.slice(0, -2);
    const listed = await plansOf((recording) => listProducts(recording, ProductListQuery.parse({ q })));
    const boarded = await plansOf((recording) => listMenuBoard(recording, MenuBoardQuery.parse({ q })));
    expect(everySize(listed)).toEqual([]);
    expect(listed.join('\n')).toContain('variants_sku_trgm_idx');
    expect(boarded.join('\n')).toContain('variants_sku_trgm_idx');
  });
});
