import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadBlogFeed,
  loadBlogIndex,
  loadContentPage,
  loadLearnIndex,
  saveContentPage,
  type ContentRequest,
} from '#server/content/index.ts';
import type { Database } from '#server/db/database.ts';
import { Refusal } from '#server/http/refusal.ts';
import { CONTENT_SETTINGS, insertMediaRow, pageFields } from '../support/content-fixtures.ts';
import { insertStaff } from '../support/dashboard-endpoint-call.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * The content model on a real database: saves with their revisions, what the database itself
 * refuses, and what the public reads see as of a `now` each test chooses.
 */

const MARCH = new Date('2026-03-10T12:00:00Z');

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

describe(`content pages on ${testEngine}`, () => {
  let db: Database;
  const request = (now: Date): ContentRequest => ({ db, settings: CONTENT_SETTINGS, origin: 'https://shop.test', now });

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.close());

  it('keeps a revision of every save: what was saved, by whom and when', async () => {
    const staff = await insertStaff(db, 'editor@example.test');
    const first = await saveContentPage(db, pageFields({ path: '/learn/revisions' }), {
      savedBy: null,
      at: new Date('2026-03-02T15:00:00Z'),
    });
    expect(first.created).toBe(true);
    const second = await saveContentPage(
      db,
      { ...pageFields({ path: '/learn/revisions', title: 'Terpenes, not potency' }), id: first.id },
      { savedBy: staff.id, at: new Date('2026-03-05T10:00:00Z') },
    );
    expect(second).toEqual({ id: first.id, created: false });

    const revisions = await db.query<{ title: string; saved_by: string | null; saved_at: Date }>(
      'select title, saved_by, saved_at from content_revisions where page_id = $1 order by saved_at',
      [first.id],
    );
    expect(revisions.map((revision) => [revision.title, revision.saved_by])).toEqual([
      ['Terpenes over potency', null],
      ['Terpenes, not potency', staff.id],
    ]);
    expect(new Date(revisions[0]!.saved_at).toISOString()).toBe('2026-03-02T15:00:00.000Z');
    const [page] = await db.query<{ title: string; created_at: Date; updated_at: Date }>(
      'select title, created_at, updated_at from content_pages where id = $1',
      [first.id],
    );
    expect(page!.title).toBe('Terpenes, not potency');
    expect([new Date(page!.created_at).toISOString(), new Date(page!.updated_at).toISOString()]).toEqual([
      '2026-03-02T15:00:00.000Z',
      '2026-03-05T10:00:00.000Z',
    ]);
  });

  it('refuses a page that does not fit, naming the field, and keeps nothing of it', async () => {
    const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from content_revisions'))[0]!.n;
    const before = await count();
    const wrongPlace = await refusalOf(
      saveContentPage(db, pageFields({ path: '/terpenes', kind: 'learn' }), { savedBy: null }),
    );
    expect([wrongPlace.status, Object.keys(wrongPlace.fields)]).toEqual([400, ['path']]);

    const heroId = await insertMediaRow(db);
    const noAlt = await refusalOf(
      saveContentPage(db, pageFields({ path: '/learn/no-alt', heroMediaId: heroId }), { savedBy: null }),
    );
    expect(noAlt.fields).toEqual({ heroAlt: ['Describe the picture for readers who cannot see it.'] });

    await saveContentPage(db, pageFields({ path: '/learn/taken' }), { savedBy: null });
    const taken = await refusalOf(saveContentPage(db, pageFields({ path: '/learn/taken' }), { savedBy: null }));
    expect([taken.status, taken.fields]).toEqual([409, { path: ['Another page is at /learn/taken.'] }]);

    const unknown = await refusalOf(saveContentPage(db, { ...pageFields(), id: 'not-a-page' }, { savedBy: null }));
    expect(unknown.status).toBe(404);
    expect(await count()).toBe(before + 1);
  });

  it('holds the same rules in the database itself', async () => {
    const heroId = await insertMediaRow(db, 'library/hero-check-0000aaaa.webp');
    const insert = (path: string, kind: string, extra = '') =>
      db.query(
        `insert into content_pages (path, kind, status, title, hero_media_id, published_at)
         values ($1, $2, 'published', 'T', ${extra || 'null'}, now())`,
        [path, kind],
      );
    await expect(insert('/blog/fine', 'learn')).rejects.toThrow(/check constraint/);
    await expect(insert('/Upper', 'legal')).rejects.toThrow(/check constraint/);
    await expect(insert('/learn/hero', 'learn', `'${heroId}'`)).rejects.toThrow(/check constraint/);
    await expect(
      db.query(
        `insert into content_pages (path, kind, status, title) values ('/learn/undated', 'learn', 'published', 'T')`,
      ),
    ).rejects.toThrow(/check constraint/);
  });

  it('shows only published pages whose time has come, as of now', async () => {
    const at = (iso: string) => new Date(iso);
    await saveContentPage(db, pageFields({ path: '/learn/out', publishedAt: at('2026-03-01T00:00:00Z') }), {
      savedBy: null,
    });
    await saveContentPage(db, pageFields({ path: '/learn/later', publishedAt: at('2026-04-01T00:00:00Z') }), {
      savedBy: null,
    });
    await saveContentPage(db, pageFields({ path: '/learn/draft', status: 'draft', publishedAt: null }), {
      savedBy: null,
    });
    await saveContentPage(
      db,
      pageFields({ path: '/learn/scheduled', status: 'scheduled', publishedAt: at('2026-03-05T00:00:00Z') }),
      {
        savedBy: null,
      },
    );
    await saveContentPage(
      db,
      pageFields({ path: '/learn/archived', status: 'archived', publishedAt: at('2026-01-01T00:00:00Z') }),
      {
        savedBy: null,
      },
    );

    const shown = async (now: Date) =>
      (
        await Promise.all(
          ['/learn/out', '/learn/later', '/learn/draft', '/learn/scheduled', '/learn/archived'].map(async (path) =>
            (await loadContentPage(request(now), path)) ? path : null,
          ),
        )
      ).filter(Boolean);
    expect(await shown(MARCH)).toEqual(['/learn/out']);
    expect(await shown(at('2026-04-01T00:00:00Z'))).toEqual(['/learn/out', '/learn/later']);
    expect(await loadContentPage(request(MARCH), '/learn/nothing-here')).toBeNull();
  });

  it('renders a page with its figures from the settings, its dates, breadcrumbs and Article data', async () => {
    await saveContentPage(
      db,
      pageFields({
        path: '/learn/limits',
        title: 'Michigan purchase limits',
        body: '## The limits\n\n::purchase-limits',
      }),
      { savedBy: null, at: new Date('2026-03-02T15:00:00Z') },
    );
    const view = (await loadContentPage(request(MARCH), '/learn/limits'))!;
    expect(view.html).toContain('<th scope="row">Adult-use (21+), per visit</th><td>2.5 oz</td>');
    expect(view.dates).toEqual({
      published: { iso: '2026-03-02T15:00:00.000Z', text: 'March 2, 2026' },
      updated: null,
    });
    expect(view.breadcrumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Learn', path: '/learn' },
      { name: 'Michigan purchase limits' },
    ]);
    expect(view.jsonLd.map((item) => item['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(view.jsonLd[0]).toMatchObject({
      url: 'https://shop.test/learn/limits',
      datePublished: '2026-03-02T15:00:00.000Z',
    });
  });

  it('lists a kind newest first, a page at a time, and feeds the blog as RSS', async () => {
    for (let day = 1; day <= 12; day++) {
      await saveContentPage(
        db,
        pageFields({
          path: `/blog/post-${day}`,
          kind: 'blog',
          title: `Post ${day} & more`,
          publishedAt: new Date(Date.UTC(2026, 1, day, 15)),
        }),
        { savedBy: null },
      );
    }
    await saveContentPage(
      db,
      pageFields({ path: '/blog/not-yet', kind: 'blog', publishedAt: new Date('2026-12-01T00:00:00Z') }),
      {
        savedBy: null,
      },
    );

    const first = (await loadBlogIndex(request(MARCH), new URLSearchParams()))!;
    expect(first.list.pages.map((page) => page.path)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((day) => `/blog/post-${day}`),
    );
    expect([first.list.total, first.list.page, first.list.pageCount]).toEqual([12, 1, 2]);
    const second = (await loadBlogIndex(request(MARCH), new URLSearchParams('page=2')))!;
    expect(second.list.pages.map((page) => page.path)).toEqual(['/blog/post-2', '/blog/post-1']);
    for (const beyond of ['page=3', 'page=0', 'page=abc', 'page=1e3']) {
      expect(await loadBlogIndex(request(MARCH), new URLSearchParams(beyond)), beyond).toBeNull();
    }

    const feed = await loadBlogFeed(request(MARCH));
    expect(feed.match(/<item>/g)).toHaveLength(12);
    expect(feed.indexOf('/blog/post-12')).toBeLessThan(feed.indexOf('/blog/post-11'));
    expect(feed).toContain('<title>Post 12 &amp; more</title>');
    expect(feed).toContain('<link>https://shop.test/blog/post-12</link>');
    expect(feed).not.toContain('/blog/not-yet');

    const learn = (await loadLearnIndex(request(MARCH), new URLSearchParams()))!;
    expect(learn.list.pages.every((page) => page.kind === 'learn')).toBe(true);
  });
});
