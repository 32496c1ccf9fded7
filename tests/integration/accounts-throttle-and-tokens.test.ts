import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { sendEmailReminder } from '#server/customers/forgot-email.ts';
import { signInWithPassword } from '#server/customers/sign-in.ts';
import {
  ACCOUNT_TOKEN_LIFETIME_MS,
  consumeAccountToken,
  issueAccountToken,
} from '#server/auth/embedded/account-tokens.ts';
import {
  ACCOUNT_BACKOFF_SECONDS,
  ACCOUNT_FAILURES_BEFORE_BACKOFF,
  ADDRESS_ATTEMPT_LIMIT,
  checkSignInThrottle,
  PAIR_ATTEMPT_LIMIT,
  recordSignInFailure,
  SIGN_IN_WINDOW_SECONDS,
} from '#server/auth/sign-in-throttle.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { testBrowser } from '../support/auth-request.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

describe(`sign-in throttling on ${testEngine}`, () => {
  let db: Database;
  const PASSWORD = 'Maple kettle harbor 71';
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    for (const email of ['owner@example.com', 'spread@example.com', 'racing@example.com', 'regular@example.com']) {
      await testBrowser(db).signUp({ email, password: PASSWORD, fullName: 'Throttled Person' });
    }
  });
  afterAll(() => db.close());

  const start = new Date('2026-11-28T15:00:00Z');
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
  const signIn = (email: string, password: string, ipAddress: string, now = at(0)) => {
    const auth = testBrowser(db, { ip: ipAddress }).request();
    return signInWithPassword(db, auth, { email, password, ipAddress, now });
  };

  it(`stops one address after ${PAIR_ATTEMPT_LIMIT} tries at an account, right password or not, and only that address`, async () => {
    for (let attempt = 0; attempt < PAIR_ATTEMPT_LIMIT; attempt++) {
      expect(await signIn('owner@example.com', 'wrong password', '198.51.100.1')).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    const refused = await signIn('owner@example.com', PASSWORD, '198.51.100.1');
    expect(refused).toMatchObject({ ok: false, reason: 'throttled' });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(SIGN_IN_WINDOW_SECONDS);
    expect(await signIn('owner@example.com', PASSWORD, '198.51.100.2')).toMatchObject({ ok: true });
    // The owner got in: the account's failures are forgiven, the guessing address still waits.
    expect(await db.query(`select 1 from sign_in_failures where account = 'owner@example.com'`)).toHaveLength(0);
    expect(await signIn('owner@example.com', PASSWORD, '198.51.100.1')).toMatchObject({ reason: 'throttled' });
  });

  it('signs the owner in with the right password after 50 wrong ones from elsewhere', async () => {
    for (let attempt = 0; attempt < 50; attempt++) {
      await recordSignInFailure(db, {
        account: 'owner@example.com',
        ipAddress: `203.0.113.${attempt % 5}`,
        now: at(attempt),
      });
    }
    expect(await signIn('owner@example.com', PASSWORD, '192.0.2.7', at(60))).toMatchObject({ ok: true });
  });

  it(`makes a spread-out attack wait its turn: one try per ${ACCOUNT_BACKOFF_SECONDS} s from new addresses, never a lock`, async () => {
    for (let attempt = 0; attempt < ACCOUNT_FAILURES_BEFORE_BACKOFF; attempt++) {
      await recordSignInFailure(db, {
        account: 'spread@example.com',
        ipAddress: `203.0.113.${20 + attempt}`,
        now: at(0),
      });
    }
    expect(await signIn('spread@example.com', 'guess', '203.0.113.40', at(100))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const waiting = await signIn('spread@example.com', PASSWORD, '192.0.2.8', at(101));
    expect(waiting).toMatchObject({ ok: false, reason: 'throttled' });
    expect((waiting as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(ACCOUNT_BACKOFF_SECONDS);
    expect(await signIn('spread@example.com', PASSWORD, '192.0.2.8', at(110))).toMatchObject({ ok: true });
  });

  it('counts concurrent wrong guesses atomically: of 60 at once, all beyond the address’s allowance are refused', async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, () => signIn('racing@example.com', 'wrong password', '198.51.100.60', at(200))),
    );
    expect(results.filter((result) => result.ok === false && result.reason === 'invalid')).toHaveLength(
      PAIR_ATTEMPT_LIMIT,
    );
    expect(results.filter((result) => result.ok === false && result.reason === 'throttled')).toHaveLength(
      60 - PAIR_ATTEMPT_LIMIT,
    );
  });

  it(`stops one address that tries many accounts after ${ADDRESS_ATTEMPT_LIMIT} tries, without slowing anyone else`, async () => {
    for (let attempt = 0; attempt < ADDRESS_ATTEMPT_LIMIT; attempt++) {
      await checkSignInThrottle(db, { account: `victim${attempt}@example.com`, ipAddress: '192.0.2.50', now: at(300) });
    }
    expect(await signIn('racing@example.com', PASSWORD, '192.0.2.50', at(300))).toMatchObject({ reason: 'throttled' });
    expect(await signIn('racing@example.com', PASSWORD, '192.0.2.51', at(300))).toMatchObject({ ok: true });
  });

  it('gives a successful sign-in’s try back to its address, so a crowd behind one address never stops itself; failures still add up', async () => {
    const address = '192.0.2.60';
    for (let attempt = 0; attempt < ADDRESS_ATTEMPT_LIMIT - 1; attempt++) {
      await checkSignInThrottle(db, { account: `stranger${attempt}@example.com`, ipAddress: address, now: at(400) });
    }
    // One try left: each success uses it and gives it back.
    for (let visit = 0; visit < 3; visit++) {
      expect(await signIn('regular@example.com', PASSWORD, address, at(400))).toMatchObject({ ok: true });
    }
    expect(await signIn('regular@example.com', 'wrong password', address, at(400))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await signIn('regular@example.com', PASSWORD, address, at(400))).toMatchObject({ reason: 'throttled' });
  });

  it('counts only the window: old failures do not add up', async () => {
    for (let attempt = 0; attempt < ACCOUNT_FAILURES_BEFORE_BACKOFF; attempt++) {
      await recordSignInFailure(db, { account: 'slow@example.com', ipAddress: `192.0.2.${90 + attempt}`, now: at(0) });
    }
    const later = at(SIGN_IN_WINDOW_SECONDS + 1);
    expect(await checkSignInThrottle(db, { account: 'slow@example.com', ipAddress: '192.0.2.80', now: later })).toEqual(
      {
        allowed: true,
      },
    );
    expect(await checkSignInThrottle(db, { account: 'slow@example.com', ipAddress: '192.0.2.81', now: later })).toEqual(
      {
        allowed: true,
      },
    );
  });
});

describe(`account link tokens on ${testEngine}`, () => {
  let db: Database;
  let userId: string;
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    const outcome = await testBrowser(db).signUp({
      email: 'tokens@example.com',
      password: 'Maple kettle harbor 71',
      fullName: 'Token Person',
    });
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
    const outcome = await testBrowser(db).signUp({
      email: 'phone.owner@example.com',
      password: 'Maple kettle harbor 71',
      fullName: 'Phone  Owner',
    });
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
