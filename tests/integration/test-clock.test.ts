import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '../../src/pages/api/test-clock.ts';
import type { SignedInAccount } from '#server/customers/signed-in-account.ts';
import { machineClock, testClock, type ServerClock } from '#server/clock.ts';
import { createContentPage, saveDraft, schedulePage } from '#server/content/admin/index.ts';
import { loadContentPage } from '#server/content/index.ts';
import type { Database } from '#server/db/database.ts';
import { BACKGROUND_JOBS, startBackgroundJobs, type BackgroundJobRunner } from '#server/jobs/background-jobs.ts';
import { CONTENT_SETTINGS } from '../support/content-fixtures.ts';
import { insertStaff } from '../support/dashboard-endpoint-call.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * The end-to-end tests' clock hook on a real database: the server's own jobs publish a scheduled
 * page when the hook moves the clock to its minute, not a minute before; a move back and a server
 * without the test clock are refused. The machine's time is fixed by the test.
 */

const ZONE = 'America/Detroit';
// 10:00 in Detroit on 27 November (EST, UTC−5).
const T0 = Date.parse('2026-11-27T15:00:00Z');

describe(`the test clock hook on ${testEngine}`, () => {
  let db: Database;
  let admin: SignedInAccount;
  const runners: BackgroundJobRunner[] = [];

  // The store's own scheduling job; the others need a whole store's settings and are tested on their own.
  const publishing = BACKGROUND_JOBS.filter((job) => job.name === 'publish-scheduled-pages');

  /** A server's clock and jobs as the runtime makes them. */
  function server(clock: ServerClock) {
    const backgroundJobs = startBackgroundJobs({ db, jobs: publishing, clock, intervalMs: 3_600_000 });
    runners.push(backgroundJobs);
    return { clock, backgroundJobs };
  }

  function call(handler: typeof GET, locals: ReturnType<typeof server>, body?: string): Promise<Response> {
    const request = new Request('http://store.test/api/test-clock', {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body,
    });
    const context = { request, url: new URL(request.url), params: {}, locals };
    return Promise.resolve(handler(context as unknown as APIContext));
  }

  const liveTitle = async (path: string, now: Date) =>
    (await loadContentPage({ db, settings: CONTENT_SETTINGS, origin: 'https://shop.test', now }, path))?.page.title ??
    null;

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(`insert into categories (slug, name) values ('flower', 'Flower') on conflict do nothing`);
    admin = { ...(await insertStaff(db, 'editor@example.test')), role: 'admin' };
  });
  afterAll(async () => {
    for (const runner of runners) runner.stop();
    await db?.close();
  });

  it('publishes a scheduled page when the clock is moved to its minute, and not a minute before', async () => {
    const clock = testClock(() => T0);
    const locals = server(clock);
    expect(await (await call(GET, locals)).json()).toEqual({ now: '2026-11-27T15:00:00.000Z' });

    const { id, path } = await createContentPage(
      db,
      admin,
      { kind: 'learn', title: 'Reading a lab label', slug: 'reading-a-lab-label' },
      clock.now(),
    );
    await saveDraft(
      db,
      admin,
      id,
      {
        title: 'Reading a lab label',
        summary: 'What the numbers on a label say.',
        body: 'Start with the [flower](/category/flower) and its terpenes.',
        heroMediaId: null,
        heroAlt: null,
        authorName: 'Lakeside staff',
        seoTitle: null,
        seoDescription: null,
      },
      clock.now(),
    );
    await schedulePage(db, admin, id, { localTime: '2026-11-27T10:05' }, { now: clock.now(), timeZone: ZONE });

    const early = await call(POST, locals, JSON.stringify({ at: '2026-11-27T10:04:00-05:00' }));
    expect(early.status).toBe(200);
    const before = (await early.json()) as { now: string; jobs: Record<string, number | 'failed'> };
    expect(before.now).toBe('2026-11-27T15:04:00.000Z');
    expect(before.jobs).toEqual({ 'publish-scheduled-pages': 0 });
    expect(await liveTitle(path, clock.now())).toBeNull();

    const due = await call(POST, locals, JSON.stringify({ at: '2026-11-27T15:05:00Z' }));
    const after = (await due.json()) as { now: string; jobs: Record<string, number | 'failed'> };
    expect([due.status, after]).toEqual([
      200,
      { now: '2026-11-27T15:05:00.000Z', jobs: { 'publish-scheduled-pages': 1 } },
    ]);
    expect(await liveTitle(path, clock.now())).toBe('Reading a lab label');
  });

  it('refuses to move the clock back (400) or to a time that is not one, and leaves it where it was', async () => {
    const clock = testClock(() => T0);
    const locals = server(clock);
    clock.moveTo(new Date(T0 + 30 * 60_000));

    const back = await call(POST, locals, JSON.stringify({ at: '2026-11-27T15:29:00Z' }));
    expect(back.status).toBe(400);
    expect(await back.json()).toEqual({
      error: 'The clock only moves forward: it is 2026-11-27T15:30:00.000Z already.',
      fields: { at: ['The clock only moves forward: it is 2026-11-27T15:30:00.000Z already.'] },
    });
    const nonsense = await call(POST, locals, JSON.stringify({ at: 'tomorrow' }));
    expect(nonsense.status).toBe(400);
    expect(((await nonsense.json()) as { fields: Record<string, string[]> }).fields).toHaveProperty('at');
    expect(clock.now().toISOString()).toBe('2026-11-27T15:30:00.000Z');
  });

  it('is not there (404) in a server on the machine’s clock, and runs nothing', async () => {
    const ran: Date[] = [];
    const locals = {
      clock: machineClock(),
      backgroundJobs: {
        runRound: async () => {
          ran.push(new Date());
          return {};
        },
        stop: async () => undefined,
      },
    };
    const moved = await call(POST, locals, JSON.stringify({ at: '2099-01-01T00:00:00Z' }));
    expect(moved.status).toBe(404);
    expect((await call(GET, locals)).status).toBe(404);
    expect(ran).toEqual([]);
  });
});
