import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { readApplication } from '#server/hiring/admin/index.ts';
import { insertJobApplications, SEED_APPLICATIONS } from '#demo-store/job-applications.ts';
import { insertJobPostings } from '#demo-store/job-postings.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

describe(`the demo store's applications on ${testEngine}`, () => {
  const now = new Date('2026-11-21T15:00:00Z');
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
  });
  afterAll(() => db?.close());

  it('puts one applicant at each stage of the budtender job, once, the hire after the checks', async () => {
    await db.transaction((tx) => insertJobPostings(tx, now));
    expect(await db.transaction((tx) => insertJobApplications(tx, now))).toBe(SEED_APPLICATIONS.length);
    expect(await db.transaction((tx) => insertJobApplications(tx, now))).toBe(0);
    const rows = await db.query<{ id: string; stage: string }>(
      `select a.id, a.stage from job_applications a join job_postings p on p.id = a.posting_id
        where p.slug = 'budtender' order by a.created_at`,
    );
    expect(rows.map((row) => row.stage).sort()).toEqual(['hired', 'interview', 'new', 'rejected', 'screening']);
    const hire = await readApplication(db, rows.find((row) => row.stage === 'hired')!.id, {
      now,
      timeZone: 'America/Detroit',
    });
    expect(hire).toMatchObject({
      backgroundCheckedOn: '2026-11-17',
      excludedListCheckedOn: '2026-11-17',
      hiredOn: '2026-11-19',
      // Fri 20, Mon 23, Tue 24, Wed 25, (Thanksgiving), Fri 27, Mon 30, Tue 1 December.
      stateTracking: { dueOn: '2026-12-01', overdue: false },
    });
    const [posting] = await db.query<{ status: string }>(`select status from job_postings where slug = 'budtender'`);
    expect(posting?.status).toBe('open');
  });
});
