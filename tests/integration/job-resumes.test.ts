import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { applyForJob, createResumeLink, deleteExpiredApplications } from '#server/hiring/index.ts';
import { RESUME_LINK_SECONDS } from '#server/hiring/resume-download.ts';
import { POST as resumeLinkEndpoint } from '../../src/pages/api/dashboard/hiring/applications/[id]/resume-link.ts';
import { GET as downloadRoute } from '../../src/pages/dashboard/files/resume/[...token].ts';
import { insertStaff } from '../support/dashboard-endpoint-call.ts';
import {
  application,
  DAY_MS,
  insertJobStoreSettings,
  insertPosting,
  JOB_SETTINGS,
  makePrivateFiles,
} from '../support/job-fixtures.ts';
import { tinyPdf } from '../support/resume-files.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

const now = new Date('2026-11-28T15:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe(`résumé downloads and retention on ${testEngine}`, () => {
  let db: Database;
  let privateFiles: Awaited<ReturnType<typeof makePrivateFiles>>;
  let config: { privateDir: string; privateBucket: string };
  let applicationId: string;
  let sent = 0;

  const apply = async (email: string, at: Date) => {
    sent++;
    const outcome = await applyForJob(
      {
        db,
        config: {},
        files: privateFiles.files,
        settings: JOB_SETTINGS,
        origin: 'https://shop.example',
        clientAddress: `203.0.113.${sent}`,
        now: at,
      },
      application({ email }),
    );
    return outcome.applicationId;
  };

  /** The download route as a browser with `role` signed in (or nobody) reaches it once the link's token is in its cookie. */
  const download = (url: string, role: 'admin' | 'manager' | null, at = now) =>
    downloadRoute({
      params: {},
      locals: {
        secretLinkToken: url.split('/').pop(),
        db,
        config,
        clock: { kind: 'machine', now: () => at },
        currentAccount: async () =>
          role ? { id: 'x', email: `${role}@example.test`, role, emailConfirmed: true } : null,
      },
    } as unknown as APIContext);

  beforeAll(async () => {
    db = await openTestDatabase();
    privateFiles = await makePrivateFiles();
    config = { privateDir: privateFiles.dir, privateBucket: 'private-files' };
    await insertJobStoreSettings(db, 180);
    await insertPosting(db, { slug: 'budtender', postedAt: new Date(now.getTime() - 400 * DAY_MS) });
    applicationId = await apply('casey@example.test', now);
  });
  afterAll(async () => {
    await privateFiles.remove();
    await db.close();
  });

  it('gives an admin a five-minute link that downloads the résumé as an attachment', async () => {
    const admin = { ...(await insertStaff(db, 'admin@example.test')), role: 'admin' as const };
    const request = new Request(`http://shop.test/api/dashboard/hiring/applications/${applicationId}/resume-link`, {
      method: 'POST',
    });
    const answer = await resumeLinkEndpoint({
      request,
      url: new URL(request.url),
      params: { id: applicationId },
      locals: { db, staff: admin, clock: { kind: 'machine', now: () => now } },
    } as unknown as APIContext);
    expect(answer.status).toBe(200);
    const { url, expiresAt } = (await answer.json()) as { url: string; expiresAt: string };
    expect(url).toMatch(/^\/dashboard\/files\/resume\//);
    const response = await download(url, 'admin', new Date(Date.parse(expiresAt) - 1000));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Casey r_sum_\.pdf"/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(tinyPdf());
  });

  it('refuses a manager, a signed-out visitor and an expired link with 403', async () => {
    const { url, expiresAt } = await createResumeLink(db, applicationId, now);
    expect(expiresAt).toEqual(later(RESUME_LINK_SECONDS * 1000));
    expect((await download(url, 'manager')).status).toBe(403);
    expect((await download(url, null)).status).toBe(403);
    expect((await download(url, 'admin', expiresAt)).status).toBe(403);
    expect((await download('/dashboard/files/resume/not-a-token', 'admin')).status).toBe(403);
  });

  it('keeps the first résumé when the same address applies again, and answers 410 once it is deleted', async () => {
    const first = await apply('dana@example.test', now);
    const { url } = await createResumeLink(db, first, now);
    const second = await apply('dana@example.test', later(1000));
    expect(second).not.toBe(first);
    expect((await download(url, 'admin')).status).toBe(200);
    expect((await download((await createResumeLink(db, second, now)).url, 'admin')).status).toBe(200);

    // Deleted as old: the retention days past, the link made before answers 410.
    expect(await deleteExpiredApplications(db, privateFiles.files, later(400 * DAY_MS))).toBeGreaterThanOrEqual(2);
    expect((await download(url, 'admin', later(1000))).status).toBe(410);
  });

  it('deletes applications older than the setting with their résumés, keeping recent ones and hires', async () => {
    await db.query('delete from job_applications');
    await privateFiles.remove();
    const old = await apply('old@example.test', new Date(now.getTime() - 200 * DAY_MS));
    const hired = await apply('hired@example.test', new Date(now.getTime() - 300 * DAY_MS));
    await apply('recent@example.test', new Date(now.getTime() - 10 * DAY_MS));
    await db.query(
      `update job_applications set stage = 'hired', age_verified_at = created_at, background_checked_on = '2026-01-01',
         excluded_list_checked_on = '2026-01-01', hired_on = '2026-02-01' where id = $1`,
      [hired],
    );
    expect(await privateFiles.list()).toHaveLength(3);

    expect(await deleteExpiredApplications(db, privateFiles.files, now)).toBe(1);
    const left = await db.query<{ email: string }>('select email from job_applications order by email');
    expect(left.map((row) => row.email)).toEqual(['hired@example.test', 'recent@example.test']);
    expect(await privateFiles.list()).toHaveLength(2);
    expect(await db.query('select 1 from job_applications where id = $1', [old])).toEqual([]);

    // A shorter setting reaches the recent one; the hire stays.
    await db.query('update store_settings set job_application_retention_days = 30');
    expect(await deleteExpiredApplications(db, privateFiles.files, later(25 * DAY_MS))).toBe(1);
    expect((await db.query('select email from job_applications')).map((row) => row.email)).toEqual([
      'hired@example.test',
    ]);
    expect(await privateFiles.list()).toHaveLength(1);
  });
});
