import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { BACKGROUND_JOBS, backgroundJobsFor } from './background-jobs.ts';

// Choosing the jobs touches no database; delivering them is tested in tests/integration/email-delivery.test.ts.
const db = {} as Database;

describe('background jobs', () => {
  it('deliver the email outbox only when SMTP is configured', () => {
    expect(backgroundJobsFor(db, {})).toBe(BACKGROUND_JOBS);
    const names = backgroundJobsFor(db, { mail: { smtpUrl: 'smtps://user:pass@smtp.example.com:465' } }).map(
      (job) => job.name,
    );
    expect(names).toEqual([...BACKGROUND_JOBS.map((job) => job.name), 'deliver-email-outbox']);
  });
});
