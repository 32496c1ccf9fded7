import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MenuBoardQuery } from '#lib/catalog/menu-board.ts';
import { applyMenuImport, previewMenuImport } from '#server/catalog/admin/menu-import.ts';
import { listMenuBoard } from '#server/catalog/admin/menu-board.ts';
import { updateVariant } from '#server/catalog/admin/variant-changes.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import type { Database } from '#server/db/database.ts';
import { insertBrand, insertCategory, insertProduct, menu } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

describe(`the dashboard's live menu board on ${testEngine}`, () => {
  let db: Database;
  let actor: { id: string; email: string };
  const board = (search: Record<string, string> = {}) => listMenuBoard(db, MenuBoardQuery.parse(search));
  const sizeOf = async (sku: string) =>
    (
      await db.query<{ id: string; stock: number; active: boolean; adult: number; medical: number | null }>(
        `select id, stock, active, adult_use_price_cents as adult, medical_price_cents as medical from variants where sku = $1`,
        [sku],
      )
    )[0]!;

  beforeAll(async () => {
    db = await openTestDatabase();
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email) values ('manager@example.com') returning id`,
    );
    actor = { id: user!.id, email: 'manager@example.com' };
    await insertCategory(db, 'flower');
    await insertCategory(db, 'indoor', { parent: 'flower' });
    await insertCategory(db, 'edibles');
    await insertBrand(db, 'lakeshore');
    await insertProduct(db, {
      slug: 'blue-dream',
      category: 'indoor',
      brand: 'lakeshore',
      variants: [
        { size: '3.5 g', price: 3500, medical: 3200, stock: 12 },
        { size: '7 g', price: 6000, stock: 0 },
      ],
    });
    await insertProduct(db, {
      slug: 'apple-gummies',
      category: 'edibles',
      variants: [{ size: '10 pack', price: 2000, stock: 30 }],
    });
    await insertProduct(db, {
      slug: 'draft-kush',
      category: 'flower',
      status: 'draft',
      variants: [{ size: '3.5 g', price: 3000, stock: 5 }],
    });
    await insertProduct(db, {
      slug: 'unlisted-haze',
      category: 'flower',
      batches: [],
      variants: [{ size: '3.5 g', price: 3000, stock: 5 }],
    });
    for (let index = 0; index < 55; index++) {
      await insertProduct(db, {
        slug: `zz-filler-${String(index).padStart(2, '0')}`,
        category: 'edibles',
        isCannabis: false,
        variants: [{ price: 100, stock: 1 }],
      });
    }
  });
  afterAll(() => db.close());

  it('lists the active products’ sizes by name, 50 to a page, with stock, prices and whether shoppers see them', async () => {
    const first = await board();
    expect(first.total).toBe(59);
    expect(first.rows).toHaveLength(50);
    expect(first.rows.slice(0, 4).map((row) => `${row.productName} ${row.sizeLabel}`)).toEqual([
      'Apple Gummies 10 pack',
      'Blue Dream 3.5 g',
      'Blue Dream 7 g',
      'Unlisted Haze 3.5 g',
    ]);
    expect(first.rows[1]).toMatchObject({
      sku: 'blue-dream-0',
      stock: 12,
      active: true,
      adultUsePriceCents: 3500,
      medicalPriceCents: 3200,
      listed: true,
      brandName: 'Lakeshore',
      categoryName: 'Indoor',
    });
    expect(first.rows[3]).toMatchObject({ listed: false, productStatus: 'active' });
    const second = await board({ page: '2' });
    expect(second.rows).toHaveLength(9);
    expect(new Set([...first.rows, ...second.rows].map((row) => row.variantId)).size).toBe(59);
  });

  it('filters by category (with its subcategories), status and text (name, brand or SKU)', async () => {
    const [flower] = await db.query<{ id: string }>(`select id from categories where slug = 'flower'`);
    expect((await board({ category: flower!.id })).rows.map((row) => row.sku)).toEqual([
      'blue-dream-0',
      'blue-dream-1',
      'unlisted-haze-0',
    ]);
    expect((await board({ status: 'draft' })).rows.map((row) => row.sku)).toEqual(['draft-kush-0']);
    expect((await board({ q: 'DREAM' })).rows.map((row) => row.sku)).toEqual(['blue-dream-0', 'blue-dream-1']);
    expect((await board({ q: 'lakesh' })).total).toBe(2);
    expect((await board({ q: 'dream-1' })).rows.map((row) => row.sku)).toEqual(['blue-dream-1']);
    expect((await board({ q: '100%_' })).total).toBe(0);
  });

  it('changes stock, availability and prices, audit-logged, and the storefront menu follows at once', async () => {
    const { id } = await sizeOf('apple-gummies-0');
    const outcome = await updateVariant(db, actor, id, { adultUsePriceCents: 1800, stock: 25 });
    expect(outcome).toMatchObject({ adultUsePriceCents: 1800, stock: 25 });
    const shelf = await menu(db, 'searchTerm=apple');
    expect(shelf.cards.map((card) => card.slug)).toContain('apple-gummies');
    const [row] = await db.query<{ adult_price_cents: number }>(
      `select adult_price_cents from menu_products m join products p on p.id = m.product_id where p.slug = 'apple-gummies'`,
    );
    expect(row!.adult_price_cents).toBe(1800);

    const [entry] = await listAudit(db, [{ entityType: 'variant', entityId: id }]);
    expect(entry).toMatchObject({
      actorEmail: 'manager@example.com',
      action: 'updated',
      before: { adultUsePriceCents: 2000, stock: 30 },
      after: { adultUsePriceCents: 1800, stock: 25 },
    });
    expect(entry!.summary).toBe(
      'Apple Gummies, 10 pack (apple-gummies-0): adult-use price $20.00 → $18.00, stock 30 → 25',
    );

    await updateVariant(db, actor, id, { active: false });
    expect((await listAudit(db, [{ entityType: 'variant', entityId: id }]))[0]).toMatchObject({
      action: 'availability_changed',
      before: { active: true },
      after: { active: false },
    });
    expect((await menu(db, 'searchTerm=apple')).cards.map((card) => card.slug)).not.toContain('apple-gummies');
    await updateVariant(db, actor, id, { active: true });
  });

  it('writes no audit entry when nothing changes, and answers 404 for a size that is gone', async () => {
    const { id } = await sizeOf('blue-dream-1');
    const before = (await listAudit(db, [{ entityType: 'variant', entityId: id }])).length;
    expect(await updateVariant(db, actor, id, { stock: 0 })).toMatchObject({ stock: 0 });
    expect(await listAudit(db, [{ entityType: 'variant', entityId: id }])).toHaveLength(before);
    await expect(updateVariant(db, actor, '00000000-0000-4000-8000-000000000000', { stock: 1 })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe(`the point-of-sale CSV import on ${testEngine}`, () => {
  let db: Database;
  let actor: { id: string; email: string };
  const sizeOf = async (sku: string) =>
    (
      await db.query<{ id: string; stock: number; active: boolean; adult: number; medical: number | null }>(
        `select id, stock, active, adult_use_price_cents as adult, medical_price_cents as medical from variants where sku = $1`,
        [sku],
      )
    )[0]!;

  beforeAll(async () => {
    db = await openTestDatabase();
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email) values ('admin@example.com') returning id`,
    );
    actor = { id: user!.id, email: 'admin@example.com' };
    await insertCategory(db, 'flower');
    await insertProduct(db, {
      slug: 'blue-dream',
      category: 'flower',
      variants: [
        { size: '3.5 g', price: 3500, medical: 3200, stock: 12 },
        { size: '7 g', price: 6000, stock: 4 },
      ],
    });
    await insertProduct(db, {
      slug: 'gelato',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 4000, stock: 8 }],
    });
  });
  afterAll(() => db.close());

  it('previews each row’s changes before → after, without writing', async () => {
    const preview = await previewMenuImport(
      db,
      'sku,stock,adult_use_price,medical_price,active,name\r\nblue-dream-0,20,34.00,none,yes,x\r\nblue-dream-1,4,,,,\r\n',
    );
    expect(preview.problems).toEqual([]);
    expect(preview.ignoredColumns).toEqual(['name']);
    expect(preview.changedRows).toBe(1);
    expect(preview.rows).toEqual([
      {
        row: 2,
        sku: 'blue-dream-0',
        variantId: (await sizeOf('blue-dream-0')).id,
        productName: 'Blue Dream',
        sizeLabel: '3.5 g',
        changes: [
          { field: 'stock', before: 12, after: 20 },
          { field: 'adultUsePriceCents', before: 3500, after: 3400 },
          { field: 'medicalPriceCents', before: 3200, after: null },
        ],
      },
      expect.objectContaining({ row: 3, sku: 'blue-dream-1', changes: [] }),
    ]);
    expect(await sizeOf('blue-dream-0')).toMatchObject({ stock: 12, adult: 3500 });
  });

  it('reports unknown SKUs, bad numbers, negative stock and duplicates by row', async () => {
    const preview = await previewMenuImport(
      db,
      'sku,stock,adult_use_price\nblue-dream-0,1,1\nno-such-sku,2,2\ngelato-0,-1,2\nblue-dream-1,x,2\nblue-dream-0,3,3\n',
    );
    expect(preview.problems).toEqual([
      { row: 3, column: 'sku', message: 'No size has the SKU no-such-sku.' },
      { row: 4, column: 'stock', message: 'stock “-1”: Stock cannot be negative.' },
      { row: 5, column: 'stock', message: 'stock “x”: Stock is a whole number, e.g. 12.' },
      { row: 6, column: 'sku', message: 'blue-dream-0 is also on row 2; each SKU may appear once.' },
    ]);
  });

  it('refuses to apply a file with any bad row and writes nothing at all', async () => {
    const outcome = applyMenuImport(db, actor, 'sku,stock,adult_use_price\nblue-dream-0,99,10.00\ngelato-0,5,abc\n');
    await expect(outcome).rejects.toMatchObject({
      status: 422,
      details: { preview: { problems: [{ row: 3, column: 'adult_use_price' }] } },
    });
    expect(await sizeOf('blue-dream-0')).toMatchObject({ stock: 12, adult: 3500 });
    expect(await listAudit(db, [{ entityType: 'variant', entityId: (await sizeOf('blue-dream-0')).id }])).toEqual([]);
  });

  it('applies every row in one go, audit-logged per size, and the menu read model follows', async () => {
    const outcome = await applyMenuImport(
      db,
      actor,
      'SKU,Stock,Adult Use Price,Medical Price,Active\nblue-dream-0,20,34,none,\ngelato-0,0,,38.50,no\nblue-dream-1,4,60,,\n',
    );
    expect(outcome).toEqual({ changedRows: 2 });
    expect(await sizeOf('blue-dream-0')).toMatchObject({ stock: 20, adult: 3400, medical: null, active: true });
    expect(await sizeOf('gelato-0')).toMatchObject({ stock: 0, medical: 3850, active: false, adult: 4000 });
    const gelato = await sizeOf('gelato-0');
    const [entry] = await listAudit(db, [{ entityType: 'variant', entityId: gelato.id }]);
    expect(entry).toMatchObject({
      action: 'updated',
      before: { stock: 8, medicalPriceCents: null, active: true },
      after: { stock: 0, medicalPriceCents: 3850, active: false },
    });
    expect(entry!.summary).toContain('(CSV import, row 3)');
    const [row] = await db.query<{ listed: boolean }>(
      `select listed from menu_products m join products p on p.id = m.product_id where p.slug = 'gelato'`,
    );
    expect(row!.listed).toBe(false);
  });

  it('rolls everything back when the write itself fails part way', async () => {
    const before = await sizeOf('blue-dream-0');
    // A check the file cannot see: a trigger refusing gelato's row stands in for any failure mid-write.
    await db.exec(`create function refuse_gelato() returns trigger language plpgsql as $$
      begin if new.sku = 'gelato-0' then raise exception 'refused'; end if; return new; end $$;
      create trigger refuse_gelato before update on variants for each row execute function refuse_gelato();`);
    try {
      await expect(applyMenuImport(db, actor, 'sku,stock\nblue-dream-0,77\ngelato-0,3\n')).rejects.toThrow('refused');
    } finally {
      await db.exec('drop trigger refuse_gelato on variants; drop function refuse_gelato();');
    }
    expect(await sizeOf('blue-dream-0')).toMatchObject({ stock: before.stock });
  });
});
