import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/database.ts';
import {
  ACCOUNT_REQUEST_LIMITS,
  EMAILS_PER_ACCOUNT_PER_HOUR,
  emailAccountAfterReply,
  limitAccountRequest,
  mayEmailAccount,
} from '#server/customers/account-request-limits.ts';
import { Refusal } from '#server/http/refusal.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

const now = new Date('2026-11-28T15:00:00Z');

describe(`account request limits on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('refuses registrations from one address beyond the hour’s allowance, with the wait, and not from another', async () => {
    const { perWindow } = ACCOUNT_REQUEST_LIMITS.register;
    for (let i = 0; i < perWindow; i++) await limitAccountRequest(db, 'register', { ipAddress: '198.51.100.7', now });
    const refused = await limitAccountRequest(db, 'register', { ipAddress: '198.51.100.7', now }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({ status: 429, headers: { 'Retry-After': '3600' } });
    await expect(limitAccountRequest(db, 'register', { ipAddress: '198.51.100.8', now })).resolves.toBeUndefined();
    // Another purpose from the same address counts apart.
    await expect(limitAccountRequest(db, 'password-link', { ipAddress: '198.51.100.7', now })).resolves.toBeUndefined();
  });

  it(`sends at most ${EMAILS_PER_ACCOUNT_PER_HOUR} account emails an hour to one address, however it is written`, async () => {
    const verdicts = [];
    for (let i = 0; i < EMAILS_PER_ACCOUNT_PER_HOUR + 2; i++) {
      verdicts.push(await mayEmailAccount(db, i % 2 ? 'Owner@Example.com' : 'owner@example.com', now));
    }
    expect(verdicts).toEqual([true, true, true, false, false]);
    expect(await mayEmailAccount(db, 'owner@example.com', new Date(now.getTime() + 3600_000))).toBe(true);
  });

  it('sends account emails after the reply, within the hour’s limit, and a failure stays in the log', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let sent = 0;
      const send = async () => {
        sent++;
        throw new Error('SMTP is down');
      };
      // What the reply does not wait for: each one settles by itself.
      await Promise.all(
        Array.from({ length: EMAILS_PER_ACCOUNT_PER_HOUR + 2 }, () =>
          emailAccountAfterReply(db, 'after-reply@example.com', send),
        ),
      );
      expect(sent).toBe(EMAILS_PER_ACCOUNT_PER_HOUR);
      expect(errors).toHaveBeenCalledTimes(EMAILS_PER_ACCOUNT_PER_HOUR);
    } finally {
      errors.mockRestore();
    }
  });
});
