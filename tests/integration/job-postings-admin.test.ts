import type { APIContext, APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataChangeFeed, type ChangeChannel } from '#server/cache/change-feed.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import type { Database } from '#server/db/database.ts';
import {
  closePosting,
  createPosting,
  listJobPostings,
  publishPosting,
  readPostingEditor,
  updatePosting,
  type HiringChange,
} from '#server/hiring/admin/index.ts';
import { Refusal } from '#server/http/refusal.ts';
import * as postingsEndpoint from '../../src/pages/api/dashboard/hiring/postings/index.ts';
import * as postingEndpoint from '../../src/pages/api/dashboard/hiring/postings/[id]/index.ts';
import * as publishEndpoint from '../../src/pages/api/dashboard/hiring/postings/[id]/publish.ts';
import { insertStaff, jsonRequest } from '../support/dashboard-endpoint-call.ts';
import { insertApplication, postingFields } from '../support/hiring-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

const NOW = new Date('2026-06-10T16:00:00Z');
const TIME_ZONE = 'America/Detroit';

/** What a refused call threw. */
async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Refusal)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return error;
}

describe(`the dashboard's job postings on ${testEngine}`, () => {
  let db: Database;
  let change: HiringChange;

  const actions = async (id: string) =>
    (await listAudit(db, [{ entityType: 'job_posting', entityId: id }])).map((entry) => entry.action).reverse();
  const statusOf = async (id: string) =>
    (
      await db.query<{ status: string; posted_at: Date | null }>(
        'select status, posted_at from job_postings where id = $1',
        [id],
      )
    )[0]!;

  /** Calls an endpoint's handler as the dashboard guard would let an admin through. */
  function call(handler: APIRoute | undefined, request: Request, params: Record<string, string> = {}) {
    const context = {
      request,
      url: new URL(request.url),
      params,
      locals: {
        db,
        staff: { ...change.actor, emailConfirmed: true, role: 'admin', fullName: 'Avery Admin' },
        clock: { kind: 'machine', now: () => NOW },
        storeSettings: async () => ({ timeZone: TIME_ZONE }),
      },
    } as unknown as APIContext;
    return Promise.resolve(handler!(context));
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    const admin = await insertStaff(db, 'avery@example.test');
    change = { actor: { id: admin.id, email: admin.email }, now: NOW, timeZone: TIME_ZONE };
  });
  afterAll(() => db?.close());

  it('creates a draft nobody sees, listed with its applications counted by stage', async () => {
    const { id } = await createPosting(db, postingFields({ slug: 'inventory-lead', title: 'Inventory lead' }), change);
    expect(await statusOf(id)).toEqual({ status: 'draft', posted_at: null });
    await insertApplication(db, id);
    const second = await insertApplication(db, id);
    await db.query(`update job_applications set stage = 'screening' where id = $1`, [second]);

    const [row] = (await listJobPostings(db, { now: NOW })).filter((posting) => posting.id === id);
    expect(row).toMatchObject({ slug: 'inventory-lead', state: 'draft', postedAt: null });
    expect(row!.applications).toEqual({ new: 1, screening: 1, interview: 0, offer: 0, hired: 0, rejected: 0 });
    const editor = await readPostingEditor(db, id, { now: NOW, timeZone: TIME_ZONE });
    expect(editor.posting).toMatchObject({ closesOn: '2026-07-31', payMinCents: 1700, payUnit: 'hour' });
    // The last minute of the chosen day on the store's clock (EDT, UTC−4).
    expect(editor.posting.closesAt).toBe('2026-08-01T03:59:00.000Z');
    expect(editor.storeFacts.organizationName).toBe('Test Store');
    expect(await actions(id)).toEqual(['created']);
  });

  it('refuses an address another posting has with 409, on creating and on saving', async () => {
    const { id } = await createPosting(db, postingFields({ slug: 'cashier' }), change);
    const taken = await refusalOf(createPosting(db, postingFields({ slug: 'cashier' }), change));
    expect([taken.status, taken.fields]).toEqual([
      409,
      { slug: ['Another posting already has the address /learn/jobs/cashier.'] },
    ]);
    const other = await createPosting(db, postingFields({ slug: 'cashier-two' }), change);
    const moved = await refusalOf(updatePosting(db, other.id, postingFields({ slug: 'cashier' }), change));
    expect(moved.status).toBe(409);
    expect(await db.query('select id from job_postings where slug = $1', ['cashier'])).toEqual([{ id }]);
  });

  it('saves only what changed, with the before and after in the audit log', async () => {
    const { id } = await createPosting(db, postingFields({ slug: 'driver' }), change);
    expect(await updatePosting(db, id, postingFields({ slug: 'driver' }), change)).toEqual({ changed: false });
    await updatePosting(db, id, postingFields({ slug: 'driver', title: 'Delivery driver', payMaxCents: 2200 }), change);
    const [saved] = await listAudit(db, [{ entityType: 'job_posting', entityId: id }]);
    expect(saved).toMatchObject({
      action: 'saved',
      actorEmail: 'avery@example.test',
      before: { title: 'Budtender', payMaxCents: 2000 },
      after: { title: 'Delivery driver', payMaxCents: 2200 },
    });
  });

  it('publishes a ready posting (open, dated posted), closes it and reopens it under the same date', async () => {
    const { id } = await createPosting(db, postingFields({ slug: 'shift-lead' }), change);
    await publishPosting(db, id, { ...change, overrideReason: undefined });
    expect(await statusOf(id)).toEqual({ status: 'open', posted_at: NOW });
    expect((await refusalOf(publishPosting(db, id, { ...change, overrideReason: undefined }))).status).toBe(409);

    await closePosting(db, id, change);
    expect((await statusOf(id)).status).toBe('closed');
    expect((await refusalOf(closePosting(db, id, change))).status).toBe(409);
    const later = new Date('2026-06-12T16:00:00Z');
    await publishPosting(db, id, { ...change, now: later, overrideReason: undefined });
    expect(await statusOf(id)).toEqual({ status: 'open', posted_at: NOW });
    expect(await actions(id)).toEqual(['created', 'published', 'closed', 'reopened']);
  });

  it('refuses to publish what job search requires and does not have, saying what is missing', async () => {
    const { id } = await createPosting(db, postingFields({ slug: 'grower', description: '  ' }), change);
    const refused = await refusalOf(publishPosting(db, id, { ...change, overrideReason: undefined }));
    expect(refused.status).toBe(422);
    expect(refused.message).toMatch(/Add a description/);
    expect(Object.keys(refused.fields)).toEqual(['description']);
    expect((await statusOf(id)).status).toBe('draft');

    await updatePosting(db, id, postingFields({ slug: 'grower', closesOn: '2026-06-09' }), change);
    const expired = await refusalOf(publishPosting(db, id, { ...change, overrideReason: undefined }));
    expect(expired.message).toMatch(/closing date .* has passed/);
    expect(Object.keys(expired.fields)).toEqual(['closesOn']);
    expect(await actions(id)).toEqual(['created', 'saved']);
  });

  it('lists an open posting past its closing date as expired', async () => {
    const { id } = await createPosting(db, postingFields({ slug: 'trimmer', closesOn: '2026-06-11' }), change);
    await publishPosting(db, id, { ...change, overrideReason: undefined });
    const dayAfter = new Date('2026-06-12T12:00:00Z');
    const state = async (now: Date) => (await listJobPostings(db, { now })).find((row) => row.id === id)!.state;
    expect(await state(NOW)).toBe('open');
    expect(await state(dayAfter)).toBe('expired');
    expect((await listJobPostings(db, { state: 'expired', now: dayAfter })).map((row) => row.id)).toContain(id);
  });

  it('holds the words to the advertising rules: block findings stop it unless the reason is recorded', async () => {
    const words = { summary: 'Get paid to get high: the best weed in Michigan, free samples every shift.' };
    const { id } = await createPosting(db, postingFields({ slug: 'brand-ambassador', ...words }), change);
    const refused = await refusalOf(publishPosting(db, id, { ...change, overrideReason: undefined }));
    expect(refused.status).toBe(422);
    expect(refused.message).toMatch(/advertising rules stop this posting/);
    const findings = refused.details.findings as { label: string; severity: string }[];
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((finding) => finding.label === 'Summary' && finding.severity === 'block')).toBe(true);
    expect((await refusalOf(publishPosting(db, id, { ...change, overrideReason: 'ok' }))).fields).toHaveProperty(
      'overrideReason',
    );

    await publishPosting(db, id, { ...change, overrideReason: 'Reviewed by counsel on June 9.' });
    const [published] = await listAudit(db, [{ entityType: 'job_posting', entityId: id }]);
    expect(published).toMatchObject({
      action: 'published',
      after: { status: 'open', overrideReason: 'Reviewed by counsel on June 9.' },
    });
  });

  it('keeps an override in the audit log as its own entry, with the rules it set aside, as a content page does', async () => {
    const words = { summary: 'Get paid to get high: the best weed in Michigan, free samples every shift.' };
    const { id } = await createPosting(db, postingFields({ slug: 'override-audit', ...words }), change);
    await publishPosting(db, id, { ...change, overrideReason: 'Reviewed by counsel on June 9.' });
    expect(await actions(id)).toEqual(['created', 'compliance_override', 'published']);
    const [, override] = await listAudit(db, [{ entityType: 'job_posting', entityId: id }]);
    expect(override?.summary).toBe(
      'Advertising rules overridden for /learn/jobs/override-audit: Reviewed by counsel on June 9.',
    );
    const kept = override?.after as { reason: string; findings: { ruleId: string; citation: string }[] };
    expect(kept.reason).toBe('Reviewed by counsel on June 9.');
    expect(kept.findings.length).toBeGreaterThan(0);
    expect(kept.findings.every((finding) => finding.ruleId !== '' && finding.citation.startsWith('R 420.'))).toBe(true);
  });

  it('checks a change to an open posting like a publish, and keeps the address of one that has been out', async () => {
    const { id } = await createPosting(db, postingFields({ slug: 'security' }), change);
    await publishPosting(db, id, { ...change, overrideReason: undefined });
    const blocked = await refusalOf(
      updatePosting(db, id, postingFields({ slug: 'security', title: 'Security: free weed every shift' }), change),
    );
    expect(blocked.status).toBe(422);
    const renamed = await refusalOf(updatePosting(db, id, postingFields({ slug: 'guard' }), change));
    expect(renamed.status).toBe(409);
    expect(renamed.fields).toHaveProperty('slug');
    const [row] = await db.query<{ title: string; slug: string }>(
      'select title, slug from job_postings where id = $1',
      [id],
    );
    expect(row).toEqual({ title: 'Budtender', slug: 'security' });
  });

  it("empties every instance's page cache when a posting changes (content_changed)", async () => {
    const feed = new DataChangeFeed();
    const heard: ChangeChannel[] = [];
    feed.subscribe((channel) => heard.push(channel));
    const stop = await feed.watch(db);
    try {
      heard.length = 0;
      const { id } = await createPosting(db, postingFields({ slug: 'cache-test' }), change);
      await vi.waitFor(() => expect(heard).toContain('content_changed'), { timeout: 5_000 });
      heard.length = 0;
      await publishPosting(db, id, { ...change, overrideReason: undefined });
      await vi.waitFor(() => expect(heard).toEqual(['content_changed']), { timeout: 5_000 });
      heard.length = 0;
      await insertApplication(db, id);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual([]);
    } finally {
      await stop();
    }
  });

  describe('the endpoints', () => {
    it('answer bad input with 400 naming each field, and change nothing', async () => {
      const before = await db.query('select id from job_postings');
      const response = await call(
        postingsEndpoint.POST,
        jsonRequest('POST', 'jobs', { ...postingFields({ slug: 'Not A Slug' }), payMaxCents: 1000 }),
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; fields: Record<string, string[]> };
      expect(Object.keys(body.fields).sort()).toEqual(['payMaxCents', 'slug']);
      expect(await db.query('select id from job_postings')).toEqual(before);
    });

    it('answer 201 for a new posting and 409 for a taken address', async () => {
      const created = await call(postingsEndpoint.POST, jsonRequest('POST', 'jobs', postingFields({ slug: 'porter' })));
      expect(created.status).toBe(201);
      const again = await call(postingsEndpoint.POST, jsonRequest('POST', 'jobs', postingFields({ slug: 'porter' })));
      expect(again.status).toBe(409);
      expect(((await again.json()) as { fields: object }).fields).toHaveProperty('slug');
    });

    it('answer 404 for a posting that is not there', async () => {
      const missing = await call(postingEndpoint.GET, jsonRequest('GET', 'jobs/x'), { id: 'not-a-uuid' });
      expect(missing.status).toBe(404);
      const gone = await call(publishEndpoint.POST, jsonRequest('POST', 'jobs/x/publish', {}), {
        id: '00000000-0000-4000-8000-000000000000',
      });
      expect([gone.status, ((await gone.json()) as { error: string }).error]).toEqual([
        404,
        'There is no such job posting.',
      ]);
    });
  });
});
