import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESUME_MESSAGES } from '#lib/hiring/resume-rules.ts';
import type { Database } from '#server/db/database.ts';
import { applyForJob, deleteApplicationOnRequest, loadApplicationStatus } from '#server/hiring/index.ts';
import type { ApplyContext } from '#server/hiring/apply.ts';
import { Refusal } from '#server/http/refusal.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { application, DAY_MS, insertPosting, JOB_SETTINGS, makePrivateFiles } from '../support/job-fixtures.ts';
import { docxUnpackingTooLarge, tinyDocx, tinyPdf, windowsExecutable } from '../support/resume-files.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

const now = new Date('2026-11-28T15:00:00Z');

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

/** The status link's token from the newest email to `address`. */
async function statusToken(db: Database, address: string): Promise<string> {
  const [email] = await emailsTo(db, address);
  const match = /\/learn\/jobs\/application\/([\w.-]+)/.exec(email?.text ?? '');
  expect(match).not.toBeNull();
  return match![1]!;
}

describe(`applying for a job on ${testEngine}`, () => {
  let db: Database;
  let privateFiles: Awaited<ReturnType<typeof makePrivateFiles>>;
  let address = 0;
  // Each test applies from its own address, so the form's rate limit counts only that test's posts.
  const context = (overrides: Partial<ApplyContext> = {}): ApplyContext => ({
    db,
    config: {},
    files: privateFiles.files,
    settings: JOB_SETTINGS,
    origin: 'https://shop.example',
    clientAddress: `198.51.100.${address}`,
    now,
    ...overrides,
  });
  const countApplications = async () =>
    Number((await db.query<{ n: number }>('select count(*)::int as n from job_applications'))[0]!.n);

  beforeAll(async () => {
    db = await openTestDatabase();
    privateFiles = await makePrivateFiles();
    await insertPosting(db, { slug: 'budtender', postedAt: new Date(now.getTime() - DAY_MS) });
    await insertPosting(db, { slug: 'gone', status: 'closed' });
  });
  beforeEach(async () => {
    address++;
    await db.query('delete from job_applications');
    await db.query('delete from email_outbox');
    await privateFiles.remove();
    privateFiles = await makePrivateFiles();
  });
  afterAll(async () => {
    await privateFiles.remove();
    await db.close();
  });

  it('takes a PDF résumé into the private folder and emails the applicant their status link', async () => {
    const outcome = await applyForJob(context(), application());
    expect(outcome).toMatchObject({ repeated: false });
    const [row] = await db.query(
      'select name, email, phone, resume_key, resume_file_name, resume_type, resume_bytes from job_applications',
    );
    expect(row).toMatchObject({
      name: 'Casey Applicant',
      email: 'casey@example.test',
      resume_type: 'pdf',
      resume_file_name: 'Casey résumé.pdf',
      resume_bytes: tinyPdf().byteLength,
    });
    expect(await privateFiles.list()).toEqual([row!.resume_key]);
    const [email] = await emailsTo(db, 'casey@example.test');
    expect(email).toMatchObject({
      template: 'job_application_received',
      subject: 'We received your application for Budtender',
    });
    const status = await loadApplicationStatus(db, await statusToken(db, 'casey@example.test'), {
      now,
      timeZone: 'America/Detroit',
    });
    expect(status).toMatchObject({ state: 'found', postingTitle: 'Budtender', stage: 'new', hasResume: true });
  });

  it('takes a Word document too', async () => {
    await applyForJob(context(), application({ resume: { bytes: tinyDocx(), fileName: 'cv.docx' } }));
    expect((await privateFiles.list())[0]).toMatch(/\.docx$/);
  });

  it('never overwrites an application: the same email applying again, without its owner’s link, makes a second one and keeps the first résumé', async () => {
    const first = await applyForJob(context(), application());
    const [firstResume] = await privateFiles.list();
    const before = await db.query('select * from job_applications where id = $1', [first.applicationId]);
    // Somebody else types the applicant's email: another name, phone, letter and résumé.
    const second = await applyForJob(
      context(),
      application({
        name: 'Mallory Mask',
        phone: '7345550999',
        coverLetter: 'Please ignore my earlier application.',
        resume: { bytes: tinyDocx(), fileName: 'new.docx' },
      }),
    );
    expect(second.applicationId).not.toBe(first.applicationId);
    expect(await countApplications()).toBe(2);
    expect(await db.query('select * from job_applications where id = $1', [first.applicationId])).toEqual(before);
    const files = await privateFiles.list();
    expect(files).toHaveLength(2);
    expect(files).toContain(firstResume);
    // The address's owner hears of both, each with the link that withdraws it.
    const emails = await emailsTo(db, 'casey@example.test');
    expect(emails.map((email) => email.template)).toEqual(['job_application_received', 'job_application_received']);
    expect(emails[0]!.text).toContain('If you did not apply, someone else typed your email address');
  });

  it('stores one application for a burst of 50 submits with one key', async () => {
    const input = application();
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => applyForJob(context(), input)));
    const done = results.filter((result) => result.status === 'fulfilled').map((result) => result.value);
    const refused = results.filter((result) => result.status === 'rejected').map((result) => result.reason as Refusal);
    expect(new Set(done.map((outcome) => outcome.applicationId)).size).toBe(1);
    expect(done.filter((outcome) => !outcome.repeated)).toHaveLength(1);
    // Past the form's limit for one address, the rest are turned away before anything is read.
    expect(refused.every((refusal) => refusal.status === 429)).toBe(true);
    expect(await countApplications()).toBe(1);
    expect(await privateFiles.list()).toHaveLength(1);
    expect(await emailsTo(db, input.email)).toHaveLength(1);
  });

  it('refuses a key sent again for another person', async () => {
    const key = crypto.randomUUID();
    await applyForJob(context(), application({ idempotencyKey: key }));
    const refusal = await refusalOf(
      applyForJob(context(), application({ idempotencyKey: key, email: 'someone.else@example.test' })),
    );
    expect(refusal.status).toBe(409);
    expect(await countApplications()).toBe(1);
  });

  it.each([
    ['a renamed executable', windowsExecutable(), 415, RESUME_MESSAGES.notAResume],
    ['a 6 MB file', new Uint8Array(6 * 1024 * 1024).fill(0x25), 413, RESUME_MESSAGES.tooLarge],
    ['a Word file that unpacks past 20 MB', docxUnpackingTooLarge(), 422, RESUME_MESSAGES.unpacksTooLarge],
  ])('refuses %s with the résumé field’s message and stores nothing', async (_, bytes, status, message) => {
    const refusal = await refusalOf(applyForJob(context(), application({ resume: { bytes, fileName: 'resume.pdf' } })));
    expect(refusal.status).toBe(status);
    expect(refusal.fields).toEqual({ resume: [message] });
    expect(await countApplications()).toBe(0);
    expect(await privateFiles.list()).toEqual([]);
    expect(await emailsTo(db, 'casey@example.test')).toHaveLength(0);
  });

  it('refuses a closed posting, a filled honeypot and an unknown posting, storing nothing', async () => {
    expect((await refusalOf(applyForJob(context(), application({ slug: 'gone' })))).status).toBe(410);
    expect((await refusalOf(applyForJob(context(), application({ slug: 'nope' })))).status).toBe(404);
    const bot = application({ proof: { website: 'https://spam.example', recaptchaToken: '' } });
    expect((await refusalOf(applyForJob(context(), bot))).status).toBe(403);
    expect(await countApplications()).toBe(0);
    expect(await privateFiles.list()).toEqual([]);
  });

  it('deletes the application and its résumé when the applicant asks from their link', async () => {
    await applyForJob(context(), application());
    const token = await statusToken(db, 'casey@example.test');
    await deleteApplicationOnRequest(db, privateFiles.files, token, now);
    expect(await countApplications()).toBe(0);
    expect(await privateFiles.list()).toEqual([]);
    expect(await loadApplicationStatus(db, token, { now, timeZone: 'America/Detroit' })).toEqual({ state: 'deleted' });
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await loadApplicationStatus(db, forged, { now, timeZone: 'America/Detroit' })).toEqual({ state: 'invalid' });
    expect((await refusalOf(deleteApplicationOnRequest(db, privateFiles.files, forged, now))).status).toBe(403);
  });

  it("keeps a hire's application, which belongs to their employee file", async () => {
    await applyForJob(context(), application());
    await db.query(
      `update job_applications set stage = 'hired', age_verified_at = $1, background_checked_on = '2026-11-20',
         excluded_list_checked_on = '2026-11-20', hired_on = '2026-11-27'`,
      [now],
    );
    const token = await statusToken(db, 'casey@example.test');
    expect((await refusalOf(deleteApplicationOnRequest(db, privateFiles.files, token, now))).status).toBe(409);
    expect(await countApplications()).toBe(1);
    expect(await privateFiles.list()).toHaveLength(1);
  });
});
