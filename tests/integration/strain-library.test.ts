import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import {
  getStrainLibrary,
  parseStrainLibraryQuery,
  serializeStrainLibraryQuery,
  STRAIN_PAGE_SIZE,
  type StrainLibraryQuery,
} from '#server/catalog/strain-library.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/** Strains and products this file inserts itself, so each expectation names the row behind it. */
const STRAINS = [
  {
    slug: 'blue-dream',
    name: 'Blue Dream',
    type: 'hybrid',
    lineage: 'Blueberry × Haze',
    effects: ['relaxed', 'creative'],
    terpenes: [
      { name: 'myrcene', percent: 0.62 },
      { name: 'pinene', percent: 0.31 },
    ],
    thc: 19,
  },
  {
    slug: 'blueberry',
    name: 'Blueberry',
    type: 'indica',
    lineage: 'Afghani × Thai',
    effects: ['sleepy'],
    terpenes: [{ name: 'myrcene', percent: 0.66 }],
    thc: 18,
  },
  {
    slug: 'sour-diesel',
    name: 'Sour Diesel',
    type: 'sativa',
    lineage: 'Chemdawg 91 × Super Skunk',
    effects: ['energetic'],
    terpenes: [
      { name: 'caryophyllene', percent: 0.51 },
      { name: 'limonene', percent: 0.44 },
    ],
    thc: 20,
  },
  {
    slug: 'acdc',
    name: 'ACDC',
    type: 'cbd',
    lineage: 'Cannatonic phenotype',
    effects: ['calm'],
    terpenes: [{ name: 'myrcene', percent: 0.52 }],
    thc: 1,
  },
];

const all: StrainLibraryQuery = { searchTerm: '', type: null, effect: null, terpene: null, page: 1 };

async function insertStrain(db: Database, strain: (typeof STRAINS)[number]): Promise<void> {
  await db.query(
    `insert into strains (slug, name, type, lineage, effects, terpenes, typical_thc_percent, typical_cbd_percent)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, 0.1)`,
    [
      strain.slug,
      strain.name,
      strain.type,
      strain.lineage,
      strain.effects,
      JSON.stringify(strain.terpenes),
      strain.thc,
    ],
  );
}

interface ProductFixture {
  slug: string;
  strain: string;
  stock?: number;
  batch?: 'active' | 'recalled' | 'on_hold' | null;
  status?: 'active' | 'draft';
  medicalOnly?: boolean;
}

async function insertProduct(db: Database, fixture: ProductFixture): Promise<void> {
  const [product] = await db.query<{ id: string }>(
    `insert into products (slug, name, brand_id, category_id, strain_id, status, medical_only)
     values ($1, initcap(replace($1, '-', ' ')), (select id from brands where slug = 'test-farms'),
             (select id from categories where slug = 'flower'), (select id from strains where slug = $2), $3, $4)
     returning id`,
    [fixture.slug, fixture.strain, fixture.status ?? 'active', fixture.medicalOnly ?? false],
  );
  await db.query(
    `insert into variants (product_id, sku, size_label, adult_use_price_cents, stock) values ($1, $2, '3.5 g', 3000, $3)`,
    [product!.id, fixture.slug, fixture.stock ?? 10],
  );
  if (fixture.batch !== null) {
    await db.query(
      `insert into batches (product_id, batch_number, lab_name, tested_on, thc_percent, status)
       values ($1, 'B-1', 'Great Lakes Testing', current_date - 10, 20, $2)`,
      [product!.id, fixture.batch ?? 'active'],
    );
  }
}

describe(`the strain library on ${testEngine}`, () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(`insert into brands (slug, name) values ('test-farms', 'Test Farms')`);
    await db.query(`insert into categories (slug, name) values ('flower', 'Flower')`);
    for (const strain of STRAINS) await insertStrain(db, strain);
    await insertProduct(db, { slug: 'blue-dream-eighth', strain: 'blue-dream' });
    await insertProduct(db, { slug: 'blue-dream-smalls', strain: 'blue-dream', stock: 0 });
    await insertProduct(db, { slug: 'blue-dream-recalled', strain: 'blue-dream', batch: 'recalled' });
    await insertProduct(db, { slug: 'blue-dream-draft', strain: 'blue-dream', status: 'draft' });
    await insertProduct(db, { slug: 'blue-dream-untested', strain: 'blue-dream', batch: null });
    await insertProduct(db, { slug: 'blue-dream-rso', strain: 'blue-dream', medicalOnly: true });
    await insertProduct(db, { slug: 'sour-diesel-on-hold', strain: 'sour-diesel', batch: 'on_hold' });
  });
  afterAll(async () => {
    await db?.close();
  });

  const names = async (query: Partial<StrainLibraryQuery>) =>
    (await getStrainLibrary(db, { ...all, ...query }, { mode: 'adult' })).strains.map((strain) => strain.name);

  it('lists every strain by name with its type, lineage, terpenes, effects and typical THC', async () => {
    const library = await getStrainLibrary(db, all, { mode: 'adult' });
    expect(library.strains.map((strain) => strain.name)).toEqual(['ACDC', 'Blue Dream', 'Blueberry', 'Sour Diesel']);
    expect(library.total).toBe(4);
    expect(library.pageCount).toBe(1);
    const blueDream = library.strains.find((strain) => strain.slug === 'blue-dream')!;
    expect(blueDream).toMatchObject({
      type: 'hybrid',
      lineage: 'Blueberry × Haze',
      effects: ['relaxed', 'creative'],
      terpenes: [
        { name: 'myrcene', percent: 0.62 },
        { name: 'pinene', percent: 0.31 },
      ],
      typicalThcPercent: 19,
    });
    expect(library.effects).toEqual(['calm', 'creative', 'energetic', 'relaxed', 'sleepy']);
    expect(library.terpenes).toEqual(['caryophyllene', 'limonene', 'myrcene', 'pinene']);
  });

  it('links only the products on the menu now, medical-only ones on the medical menu', async () => {
    const strainProducts = async (mode: 'adult' | 'medical') =>
      (await getStrainLibrary(db, { ...all, searchTerm: 'blue dream' }, { mode })).strains
        .find((strain) => strain.slug === 'blue-dream')!
        .products.map((product) => product.slug);
    expect(await strainProducts('adult')).toEqual(['blue-dream-eighth']);
    expect(await strainProducts('medical')).toEqual(['blue-dream-eighth', 'blue-dream-rso']);

    const sourDiesel = (await getStrainLibrary(db, { ...all, searchTerm: 'sour' }, { mode: 'adult' })).strains[0]!;
    expect(sourDiesel.products).toEqual([]);
  });

  it('finds a strain by part of its name, its lineage, or a name with a typo, best match first', async () => {
    expect(await names({ searchTerm: 'blue' })).toEqual(['Blue Dream', 'Blueberry']);
    expect((await names({ searchTerm: 'blue dreem' }))[0]).toBe('Blue Dream');
    expect(await names({ searchTerm: 'skunk' })).toEqual(['Sour Diesel']);
    expect(await names({ searchTerm: 'nothing like it' })).toEqual([]);
    expect(await names({ searchTerm: '100%_' })).toEqual([]);
  });

  it('filters by type, effect and terpene, together', async () => {
    expect(await names({ type: 'cbd' })).toEqual(['ACDC']);
    expect(await names({ effect: 'sleepy' })).toEqual(['Blueberry']);
    expect(await names({ terpene: 'myrcene' })).toEqual(['ACDC', 'Blue Dream', 'Blueberry']);
    expect(await names({ terpene: 'myrcene', type: 'hybrid' })).toEqual(['Blue Dream']);
    expect(await names({ terpene: 'limonene', effect: 'sleepy' })).toEqual([]);
  });

  it(`pages through more than ${STRAIN_PAGE_SIZE} strains`, async () => {
    const pagingDb = await openTestDatabase();
    try {
      for (let n = 1; n <= STRAIN_PAGE_SIZE + 2; n++) {
        await pagingDb.query(`insert into strains (slug, name, type) values ($1, $2, 'hybrid')`, [
          `strain-${String(n).padStart(2, '0')}`,
          `Strain ${String(n).padStart(2, '0')}`,
        ]);
      }
      const first = await getStrainLibrary(pagingDb, all, { mode: 'adult' });
      expect(first.strains).toHaveLength(STRAIN_PAGE_SIZE);
      expect(first.total).toBe(STRAIN_PAGE_SIZE + 2);
      expect(first.pageCount).toBe(2);
      const second = await getStrainLibrary(pagingDb, { ...all, page: 2 }, { mode: 'adult' });
      expect(second.strains.map((strain) => strain.name)).toEqual([
        `Strain ${STRAIN_PAGE_SIZE + 1}`,
        `Strain ${STRAIN_PAGE_SIZE + 2}`,
      ]);
      const past = await getStrainLibrary(pagingDb, { ...all, page: 9 }, { mode: 'adult' });
      expect(past).toMatchObject({ strains: [], total: STRAIN_PAGE_SIZE + 2, pageCount: 2 });
    } finally {
      await pagingDb.close();
    }
  });
});

describe('strain library URLs', () => {
  it('drop malformed parameters instead of failing', () => {
    const query = parseStrainLibraryQuery(
      new URLSearchParams('searchTerm=%20%20blue%20%20dream%20&type=ruderalis&effect=Relaxed&terpene=<script>&page=-3'),
    );
    expect(query).toEqual({ searchTerm: 'blue dream', type: null, effect: 'relaxed', terpene: null, page: 1 });
  });

  it('serialise canonically, leaving defaults out', () => {
    expect(serializeStrainLibraryQuery(all)).toBe('');
    expect(
      serializeStrainLibraryQuery({
        searchTerm: 'og kush',
        type: 'indica',
        effect: 'sleepy',
        terpene: 'myrcene',
        page: 2,
      }),
    ).toBe('?searchTerm=og+kush&type=indica&effect=sleepy&terpene=myrcene&page=2');
  });
});
