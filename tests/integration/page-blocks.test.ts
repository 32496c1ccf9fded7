import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInAccount } from '#server/customers/signed-in-account.ts';
import {
  publishPage,
  readContentEditor,
  readRevision,
  restoreRevision,
  saveDraft,
} from '#server/content/admin/index.ts';
import { listPublishedPaths } from '#server/content/index.ts';
import type { Database } from '#server/db/database.ts';
import { Refusal } from '#server/http/refusal.ts';
import { blockViews, readPublishedBlocks } from '#server/content/index.ts';
import { publishSeedBlockPages } from '#demo-store/block-pages.ts';
import { SEED_BLOCK_PAGES } from '#demo-store/content/block-pages.ts';
import type { ContentDraftInput } from '#lib/content/content-editor.ts';
import type { PageBlock } from '#lib/content/page-blocks.ts';
import * as draftEndpoint from '../../src/pages/api/dashboard/content/[id]/draft.ts';
import { CONTENT_SETTINGS, insertMediaRow } from '../support/content-fixtures.ts';
import { callEndpoint, insertStaff, jsonRequest, type EndpointCall } from '../support/dashboard-endpoint-call.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * The home and deals pages' blocks on a real database: the pages every store has, the demo
 * blocks published once, drafts apart from the live blocks, publishing through the same gates as
 * the content pages (the blocks' own checks, links, the advertising rules), restore, and what the
 * public page draws of featured deals and categories.
 */

const ZONE = 'America/Detroit';
// A Friday in the store's afternoon.
const T0 = new Date('2026-11-27T18:00:00Z');
const minutes = (count: number) => new Date(T0.getTime() + count * 60_000);

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

const hero = (overrides: Partial<Extract<PageBlock, { kind: 'hero' }>> = {}): PageBlock => ({
  kind: 'hero',
  id: 'hero-1',
  headline: 'Fresh flower on Front Street',
  text: 'Order ahead and pick up in store.',
  mediaId: null,
  alt: '',
  ctaLabel: 'See the flower',
  ctaHref: '/category/flower',
  ...overrides,
});

describe(`home and deals page blocks on ${testEngine}`, () => {
  let db: Database;
  let admin: SignedInAccount;
  let homeId: string;
  const draftOf = async (blocks: PageBlock[]): Promise<ContentDraftInput> => {
    const editor = await readContentEditor(db, '/', { now: T0, timeZone: ZONE });
    return { ...editor.draft, blocks };
  };
  const audit = async (pageId: string) =>
    (
      await db.query<{ action: string }>(
        `select action from staff_audit_log where entity_type = 'content_page' and entity_id = $1 order by id`,
        [pageId],
      )
    ).map((row) => row.action);

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(`insert into categories (slug, name) values ('flower', 'Flower') on conflict do nothing`);
    admin = { ...(await insertStaff(db, 'blocks@example.test')), role: 'admin' };
    const [home] = await db.query<{ id: string }>(`select id from content_pages where path = '/'`);
    homeId = home!.id;
  });
  afterAll(() => db?.close());

  it('gives every store both pages, empty until first published, and publishes the demo blocks once', async () => {
    const rows = await db.query<{ path: string; kind: string; status: string; blocks: unknown }>(
      `select path, kind, status, blocks from content_pages where kind = 'blocks' order by path`,
    );
    expect(rows).toEqual([
      { path: '/', kind: 'blocks', status: 'draft', blocks: [] },
      { path: '/dispensary-deals', kind: 'blocks', status: 'draft', blocks: [] },
    ]);
    expect(await readPublishedBlocks(db, '/', T0)).toEqual([]);

    expect(await db.transaction((tx) => publishSeedBlockPages(tx, minutes(-120)))).toBe(2);
    expect(await db.transaction((tx) => publishSeedBlockPages(tx, minutes(-119)))).toBe(0);
    expect(await readPublishedBlocks(db, '/', T0)).toEqual(SEED_BLOCK_PAGES['/']);
    expect(await readPublishedBlocks(db, '/dispensary-deals', T0)).toEqual(SEED_BLOCK_PAGES['/dispensary-deals']);
    // The pages of blocks are drawn by their own routes, never as articles nor twice in the sitemap.
    const listed = (await listPublishedPaths(db, T0)).map((entry) => entry.path);
    expect(listed.filter((path) => path === '/' || path === '/dispensary-deals')).toEqual([]);
  });

  it('keeps the live blocks while the draft changes, then publishes the draft with an audit entry', async () => {
    const blocks = [hero(), { kind: 'store-info', id: 'visit' } as PageBlock, SEED_BLOCK_PAGES['/'][0]!];
    await saveDraft(db, admin, homeId, await draftOf(blocks), T0);
    expect(await readPublishedBlocks(db, '/', T0)).toEqual(SEED_BLOCK_PAGES['/']);
    const editor = await readContentEditor(db, '/', { now: T0, timeZone: ZONE });
    expect([editor.hasDraft, editor.draft.blocks]).toEqual([true, blocks]);
    expect(editor.blockChoices?.categories).toContainEqual({ slug: 'flower', name: 'Flower' });

    await publishPage(db, admin, homeId, minutes(1));
    expect(await readPublishedBlocks(db, '/', minutes(1))).toEqual(blocks);
    expect((await readContentEditor(db, '/', { now: minutes(1), timeZone: ZONE })).hasDraft).toBe(false);
    expect(await audit(homeId)).toContain('published');
  });

  it('refuses a save without blocks, and blocks on a written page', async () => {
    const { blocks: _dropped, ...withoutBlocks } = await draftOf([]);
    const missing = await refusalOf(saveDraft(db, admin, homeId, withoutBlocks, minutes(2)));
    expect([missing.status, missing.fields]).toEqual([400, { blocks: ['A page of blocks saves its blocks.'] }]);
  });

  it('holds a page going out to its blocks’ checks, links and the advertising rules', async () => {
    await saveDraft(db, admin, homeId, await draftOf([hero({ headline: '', ctaHref: '' })]), minutes(3));
    const unfinished = await refusalOf(publishPage(db, admin, homeId, minutes(3)));
    expect(unfinished.status).toBe(400);
    expect(unfinished.fields).toEqual({
      'blocks.0.headline': ['A hero needs a headline.'],
      'blocks.0.ctaHref': ['A button needs both its label and its link (or neither).'],
    });

    const media = await insertMediaRow(db, 'library/storefront-1a2b3c4d.webp');
    await saveDraft(db, admin, homeId, await draftOf([hero({ mediaId: media, alt: '' })]), minutes(4));
    const undescribed = await refusalOf(publishPage(db, admin, homeId, minutes(4)));
    expect(undescribed.fields).toEqual({ 'blocks.0.alt': ['Describe the picture for readers who cannot see it.'] });

    await saveDraft(db, admin, homeId, await draftOf([hero({ ctaHref: '/nowhere' })]), minutes(5));
    const broken = await refusalOf(publishPage(db, admin, homeId, minutes(5)));
    expect(broken.status).toBe(422);
    expect(broken.details.linkProblems).toEqual([
      { href: '/nowhere', problem: 'No page of the store is at /nowhere.' },
    ]);

    const claim = hero({ text: 'Our flower cures anxiety and insomnia.' });
    await saveDraft(db, admin, homeId, await draftOf([claim]), minutes(6));
    const flagged = await refusalOf(publishPage(db, admin, homeId, minutes(6)));
    expect(flagged.status).toBe(422);
    expect(JSON.stringify(flagged.details.findings)).toContain('R 420.507');
    expect(await readPublishedBlocks(db, '/', minutes(6))).not.toContainEqual(claim);

    await publishPage(db, admin, homeId, minutes(7), 'Reviewed with counsel on the wording today.');
    expect(await readPublishedBlocks(db, '/', minutes(7))).toEqual([claim]);
    expect((await audit(homeId)).slice(-2)).toEqual(['compliance_override', 'published']);
  });

  it('refuses a draft whose button link could run a script, and draws only links a page may carry', async () => {
    // The editor's autosave, as the dashboard sends it.
    const autosave = async (ctaHref: string) =>
      callEndpoint(draftEndpoint.PUT, {
        db,
        staff: admin,
        config: {} as EndpointCall['config'],
        request: jsonRequest('PUT', `content/${homeId}/draft`, await draftOf([hero({ ctaHref })])),
        params: { id: homeId },
        now: minutes(7),
      });
    for (const ctaHref of ['javascript:alert(document.cookie)', ' JaVa\tScRiPt:alert(1)', 'data:text/html,x']) {
      const refused = await autosave(ctaHref);
      expect(refused.status).toBe(400);
      expect((await refused.json()).fields).toEqual({
        'blocks.0.ctaHref': [
          'The button link is a path on this store (/category/flower), a web address (https://…), mailto: or tel:.',
        ],
      });
    }
    for (const ctaHref of ['https://example.org/deals', 'mailto:hello@example.com', 'tel:+17345550100']) {
      expect((await autosave(ctaHref)).status).toBe(200);
    }
    // A draft saved before drafts were checked draws no button rather than the link.
    const request = { db, settings: CONTENT_SETTINGS, now: T0 };
    const [unsafe, safe] = await blockViews(request, [
      hero({ id: 'old', ctaHref: 'javascript:alert(1)' }),
      hero({ id: 'web', ctaHref: 'https://example.org/deals' }),
    ]);
    expect(unsafe).toMatchObject({ kind: 'hero', cta: null });
    expect(safe).toMatchObject({ kind: 'hero', cta: { label: 'See the flower', href: 'https://example.org/deals' } });
  });

  it('restores an earlier revision as the draft, leaving the live blocks as they are', async () => {
    const editor = await readContentEditor(db, '/', { now: minutes(8), timeZone: ZONE });
    const seeded = editor.revisions.at(-1)!;
    expect((await readRevision(db, homeId, seeded.id)).blocks).toEqual(SEED_BLOCK_PAGES['/']);
    const live = await readPublishedBlocks(db, '/', minutes(8));
    await restoreRevision(db, admin, homeId, seeded.id, minutes(8));
    const restored = await readContentEditor(db, '/', { now: minutes(8), timeZone: ZONE });
    expect([restored.hasDraft, restored.draft.blocks]).toEqual([true, SEED_BLOCK_PAGES['/']]);
    expect(await readPublishedBlocks(db, '/', minutes(8))).toEqual(live);
    expect(await audit(homeId)).toContain('restored');
  });

  it('shows only running deals, all of them or the chosen ones, and categories with their counts', async () => {
    await db.query(
      `insert into deals (slug, title, kind, percent_off, scope, active, days_of_week)
       values ('every-day', 'Every day', 'percent_off', 10, 'all', true, null),
              ('sundays-only', 'Sundays only', 'percent_off', 15, 'all', true, '{0}')`,
    );
    const request = { db, settings: CONTENT_SETTINGS, now: T0 };
    const views = await blockViews(request, [
      { kind: 'featured-deals', id: 'all', heading: '', dealSlugs: [] },
      { kind: 'featured-deals', id: 'chosen', heading: 'Sunday', dealSlugs: ['sundays-only'] },
      { kind: 'featured-categories', id: 'cats', heading: '', categorySlugs: ['flower', 'no-such-category'] },
      { kind: 'free-text', id: 'words', body: 'See the [flower](/category/flower).<script>alert(1)</script>' },
    ]);
    const dealSlugs = (id: string) =>
      views.flatMap((view) => (view.kind === 'featured-deals' && view.id === id ? view.deals.map((d) => d.slug) : []));
    expect(dealSlugs('all')).toContain('every-day');
    expect(dealSlugs('all')).not.toContain('sundays-only');
    // A chosen deal that is not running leaves its block with nothing to show: the block is left out.
    expect(views.some((view) => view.id === 'chosen')).toBe(false);
    expect(views.find((view) => view.id === 'cats')).toMatchObject({
      categories: [{ slug: 'flower', name: 'Flower', href: '/category/flower', productCount: 0 }],
    });
    const words = views.find((view) => view.id === 'words');
    expect(words?.kind === 'free-text' && words.html).toContain('<a href="/category/flower">flower</a>');
    expect(words?.kind === 'free-text' && words.html).not.toContain('<script');
  });
});
