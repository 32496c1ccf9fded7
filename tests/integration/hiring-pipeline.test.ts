import type { APIContext, APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '#server/dashboard/audit-log.ts';
import type { Database } from '#server/db/database.ts';
import {
  addApplicationNote,
  createPosting,
  listApplications,
  moveApplicationStage,
  readApplication,
  recordHiringChecks,
  recordStateTrackingEntry,
  type HiringChange,
} from '#server/hiring/admin/index.ts';
import { Refusal } from '#server/http/refusal.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import * as checksEndpoint from '../../src/pages/api/dashboard/hiring/applications/[id]/checks.ts';
import * as stageEndpoint from '../../src/pages/api/dashboard/hiring/applications/[id]/stage.ts';
import { insertStaff, jsonRequest } from '../support/dashboard-endpoint-call.ts';
import { insertApplication, postingFields } from '../support/hiring-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

// Friday 20 November 2026, 11 AM in Monroe; Thanksgiving is the Thursday after.
const NOW = new Date('2026-11-20T16:00:00Z');
const TIME_ZONE = 'America/Detroit';
const ALL_CHECKS = { ageVerified: true, backgroundCheckedOn: '2026-11-18', excludedListCheckedOn: '2026-11-19' };

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Refusal)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return error;
}

describe(`the hiring pipeline on ${testEngine}`, () => {
  let db: Database;
  let change: HiringChange;
  let postingId: string;

  const stageOf = async (id: string) =>
    (await db.query<{ stage: string }>('select stage from job_applications where id = $1', [id]))[0]!.stage;
  const move = (id: string, to: Parameters<typeof moveApplicationStage>[2]) => moveApplicationStage(db, id, to, change);
  async function advanceTo(id: string, stage: 'screening' | 'interview' | 'offer') {
    for (const next of ['screening', 'interview', 'offer'] as const) {
      await move(id, { stage: next });
      if (next === stage) return;
    }
  }

  function call(handler: APIRoute | undefined, request: Request, params: Record<string, string>) {
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
    ({ id: postingId } = await createPosting(db, postingFields({ closesOn: '2026-12-31' }), change));
  });
  afterAll(() => db?.close());

  it('moves forward one stage at a time, and sends nothing for the internal moves', async () => {
    const id = await insertApplication(db, postingId, { email: 'quinn@example.test' });
    const skipped = await refusalOf(move(id, { stage: 'interview' }));
    expect([skipped.status, skipped.message]).toEqual([409, 'From New an application moves to Screening next.']);
    await move(id, { stage: 'screening' });
    await move(id, { stage: 'interview' });
    expect((await refusalOf(move(id, { stage: 'screening' }))).status).toBe(409);
    expect(await stageOf(id)).toBe('interview');
    expect(await emailsTo(db, 'quinn@example.test')).toEqual([]);
  });

  it('refuses "hired" before the three checks, naming what is missing', async () => {
    const id = await insertApplication(db, postingId);
    await advanceTo(id, 'offer');
    const none = await refusalOf(move(id, { stage: 'hired', hiredOn: '2026-11-20' }));
    expect(none.status).toBe(422);
    expect(none.message).toBe(
      'Michigan requires three checks before a hire; still missing: age 21 or older verified, criminal background check and excluded-employee list checked.',
    );
    await recordHiringChecks(db, id, { ...ALL_CHECKS, excludedListCheckedOn: null }, change);
    const one = await refusalOf(move(id, { stage: 'hired', hiredOn: '2026-11-20' }));
    expect(one.message).toBe(
      'Michigan requires three checks before a hire; still missing: excluded-employee list checked.',
    );
    expect(await stageOf(id)).toBe('offer');
  });

  it('and the table refuses it too, whoever writes it', async () => {
    const id = await insertApplication(db, postingId);
    await expect(
      db.query(`update job_applications set stage = 'hired', hired_on = '2026-11-20' where id = $1`, [id]),
    ).rejects.toThrow(/check constraint/);
    await db.query(
      `update job_applications set age_verified_at = now(), background_checked_on = '2026-11-18' where id = $1`,
      [id],
    );
    await expect(
      db.query(`update job_applications set stage = 'hired', hired_on = '2026-11-20' where id = $1`, [id]),
    ).rejects.toThrow(/check constraint/);
    expect(await stageOf(id)).toBe('new');
  });

  it('hires after the checks, on a day after them, with one email for the offer and one for the hire', async () => {
    const id = await insertApplication(db, postingId, { name: 'Rowan Reyes', email: 'rowan@example.test' });
    await advanceTo(id, 'offer');
    await recordHiringChecks(db, id, ALL_CHECKS, change);
    const early = await refusalOf(move(id, { stage: 'hired', hiredOn: '2026-11-18' }));
    expect([early.status, early.fields]).toEqual([
      422,
      { hiredOn: ['The checks come before the hire: choose 2026-11-19 or later.'] },
    ]);
    const future = await refusalOf(move(id, { stage: 'hired', hiredOn: '2026-11-21' }));
    expect([future.status, Object.keys(future.fields)]).toEqual([400, ['hiredOn']]);
    await move(id, { stage: 'hired', hiredOn: '2026-11-20' });

    const detail = await readApplication(db, id, { now: NOW, timeZone: TIME_ZONE });
    expect(detail).toMatchObject({ stage: 'hired', hiredOn: '2026-11-20', backgroundCheckedOn: '2026-11-18' });
    expect(detail.ageVerifiedAt).toBe(NOW.toISOString());
    const emails = await emailsTo(db, 'rowan@example.test');
    expect(emails.map((email) => email.template).sort()).toEqual(['job_application_hired', 'job_application_offer']);
    expect(emails.every((email) => email.text.startsWith('Hi Rowan,'))).toBe(true);
    expect((await refusalOf(move(id, { stage: 'rejected', reason: 'Changed our minds' }))).status).toBe(409);
    expect((await refusalOf(recordHiringChecks(db, id, { ...ALL_CHECKS, ageVerified: false }, change))).status).toBe(
      409,
    );
  });

  it('shows the state-tracking entry due 7 business days after the hire until it is recorded', async () => {
    const id = await insertApplication(db, postingId);
    await advanceTo(id, 'offer');
    await recordHiringChecks(db, id, ALL_CHECKS, change);
    await move(id, { stage: 'hired', hiredOn: '2026-11-20' });
    // Mon 23, Tue 24, Wed 25, (Thanksgiving), Fri 27, Mon 30, Tue 1, Wed 2 December.
    const due = { dueOn: '2026-12-02', overdue: false };
    expect((await readApplication(db, id, { now: NOW, timeZone: TIME_ZONE })).stateTracking).toEqual(due);
    const dayAfter = { now: new Date('2026-12-03T15:00:00Z'), timeZone: TIME_ZONE };
    expect((await readApplication(db, id, dayAfter)).stateTracking).toEqual({ ...due, overdue: true });
    expect(
      (await listApplications(db, postingId, { stage: 'hired' }, dayAfter)).find((row) => row.id === id),
    ).toMatchObject({ stateTracking: { ...due, overdue: true } });

    const before = await refusalOf(recordStateTrackingEntry(db, id, '2026-11-19', change));
    expect([before.status, Object.keys(before.fields)]).toEqual([400, ['enteredOn']]);
    await recordStateTrackingEntry(db, id, '2026-11-20', change);
    const entered = await readApplication(db, id, dayAfter);
    expect([entered.stateTracking, entered.stateTrackingEnteredOn]).toEqual([null, '2026-11-20']);

    const notHired = await insertApplication(db, postingId);
    expect((await refusalOf(recordStateTrackingEntry(db, notHired, '2026-11-20', change))).status).toBe(409);
  });

  it('turns an applicant down from any stage before hired, with a reason the applicant never sees', async () => {
    const id = await insertApplication(db, postingId, { name: 'Sam Ortiz', email: 'sam@example.test' });
    await advanceTo(id, 'interview');
    const reason = 'Could not work the weekend shifts the role needs.';
    await move(id, { stage: 'rejected', reason });
    const [email, ...more] = await emailsTo(db, 'sam@example.test');
    expect(more).toEqual([]);
    expect(email!.template).toBe('job_application_rejected');
    expect(email!.text).toContain('not to move forward');
    expect(email!.text).not.toContain('weekend');
    expect((await readApplication(db, id, { now: NOW, timeZone: TIME_ZONE })).rejectedReason).toBe(reason);
    expect((await refusalOf(move(id, { stage: 'rejected', reason }))).status).toBe(409);
    expect((await refusalOf(move(id, { stage: 'offer' }))).status).toBe(409);
    expect(await emailsTo(db, 'sam@example.test')).toHaveLength(1);
  });

  it('records the checks by day (never later than today), stamping the age check once', async () => {
    const id = await insertApplication(db, postingId);
    const future = await refusalOf(
      recordHiringChecks(db, id, { ...ALL_CHECKS, backgroundCheckedOn: '2026-11-21' }, change),
    );
    expect([future.status, Object.keys(future.fields)]).toEqual([400, ['backgroundCheckedOn']]);
    await recordHiringChecks(
      db,
      id,
      { ageVerified: true, backgroundCheckedOn: null, excludedListCheckedOn: null },
      change,
    );
    const later = { ...change, now: new Date('2026-11-20T18:00:00Z') };
    expect(await recordHiringChecks(db, id, { ...ALL_CHECKS }, later)).toEqual({ changed: true });
    const detail = await readApplication(db, id, { now: NOW, timeZone: TIME_ZONE });
    expect(detail.ageVerifiedAt).toBe(NOW.toISOString());
    expect(await recordHiringChecks(db, id, ALL_CHECKS, later)).toEqual({ changed: false });
    expect(detail.audit.map((entry) => [entry.action, entry.after])).toEqual([
      ['checks', { backgroundCheckedOn: '2026-11-18', excludedListCheckedOn: '2026-11-19' }],
      ['checks', { ageVerifiedAt: NOW.toISOString() }],
    ]);
  });

  it('keeps notes, signed and in order, each in the audit log', async () => {
    const id = await insertApplication(db, postingId);
    await addApplicationNote(db, id, 'Called: available from December.', change);
    await addApplicationNote(db, id, 'Second interview booked.', { ...change, now: new Date('2026-11-20T17:00:00Z') });
    const detail = await readApplication(db, id, { now: NOW, timeZone: TIME_ZONE });
    expect(detail.notes.map((note) => [note.authorEmail, note.body])).toEqual([
      ['avery@example.test', 'Called: available from December.'],
      ['avery@example.test', 'Second interview booked.'],
    ]);
    expect(detail.audit.filter((entry) => entry.action === 'note')).toHaveLength(2);
  });

  it('lists a posting’s applications by stage, searched by name, email or phone', async () => {
    const { id: other } = await createPosting(db, postingFields({ slug: 'search-test' }), change);
    const first = await insertApplication(db, other, {
      name: 'Jordan Lake',
      email: 'jordan@example.test',
      phone: '734-555-0199',
      resume: true,
    });
    const second = await insertApplication(db, other, {
      name: 'Taylor Brook',
      email: 'tb@example.test',
      phone: '(313) 555-0123',
    });
    await move(second, { stage: 'screening' });
    const list = (query: Parameters<typeof listApplications>[2]) =>
      listApplications(db, other, query, { now: NOW, timeZone: TIME_ZONE }).then((rows) => rows.map((row) => row.id));
    expect((await list({})).sort()).toEqual([first, second].sort());
    expect(await list({ stage: 'screening' })).toEqual([second]);
    expect(await list({ q: 'jordan' })).toEqual([first]);
    expect(await list({ q: 'TB@EXAMPLE' })).toEqual([second]);
    expect(await list({ q: '313 555' })).toEqual([second]);
    expect(await list({ q: '100%' })).toEqual([]);
    const [row] = await listApplications(db, other, { q: 'jordan' }, { now: NOW, timeZone: TIME_ZONE });
    expect(row).toMatchObject({ hasResume: true, stage: 'new', stateTracking: null });
  });

  it('writes every move to the audit log with who made it', async () => {
    const id = await insertApplication(db, postingId, { name: 'Casey Audit' });
    await move(id, { stage: 'screening' });
    await move(id, { stage: 'rejected', reason: 'Position filled.' });
    const entries = await listAudit(db, [{ entityType: 'job_application', entityId: id }]);
    expect(entries.map((entry) => [entry.actorEmail, entry.summary])).toEqual([
      ['avery@example.test', 'Moved Casey Audit from Screening to Not selected'],
      ['avery@example.test', 'Moved Casey Audit from New to Screening'],
    ]);
    expect(entries[0]!.after).toEqual({ stage: 'rejected', reason: 'Position filled.' });
  });

  describe('the endpoints', () => {
    it('answer a hire before the checks with 422 and a bad move with 400, changing nothing', async () => {
      const id = await insertApplication(db, postingId);
      await advanceTo(id, 'offer');
      const hire = await call(
        stageEndpoint.POST,
        jsonRequest('POST', `job-applications/${id}/stage`, { stage: 'hired', hiredOn: '2026-11-20' }),
        { id },
      );
      expect(hire.status).toBe(422);
      expect(((await hire.json()) as { error: string }).error).toMatch(/still missing: age 21 or older verified/);
      const noReason = await call(
        stageEndpoint.POST,
        jsonRequest('POST', `job-applications/${id}/stage`, { stage: 'rejected', reason: ' ' }),
        { id },
      );
      expect(noReason.status).toBe(400);
      expect(((await noReason.json()) as { fields: object }).fields).toHaveProperty('reason');
      const badDay = await call(
        checksEndpoint.PUT,
        jsonRequest('PUT', `job-applications/${id}/checks`, { ...ALL_CHECKS, backgroundCheckedOn: 'yesterday' }),
        { id },
      );
      expect(badDay.status).toBe(400);
      const missing = await call(
        stageEndpoint.POST,
        jsonRequest('POST', 'job-applications/x/stage', { stage: 'screening' }),
        {
          id: '00000000-0000-4000-8000-000000000000',
        },
      );
      expect(missing.status).toBe(404);
      expect(await stageOf(id)).toBe('offer');
      const detail = await readApplication(db, id, { now: NOW, timeZone: TIME_ZONE });
      expect([detail.ageVerifiedAt, detail.backgroundCheckedOn]).toEqual([null, null]);
    });
  });
});
