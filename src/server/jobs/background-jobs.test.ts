import { afterEach, describe, expect, it, vi } from 'vitest';
import { testClock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { BACKGROUND_JOBS, backgroundJobsFor, startBackgroundJobs, type BackgroundJob } from './background-jobs.ts';

// Choosing the jobs touches no database; delivering them is tested in tests/integration/email-delivery.test.ts.
const db = {} as Database;

/** A job that records the time of each round it ran in. */
function recordingJob(name = 'record') {
  const times: string[] = [];
  const job: BackgroundJob = {
    name,
    run: async (_db, now) => {
      times.push(now.toISOString());
      return times.length;
    },
  };
  return { job, times };
}

describe('background jobs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('deliver the email outbox only when SMTP is configured', () => {
    expect(backgroundJobsFor(db, {})).toBe(BACKGROUND_JOBS);
    const names = backgroundJobsFor(db, { mail: { smtpUrl: 'smtps://user:pass@smtp.example.com:465' } }).map(
      (job) => job.name,
    );
    expect(names).toEqual([...BACKGROUND_JOBS.map((job) => job.name), 'deliver-email-outbox']);
  });

  it('deliver the SMS outbox only when Twilio sending is configured', () => {
    const sms = {
      accountSid: 'AC0123456789abcdef0123456789abcdef',
      authToken: 'a2f0c9e8d7b6a5f4e3d2c1b0a9f8e7d6',
      sender: { from: '+17345550100' },
    };
    const names = backgroundJobsFor(db, { sms }).map((job) => job.name);
    expect(names).toEqual([...BACKGROUND_JOBS.map((job) => job.name), 'deliver-sms-outbox']);
  });

  it('sync the stock of stores with a source only when credentials can be kept, on a 20 s timer of its own', async () => {
    const sourceFor = () => null;
    expect(backgroundJobsFor(db, { inventory: { sourceFor } })).toBe(BACKGROUND_JOBS);
    const jobs = backgroundJobsFor(db, { inventory: { sourceFor, credentialsKey: Buffer.alloc(32) } });
    expect(jobs.at(-1)).toMatchObject({ name: 'sync-store-inventory', intervalMs: 20_000 });

    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-27T15:00:00Z'));
    const clock = testClock();
    const every = recordingJob('every-minute');
    const fast = recordingJob('fast');
    const runner = startBackgroundJobs({
      db,
      jobs: [every.job, { ...fast.job, intervalMs: 20_000 }],
      clock,
      intervalMs: 60_000,
    });
    try {
      await vi.advanceTimersByTimeAsync(60_000);
      // The round at 5 s and at 60 s run both; the fast job alone at 20 s and 40 s (60 s finds the round running).
      expect(every.times).toHaveLength(2);
      expect(fast.times.length).toBeGreaterThanOrEqual(4);
      expect(await runner.runRound()).toMatchObject({ 'every-minute': 3 });
      await runner.stop();
      const runs = fast.times.length;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fast.times).toHaveLength(runs);
    } finally {
      await runner.stop();
    }
  });

  it('run each round, timed or asked for, at the server clock’s time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-27T15:00:00Z'));
    const clock = testClock();
    clock.moveTo(new Date('2026-11-27T18:00:00Z'));
    const { job, times } = recordingJob();
    const runner = startBackgroundJobs({ db, jobs: [job], clock, intervalMs: 60_000 });
    try {
      // The first round, soon after start, then one a minute.
      await vi.advanceTimersByTimeAsync(5_000);
      await vi.advanceTimersByTimeAsync(55_000);
      expect(times).toEqual(['2026-11-27T18:00:05.000Z', '2026-11-27T18:01:00.000Z']);

      clock.moveTo(new Date('2026-11-27T19:30:00Z'));
      expect(await runner.runRound()).toEqual({ record: 3 });
      expect(times.at(-1)).toBe('2026-11-27T19:30:00.000Z');
    } finally {
      await runner.stop();
    }
  });

  it('an asked-for round waits for the round under way instead of running beside it', async () => {
    const clock = testClock();
    let release!: () => void;
    const started: string[] = [];
    const slow: BackgroundJob = {
      name: 'slow',
      run: async () => {
        started.push(`round ${started.length + 1}`);
        if (started.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return started.length;
      },
    };
    const runner = startBackgroundJobs({ db, jobs: [slow], clock, intervalMs: 60_000 });
    try {
      const first = runner.runRound();
      const second = runner.runRound();
      // Every pending step has run: the second round still waits for the first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(started).toEqual(['round 1']);
      release();
      expect(await first).toEqual({ slow: 1 });
      expect(await second).toEqual({ slow: 2 });
    } finally {
      await runner.stop();
    }
  });

  it('a failing job is reported as failed and the others still run', async () => {
    const clock = testClock();
    const { job, times } = recordingJob('after');
    const failing: BackgroundJob = {
      name: 'broken',
      run: () => Promise.reject(new Error('the database went away')),
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runner = startBackgroundJobs({ db, jobs: [failing, job], clock, intervalMs: 60_000 });
    try {
      expect(await runner.runRound()).toEqual({ broken: 'failed', after: 1 });
      expect(times).toHaveLength(1);
      expect(quiet).toHaveBeenCalledOnce();
    } finally {
      await runner.stop();
      quiet.mockRestore();
    }
  });
});
