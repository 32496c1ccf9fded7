import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOne, type Database } from '#server/db/database.ts';
import { linkProblems, readKnownRoutes } from '#server/content/index.ts';
import { checkBlocksCompliance } from '#lib/content/content-compliance.ts';
import { blocksLinkMarkdown, publishableBlocks, type BlockPagePath, type PageBlock } from '#lib/content/page-blocks.ts';
import { SEED_BLOCK_PAGES } from '#demo-store/content/block-pages.ts';
import { SEED_CONTENT_PAGES } from '#demo-store/content/index.ts';
import { seedDemoStore } from '#demo-store/index.ts';
import { ReviewQueueQuery } from '#lib/reviews/review-moderation-input.ts';
import { waitedTooLong } from '#lib/reviews/review-moderation.ts';
import { listReviewQueue } from '#server/reviews/admin/index.ts';
import { DEMO_CUSTOMER_POINTS } from '#demo-store/accounts.ts';
import { isWebpFile, makeTempMediaDir } from '../support/media-dir.ts';
import { rowCounts } from '../support/schema-inspection.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/** The staff and customer sign-ins the README hands to anyone trying the demo store. */
const demoAccounts = [
  { email: 'admin@riverraisin.test', role: 'admin', password: 'RiverRaisin-Admin-2026' },
  { email: 'customer@riverraisin.test', role: 'customer', password: 'RiverRaisin-Customer-2026' },
  { email: 'manager@riverraisin.test', role: 'manager', password: 'RiverRaisin-Manager-2026' },
];

const menuCategories = [
  'flower',
  'pre-rolls',
  'vapes',
  'concentrates',
  'edibles',
  'tinctures',
  'topicals',
  'accessories',
  'apparel',
];

describe(`demo seed on ${testEngine}`, () => {
  const now = new Date('2026-11-21T15:00:00Z');
  let db: Database;
  let media: Awaited<ReturnType<typeof makeTempMediaDir>>;
  beforeAll(async () => {
    db = await openTestDatabase();
    media = await makeTempMediaDir();
    await seedDemoStore(db, { mediaDir: media.mediaDir, demoAccounts: false, now });
  });
  afterAll(async () => {
    await db?.close();
    await media?.remove();
  });

  it('stocks at least 150 products in the nine menu categories', async () => {
    // Products may sit in a subcategory; each counts towards its top-level category.
    const rows = await db.query<{ category: string; products: number }>(
      `with recursive tree as (
         select id, slug as top from public.categories where parent_id is null
         union all
         select c.id, tree.top from public.categories c join tree on c.parent_id = tree.id
       )
       select tree.top as category, count(p.id)::int as products
         from tree left join public.products p on p.category_id = tree.id
        group by tree.top`,
    );
    const perCategory = Object.fromEntries(rows.map((row) => [row.category, row.products]));
    for (const category of menuCategories) expect(perCategory[category] ?? 0, category).toBeGreaterThan(0);

    const total = await queryOne<{ count: number }>(db, 'select count(*)::int as count from public.products');
    expect(total?.count).toBeGreaterThanOrEqual(150);
  });

  it('has at least 20 brands and 40 strains', async () => {
    const counts = await queryOne<{ brands: number; strains: number }>(
      db,
      `select (select count(*)::int from public.brands) as brands,
              (select count(*)::int from public.strains) as strains`,
    );
    expect(counts?.brands).toBeGreaterThanOrEqual(20);
    expect(counts?.strains).toBeGreaterThanOrEqual(40);
  });

  it('gives every cannabis product a batch with its lab and a test date in the past', async () => {
    const untested = await db.query<{ slug: string }>(
      `select p.slug from public.products p
        where p.is_cannabis
          and not exists (
            select 1 from public.batches b
             where b.product_id = p.id and btrim(b.lab_name) <> '' and b.tested_on <= $1::date)
        order by p.slug`,
      [now.toISOString().slice(0, 10)],
    );
    expect(untested.map((row) => row.slug)).toEqual([]);
  });

  it('writes a WebP image file for every product', async () => {
    const products = await db.query<{ slug: string }>('select slug from public.products order by slug');
    const missing: string[] = [];
    for (const { slug } of products) {
      if (!(await isWebpFile(path.join(media.mediaDir, 'products', `${slug}.webp`)))) missing.push(slug);
    }
    expect(missing).toEqual([]);
  });

  it('publishes the content pages, public by the seed’s day, every link and picture of which is the store’s', async () => {
    const pages = await db.query<{ path: string; body: string }>(
      `select path, body from public.content_pages
        where kind <> 'blocks' and status = 'published' and published_at <= $1::timestamptz order by path`,
      [now.toISOString()],
    );
    expect(pages.map((page) => page.path)).toEqual(SEED_CONTENT_PAGES.map((page) => page.path).sort());
    const routes = await readKnownRoutes(db, { now });
    for (const page of pages) expect(linkProblems(page.body, routes), page.path).toEqual([]);
    const revisions = await queryOne<{ count: number }>(
      db,
      `select count(*)::int as count from public.content_revisions where kind <> 'blocks'`,
    );
    expect(revisions?.count).toBe(SEED_CONTENT_PAGES.length);
  });

  it('publishes the home and deals pages’ blocks, whose links are the store’s and words pass the advertising rules', async () => {
    const pages = await db.query<{ path: BlockPagePath; blocks: PageBlock[] }>(
      `select path, blocks from public.content_pages
        where kind = 'blocks' and status = 'published' and published_at <= $1::timestamptz order by path`,
      [now.toISOString()],
    );
    expect(pages.map((page) => page.path)).toEqual(['/', '/dispensary-deals']);
    const routes = await readKnownRoutes(db, { now });
    for (const page of pages) {
      expect(page.blocks).toEqual(SEED_BLOCK_PAGES[page.path]);
      expect(publishableBlocks.safeParse(page.blocks).success, page.path).toBe(true);
      expect(linkProblems(blocksLinkMarkdown(page.blocks), routes), page.path).toEqual([]);
      expect(checkBlocksCompliance(page.blocks), page.path).toEqual([]);
    }
  });

  it('seeds reviews of every rating kind: low ones, verified ones, a withheld text and the store’s replies', async () => {
    const rows = await db.query<{
      subject: string;
      rating: number;
      verified: boolean;
      status: string;
      replied: boolean;
    }>('select subject, rating, verified, status, reply is not null as replied from reviews');
    expect(rows.filter((row) => row.subject === 'product').length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((row) => row.subject === 'store').length).toBeGreaterThanOrEqual(3);
    expect(rows.some((row) => row.rating <= 2)).toBe(true);
    expect(rows.some((row) => row.verified) && rows.some((row) => !row.verified)).toBe(true);
    expect(rows.filter((row) => row.status === 'withheld')).toHaveLength(1);
    expect(rows.some((row) => row.replied)).toBe(true);
    // Only the dashboard's two demo reviews wait for a decision (checked below); the rest are counted.
    expect(rows.filter((row) => row.status === 'held')).toHaveLength(2);
  });

  it('marks the store as seeded', async () => {
    const settings = await queryOne<{ seeded: boolean }>(
      db,
      'select seeded_at is not null as seeded from public.store_settings',
    );
    expect(settings).toEqual({ seeded: true });
  });

  it('leaves two reviews waiting for a decision, one past the 72-hour mark', async () => {
    const queue = await listReviewQueue(db, ReviewQueueQuery.parse({ status: 'held' }), now);
    expect(
      queue.reviews.map((review) => [review.title, review.holdReasons, waitedTooLong(review.waitedMinutes)]),
    ).toEqual([
      ['Cured my anxiety', ['health_claim'], true],
      ['Cheaper elsewhere', ['spam', 'personal_information'], false],
    ]);
  });

  it('creates no sign-ins unless asked for demo accounts', async () => {
    const users = await queryOne<{ count: number }>(db, 'select count(*)::int as count from auth.users');
    expect(users?.count).toBe(0);
  });

  it('changes no counts when it runs again', async () => {
    const before = await rowCounts(db);
    await seedDemoStore(db, { mediaDir: media.mediaDir, demoAccounts: false, now });
    expect(await rowCounts(db)).toEqual(before);
  });

  // The same database, seeded again with the sign-ins: cheaper than seeding a second catalog.
  describe('with demoAccounts', () => {
    async function storedAccounts() {
      return db.query<{ email: string; role: string | null; encrypted_password: string | null }>(
        `select u.email, p.role, u.encrypted_password
           from auth.users u left join public.profiles p on p.id = u.id
          order by u.email`,
      );
    }

    it('adds an admin, a manager and a customer with hashed passwords, the customer’s welcome points, and nothing else', async () => {
      const before = await rowCounts(db);
      await seedDemoStore(db, { mediaDir: media.mediaDir, demoAccounts: true, now });

      const accounts = await storedAccounts();
      expect(accounts.map(({ email, role }) => ({ email, role }))).toEqual(
        demoAccounts.map(({ email, role }) => ({ email, role })),
      );
      for (const account of accounts) {
        const { password } = demoAccounts.find((demo) => demo.email === account.email)!;
        expect(account.encrypted_password, account.email).toBeTruthy();
        expect(account.encrypted_password, account.email).not.toContain(password);
      }
      expect(await rowCounts(db)).toEqual({
        ...before,
        'auth.users': demoAccounts.length,
        'public.profiles': demoAccounts.length,
        'public.reward_ledger': 1,
        // The welcome points are a change the rewards report's rollup picks up.
        'public.report_changes': 1,
      });
      const [points] = await db.query<{ email: string; points: number }>(
        'select u.email, r.points from reward_ledger r join auth.users u on u.id = r.customer_id',
      );
      expect(points).toEqual({ email: 'customer@riverraisin.test', points: DEMO_CUSTOMER_POINTS });
    });

    it('does not create them twice', async () => {
      await seedDemoStore(db, { mediaDir: media.mediaDir, demoAccounts: true, now });
      expect(await storedAccounts()).toHaveLength(demoAccounts.length);
      expect(await db.query('select 1 from reward_ledger')).toHaveLength(1);
    });
  });
});
