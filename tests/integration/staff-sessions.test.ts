import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SESSION_IDLE_SECONDS, STAFF_SESSION_MAX_AGE_SECONDS } from '#lib/auth/staff-sessions.ts';
import type { Database } from '#server/db/database.ts';
import { testBrowser } from '../support/auth-request.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/**
 * Staff sessions end after a shift without use and a week after signing in; a shopper's keeps the
 * spec's 400 days (embedded sessions; the Supabase provider's are in accounts-supabase-auth.test.ts).
 */
const PASSWORD = 'Maple kettle harbor 71';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe(`staff sessions on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
  });
  afterAll(() => db.close());

  async function signedIn(email: string, role: 'customer' | 'manager' | 'admin') {
    const browser = testBrowser(db);
    const outcome = await browser.signUp({ email, password: PASSWORD, fullName: 'Sam Staff' });
    if (!outcome.ok) throw new Error('sign-up refused');
    await db.query('update profiles set role = $2 where id = $1', [outcome.user.id, role]);
    expect(await browser.request().currentUser()).not.toBeNull();
    return { browser, userId: outcome.user.id };
  }

  const setSessionTimes = (userId: string, times: { created: Date; lastSeen: Date }) =>
    db.query('update auth_sessions set created_at = $2, last_seen_at = $3 where user_id = $1 and revoked_at is null', [
      userId,
      times.created,
      times.lastSeen,
    ]);

  it('ends a manager’s session after a shift without a request, and revokes it', async () => {
    const { browser, userId } = await signedIn('shift.manager@example.com', 'manager');
    const idleHours = STAFF_SESSION_IDLE_SECONDS / 3600;
    await setSessionTimes(userId, { created: hoursAgo(idleHours - 1), lastSeen: hoursAgo(idleHours - 1) });
    expect(await browser.request().currentUser()).not.toBeNull();
    await setSessionTimes(userId, { created: hoursAgo(idleHours + 1), lastSeen: hoursAgo(idleHours + 1) });
    expect(await browser.request().currentUser()).toBeNull();
    const [open] = await db.query<{ count: number }>(
      'select count(*)::int as count from auth_sessions where user_id = $1 and revoked_at is null',
      [userId],
    );
    expect(open!.count).toBe(0);
  });

  it('ends an admin’s session a week after signing in, however busy', async () => {
    const { browser, userId } = await signedIn('busy.admin@example.com', 'admin');
    await setSessionTimes(userId, {
      created: hoursAgo(STAFF_SESSION_MAX_AGE_SECONDS / 3600 + 1),
      lastSeen: hoursAgo(0),
    });
    expect(await browser.request().currentUser()).toBeNull();
    // Signing in again starts a new week.
    expect(await browser.request().signIn('busy.admin@example.com', PASSWORD)).not.toBeNull();
    expect(await browser.request().currentUser()).not.toBeNull();
  });

  it('keeps a shopper signed in for months without a visit', async () => {
    const { browser, userId } = await signedIn('shopper@example.com', 'customer');
    await setSessionTimes(userId, { created: hoursAgo(300 * 24), lastSeen: hoursAgo(60 * 24) });
    expect(await browser.request().currentUser()).not.toBeNull();
  });
});
