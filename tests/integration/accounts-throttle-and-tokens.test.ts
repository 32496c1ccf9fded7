import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { sendEmailReminder } from '#server/accounts/forgot-email.ts';
import { signInWithPassword } from '#server/accounts/sign-in.ts';
import {
  ACCOUNT_TOKEN_LIFETIME_MS,
  consumeAccountToken,
  issueAccountToken,
} from '#server/auth/embedded/account-tokens.ts';
import {
  checkSignInThrottle,
  recordSignInFailure,
  SIGN_IN_FAILURE_LIMIT,
  SIGN_IN_WINDOW_MS,
} from '#server/auth/sign-in-throttle.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { testBrowser } from '../support/auth-request.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

describe(`sign-in throttling on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    await testBrowser(db)
      .request()
      .signUp({ email: 'throttled@example.com', password: 'Maple kettle harbor 71', fullName: 'Throttled Person' });
  });
  afterAll(() => db.close());

  const signIn = (password: string, ipAddress = '198.51.100.1', email = 'throttled@example.com') => {
    const auth = testBrowser(db, { ip: ipAddress }).request();
    return signInWithPassword(db, auth, { email, password, ipAddress });
  };

  it(`refuses with the wait time after ${SIGN_IN_FAILURE_LIMIT} failures for one account, from any address`, async () => {
    for (let attempt = 0; attempt < SIGN_IN_FAILURE_LIMIT; attempt++) {
      expect(await signIn('wrong password', `198.51.100.${attempt + 10}`)).toEqual({ ok: false, reason: 'invalid' });
    }
    const refused = await signIn('Maple kettle harbor 71', '198.51.100.99');
    expect(refused).toMatchObject({ ok: false, reason: 'throttled' });
    const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
  });

  it('lets the account in again once the window has passed, and a success forgives its failures', async () => {
    const later = new Date(Date.now() + SIGN_IN_WINDOW_MS + 1000);
    expect(
      await checkSignInThrottle(db, { account: 'throttled@example.com', ipAddress: '198.51.100.99', now: later }),
    ).toEqual({ allowed: true });
    await db.query(
      `update sign_in_failures set failed_at = failed_at - interval '16 minutes' where account = 'throttled@example.com'`,
    );
    expect(await signIn('Maple kettle harbor 71', '198.51.100.99')).toMatchObject({ ok: true });
    expect(await db.query(`select 1 from sign_in_failures where account = 'throttled@example.com'`)).toHaveLength(0);
  });

  it('refuses one address that tries many accounts, without locking those accounts elsewhere', async () => {
    for (let attempt = 0; attempt < SIGN_IN_FAILURE_LIMIT; attempt++) {
      await signIn('guess', '192.0.2.50', `victim${attempt}@example.com`);
    }
    expect(await signIn('Maple kettle harbor 71', '192.0.2.50')).toMatchObject({ ok: false, reason: 'throttled' });
    expect(await signIn('Maple kettle harbor 71', '192.0.2.51')).toMatchObject({ ok: true });
  });

  it('counts only the window: old failures do not add up', async () => {
    const now = new Date();
    for (let attempt = 0; attempt < SIGN_IN_FAILURE_LIMIT - 1; attempt++) {
      await recordSignInFailure(db, {
        account: 'slow@example.com',
        ipAddress: '192.0.2.80',
        now: new Date(now.getTime() - SIGN_IN_WINDOW_MS - 60_000),
      });
    }
    await recordSignInFailure(db, { account: 'slow@example.com', ipAddress: '192.0.2.80', now });
    expect(await checkSignInThrottle(db, { account: 'slow@example.com', ipAddress: '192.0.2.80', now })).toEqual({
      allowed: true,
    });
  });
});

describe(`account link tokens on ${testEngine}`, () => {
  let db: Database;
  let userId: string;
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    const outcome = await testBrowser(db)
      .request()
      .signUp({ email: 'tokens@example.com', password: 'Maple kettle harbor 71', fullName: 'Token Person' });
    userId = (outcome as { user: { id: string } }).user.id;
  });
  afterAll(() => db.close());

  it('expires: a reset link older than an hour opens nothing', async () => {
    const issuedAt = new Date('2026-11-21T10:00:00Z');
    const token = await issueAccountToken(db, userId, 'reset_password', { now: issuedAt });
    const justAfter = new Date(issuedAt.getTime() + ACCOUNT_TOKEN_LIFETIME_MS.reset_password + 1);
    expect(await consumeAccountToken(db, token, ['reset_password'], justAfter)).toBeNull();
  });

  it('works once, and only for its own purpose', async () => {
    const token = await issueAccountToken(db, userId, 'confirm_email');
    expect(await consumeAccountToken(db, token, ['reset_password', 'invite'])).toBeNull();
    expect(await consumeAccountToken(db, token, ['confirm_email'])).toMatchObject({ userId, purpose: 'confirm_email' });
    expect(await consumeAccountToken(db, token, ['confirm_email'])).toBeNull();
  });

  it('is stored only as a hash', async () => {
    const token = await issueAccountToken(db, userId, 'reset_password');
    const rows = await db.query(
      `select 1 from account_tokens where encode(token_hash, 'escape') like '%' || $1 || '%'`,
      [token],
    );
    expect(rows).toHaveLength(0);
  });
});

describe(`forgot-email reminders on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    const outcome = await testBrowser(db)
      .request()
      .signUp({ email: 'phone.owner@example.com', password: 'Maple kettle harbor 71', fullName: 'Phone  Owner' });
    await db.query(`update profiles set phone = '7345550188' where id = $1`, [
      (outcome as { user: { id: string } }).user.id,
    ]);
  });
  afterAll(() => db.close());

  it('reminds the email on file when phone and name match, however the name is spaced or cased', async () => {
    await sendEmailReminder(db, { phone: '7345550188', fullName: ' phone owner ', origin: 'http://127.0.0.1:4321' });
    const [email] = await emailsTo(db, 'phone.owner@example.com');
    expect(email).toMatchObject({ template: 'email_reminder' });
    expect(email!.text).toContain('phone.owner@example.com');
    expect(email!.text).toContain('http://127.0.0.1:4321/account/login');
  });

  it('sends nothing when the name does not match the phone', async () => {
    const before = await db.query('select count(*)::int as n from email_outbox');
    await sendEmailReminder(db, { phone: '7345550188', fullName: 'Someone Else', origin: 'http://127.0.0.1:4321' });
    await sendEmailReminder(db, { phone: '7345550100', fullName: 'Phone Owner', origin: 'http://127.0.0.1:4321' });
    expect(await db.query('select count(*)::int as n from email_outbox')).toEqual(before);
  });
});
