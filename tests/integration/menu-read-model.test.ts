import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleLapsedMenuProducts } from '#server/catalog/index.ts';
import type { Database } from '#server/db/database.ts';
import { insertMenuWorld, insertProduct, menu, slugsOf } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/** Rows a full rebuild would still change: none when the triggers kept up. */
async function outdatedRows(db: Database): Promise<number> {
  const [row] = await db.query<{ written: number }>(
    'select public.refresh_menu_products(array(select id from products)) as written',
  );
  return Number(row!.written);
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5000) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

interface Notification {
  table: string;
  op: string;
  menuRows: number;
  productIds: string[] | null;
}

describe(`the menu read model on ${testEngine}`, () => {
  let db: Database;
  let stopListening: () => Promise<void>;
  const notifications: Notification[] = [];
  const productId = async (slug: string) =>
    (await db.query<{ id: string }>('select id from products where slug = $1', [slug]))[0]!.id;
  /**
   * Updates a strain no product uses and waits for its notification: everything committed before
   * it has been delivered by then (PostgreSQL delivers notifications in commit order).
   */
  const marker = async () => {
    const markers = () => notifications.filter((note) => note.table === 'strains').length;
    const before = markers();
    await db.query(`update strains set description = gen_random_uuid()::text where slug = 'marker'`);
    await until(() => markers() > before, 'the marker notification');
  };
  /** What running `statement` announced, and nothing else. */
  const announced = async (statement: string, params: unknown[] = []): Promise<Notification[]> => {
    await marker();
    const start = notifications.length;
    await db.query(statement, params);
    await marker();
    return notifications.slice(start).filter((note) => note.table !== 'strains');
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertMenuWorld(db);
    await db.query(`insert into strains (slug, name, type) values ('marker', 'Marker', 'hybrid')`);
    stopListening = await db.listen('catalog_changed', (payload) => notifications.push(JSON.parse(payload)));
  });
  afterAll(async () => {
    await stopListening();
    await db.close();
  });

  it('is complete and current after the catalog was written', async () => {
    const [counts] = await db.query<{ products: number; rows: number }>(
      'select (select count(*) from products)::int as products, (select count(*) from menu_products)::int as rows',
    );
    expect(counts!.rows).toBe(counts!.products);
    expect(await outdatedRows(db)).toBe(0);
  });

  it('follows a price change and announces it once', async () => {
    const id = await productId('blue-dream');
    const notes = await announced(`update variants set adult_use_price_cents = 3300 where sku = 'blue-dream-0'`);
    expect(notes).toEqual([{ table: 'variants', op: 'update', menuRows: 1, productIds: [id] }]);
    expect((await menu(db, 'category=flower')).cards[0]).toMatchObject({ slug: 'blue-dream', priceCents: 3300 });
  });

  it('moves a product that sold out to the end, and back when restocked', async () => {
    await db.query(
      `update variants set stock = 0 where product_id = (select id from products where slug = 'sour-diesel')`,
    );
    expect(slugsOf(await menu(db, 'category=flower'))).toEqual(['blue-dream', 'granddaddy-purple', 'sour-diesel']);
    expect((await menu(db, 'category=flower')).cards[2]).toMatchObject({ inStock: false, priceCents: 4000 });
    await db.query(`update variants set stock = 5 where sku = 'sour-diesel-1'`);
    expect(slugsOf(await menu(db, 'category=flower'))).toEqual(['blue-dream', 'sour-diesel', 'granddaddy-purple']);
    // Only the 28 g is back in stock, so it is the price now.
    expect((await menu(db, 'category=flower')).cards[1]).toMatchObject({ inStock: true, priceCents: 18000 });
    await db.query(`update variants set stock = 8 where sku = 'sour-diesel-0'`);
  });

  it('stays silent while stock moves without changing what shoppers see', async () => {
    expect(await announced(`update variants set stock = stock - 1 where sku = 'blue-dream-0'`)).toEqual([]);
    const notes = await announced(`update variants set stock = 0 where sku = 'haze-disposable-0'`);
    expect(notes).toEqual([expect.objectContaining({ table: 'variants', menuRows: 1 })]);
    await db.query(`update variants set stock = 3 where sku = 'haze-disposable-0'`);
  });

  it('takes a product off the menu when its lot is recalled or held, and back with a new lot', async () => {
    await db.query(
      `update batches set status = 'recalled' where product_id = (select id from products where slug = 'sour-diesel')`,
    );
    expect(slugsOf(await menu(db, 'category=flower'))).toEqual(['blue-dream', 'granddaddy-purple']);
    await db.query(
      `insert into batches (product_id, batch_number, lab_name, tested_on, thc_percent, status)
       select id, 'SD-2', 'Great Lakes Testing', '2026-11-01', 26.5, 'active' from products where slug = 'sour-diesel'`,
    );
    const cards = (await menu(db, 'category=flower')).cards;
    expect(cards.find((card) => card.slug === 'sour-diesel')).toMatchObject({ potencyLabel: 'THC 26.5%' });
    await db.query(`update batches set status = 'on_hold' where batch_number = 'SD-2'`);
    expect(slugsOf(await menu(db, 'category=flower'))).not.toContain('sour-diesel');
    await db.query(`update batches set status = 'active' where batch_number = 'SD-2'`);
  });

  it('follows a renamed brand into cards, facets and search', async () => {
    const notes = await announced(`update brands set name = 'North Bank Farms' where slug = 'north-bank'`);
    // Four products on the menu and the eight off it that the world gives North Bank.
    expect(notes).toEqual([expect.objectContaining({ table: 'brands', op: 'update', menuRows: 12 })]);
    const result = await menu(db, 'category=flower');
    expect(result.cards[0]!.brand).toEqual({ slug: 'north-bank', name: 'North Bank Farms' });
    expect(result.facets.brands.find((option) => option.value === 'north-bank')?.label).toBe('North Bank Farms');
    expect(slugsOf(await menu(db, 'searchTerm=north+bank+farms'))).toEqual([
      'blue-dream',
      'cherry-gummies',
      'granddaddy-purple',
    ]);
  });

  it('follows a renamed or moved category', async () => {
    // A name no search word of the store's vocabulary knows, so only the renamed category finds them.
    await db.query(`update categories set name = 'Greenhouse' where slug = 'flower'`);
    expect((await menu(db, 'category=flower')).cards[0]!.category).toEqual({ slug: 'flower', name: 'Greenhouse' });
    expect(slugsOf(await menu(db, 'searchTerm=greenhouse'))).toEqual([
      'blue-dream',
      'sour-diesel',
      'granddaddy-purple',
    ]);

    await db.query(
      `update categories set parent_id = (select id from categories where slug = 'edibles') where slug = 'glass-jars'`,
    );
    expect(slugsOf(await menu(db, 'category=edibles'))).toEqual(['clamp-jar', 'cherry-gummies', 'uv-jar']);
    expect(slugsOf(await menu(db, 'category=accessories'))).toEqual([]);
    await db.query(
      `update categories set parent_id = (select id from categories where slug = 'accessories') where slug = 'glass-jars'`,
    );
    expect(slugsOf(await menu(db, 'category=accessories'))).toEqual(['clamp-jar', 'uv-jar']);
  });

  it('shows the first image', async () => {
    await db.query(
      `insert into product_images (product_id, path, alt, width, height, position)
       select id, 'products/clamp-jar-open.webp', 'The jar, open', 300, 300, -1 from products where slug = 'clamp-jar'`,
    );
    const jar = (await menu(db, 'category=glass-jars')).cards.find((card) => card.slug === 'clamp-jar');
    expect(jar!.image).toEqual({
      src: '/media/products/clamp-jar-open.webp',
      srcSet: '',
      alt: 'The jar, open',
      width: 300,
      height: 300,
    });
  });

  it('adds new products and drops archived and deleted ones', async () => {
    await insertProduct(db, {
      slug: 'new-pre-roll',
      name: 'Aardvark Pre-Roll',
      category: 'pre-rolls',
      brand: 'mitten',
      variants: [{ size: '1 g', weightMg: 1000, price: 900, stock: 10 }],
    });
    expect(slugsOf(await menu(db, 'category=pre-rolls&sort=name'))[0]).toBe('new-pre-roll');
    await db.query(`update products set status = 'archived' where slug = 'new-pre-roll'`);
    expect(slugsOf(await menu(db, 'category=pre-rolls&sort=name'))[0]).toBe('pre-roll-01');
    const id = await productId('new-pre-roll');
    const notes = await announced(`delete from products where slug = 'new-pre-roll'`);
    // Its variants, lots and images go with it, each announced by its own statement.
    expect(notes.find((note) => note.table === 'products')).toEqual({
      table: 'products',
      op: 'delete',
      menuRows: 0,
      productIds: [id],
    });
    expect(notes.map((note) => note.table).sort()).toEqual(['batches', 'product_images', 'products', 'variants']);
    expect(await db.query('select 1 from menu_products where product_id = $1', [id])).toEqual([]);
  });

  it('rebuilds a bulk update of every variant in one statement and one notification', async () => {
    const notes = await announced('update variants set adult_use_price_cents = adult_use_price_cents + 100');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ table: 'variants', op: 'update' });
    expect(notes[0]!.menuRows).toBeGreaterThan(30);
    expect((await menu(db, 'category=glass-jars')).cards.map((card) => card.priceCents)).toEqual([1300, 1500]);
    await db.query('update variants set adult_use_price_cents = adult_use_price_cents - 100');
  });

  it('hides a lot that lapsed since its row was written, and settles it', async () => {
    // Midnight passes for the cartridge's lot: its batch and its menu row say it expired yesterday,
    // as they would had the row been written while the lot was still good.
    const id = await productId('blue-dream-cartridge');
    await db.exec('alter table batches disable trigger menu_products_sync_update');
    await db.query(`update batches set expires_on = current_date - 1 where product_id = $1`, [id]);
    await db.exec('alter table batches enable trigger menu_products_sync_update');
    await db.query(`update menu_products set sellable_until = current_date - 1 where product_id = $1`, [id]);

    const vapes = await menu(db, 'category=vapes');
    expect(slugsOf(vapes)).toEqual(['haze-disposable']);
    expect(vapes.total).toBe(1);
    expect(vapes.facets.brands).toEqual([
      { value: 'motor-city', label: 'Motor City Melts', count: 1, selected: false },
    ]);
    expect(
      (await menu(db, 'brand=motor-city')).facets.categories.find((option) => option.value === 'vapes')?.count,
    ).toBe(1);

    expect(await settleLapsedMenuProducts(db)).toBe(1);
    expect(await settleLapsedMenuProducts(db)).toBe(0);
    expect(
      (await db.query<{ listed: boolean }>('select listed from menu_products where product_id = $1', [id]))[0],
    ).toEqual({ listed: false });
    expect((await menu(db, 'category=vapes')).total).toBe(1);
  });

  it('is still current after everything above', async () => {
    expect(await outdatedRows(db)).toBe(0);
  });
});
