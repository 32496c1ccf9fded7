import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NETWORK_RETRIES } from '#lib/http/retry-policy.ts';
import { signInWithPassword } from '#server/customers/sign-in.ts';
import { AuthInputRefused } from '#server/auth/auth-provider.ts';
import { STAFF_SESSION_IDLE_SECONDS } from '#lib/auth/staff-sessions.ts';
import { SESSION_MAX_AGE_SECONDS } from '#server/auth/session-cookie.ts';
import { SIGNED_IN_COOKIE } from '#lib/auth/signed-in-cookie.ts';
import { createSupabaseAuthProvider } from '#server/auth/supabase/supabase-provider.ts';
import type { SupabaseConfig } from '#server/config/supabase-config.ts';
import type { Database } from '#server/db/database.ts';
import { testBrowser, type TestBrowserOptions } from '../support/auth-request.ts';
import {
  fixtureAccessToken,
  fixtureBody,
  readSessionCookie,
  RecordedSupabaseAuth,
  writesUserTo,
} from '../support/recorded-supabase-auth.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

const project: SupabaseConfig = {
  url: 'https://abcdefghijklmnopqrst.supabase.co',
  anonKey: 'sb_publishable_c2VjcmV0LWFub24ta2V5LWZvci10ZXN0cw',
  serviceRoleKey: 'sb_secret_c2VydmljZS1yb2xlLWtleS1mb3ItdGVzdHM',
};
const SESSION = 'sb-abcdefghijklmnopqrst-auth-token';
const DANA = {
  id: '3f0c9b3e-6a1d-4f3e-9a52-7c1e2b8d4a10',
  email: 'dana.customer@example.com',
  password: 'Maple kettle harbor 71',
};
const TOKEN_HASH = 'pkce_6f1b2c9e8d7a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e';

describe(`the Supabase auth provider against recorded Supabase Auth answers, on ${testEngine}`, () => {
  let db: Database;
  let supabaseAuth: RecordedSupabaseAuth;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
  });
  afterAll(() => db.close());
  beforeEach(() => {
    supabaseAuth = new RecordedSupabaseAuth(project);
  });
  afterEach(() => supabaseAuth.verify());

  /** A browser of a store whose accounts live in Supabase Auth (replayed). */
  const browser = (options: TestBrowserOptions = {}) =>
    testBrowser(db, {
      supabase: project,
      provider: (auth) => createSupabaseAuthProvider(auth, { fetch: supabaseAuth.fetch }),
      ...options,
    });

  async function signedInBrowser(options: TestBrowserOptions = {}) {
    const signedIn = browser(options);
    supabaseAuth.expect('POST /auth/v1/token?grant_type=password', 'token-password-200');
    expect(await signedIn.request().signIn(DANA.email, DANA.password)).not.toBeNull();
    return signedIn;
  }

  const profileOf = async (id: string) =>
    (
      await db.query<{ role: string; full_name: string }>('select role, full_name from profiles where id = $1', [id])
    )[0];

  describe('signing in and out', () => {
    it('signs in with the password grant: Supabase session in HttpOnly cookies, and the signed-in companion', async () => {
      const signedIn = browser();
      supabaseAuth.expect('POST /auth/v1/token?grant_type=password', 'token-password-200', {
        body: { email: DANA.email, password: DANA.password },
      });
      const user = await signedIn.request().signIn(' Dana.Customer@Example.com ', DANA.password);
      expect(user).toEqual({ id: DANA.id, email: DANA.email, emailConfirmed: true });

      const session = readSessionCookie(signedIn.jar, SESSION);
      expect(session?.access_token).toBe(fixtureAccessToken('token-password-200'));
      const sessionCookies = [...signedIn.jar.cookies].filter(([name]) => name.startsWith(SESSION));
      expect(sessionCookies.length).toBeGreaterThan(0);
      for (const [, cookie] of sessionCookies) {
        expect(cookie.options).toMatchObject({
          httpOnly: true,
          sameSite: 'lax',
          secure: false,
          path: '/',
          maxAge: SESSION_MAX_AGE_SECONDS,
        });
      }
      expect(signedIn.jar.cookies.get(SIGNED_IN_COOKIE)?.options).toMatchObject({
        httpOnly: false,
        maxAge: SESSION_MAX_AGE_SECONDS,
      });
      expect(supabaseAuth.sent[0]!.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    });

    it('sets the Secure flag when the site is served over https', async () => {
      const signedIn = await signedInBrowser({ siteUrl: 'https://shop.example.com' });
      for (const [name, cookie] of signedIn.jar.cookies) expect(cookie.options.secure, name).toBe(true);
    });

    it('refuses a wrong password without a cookie or an error', async () => {
      const refused = browser();
      supabaseAuth.expect('POST /auth/v1/token?grant_type=password', 'token-password-400-invalid-credentials');
      expect(await refused.request().signIn(DANA.email, 'not the password at all')).toBeNull();
      expect(refused.jar.cookies.size).toBe(0);
    });

    it('knows the signed-in user from the cookie, asking Supabase once per request', async () => {
      const signedIn = await signedInBrowser();
      supabaseAuth.expect('GET /auth/v1/user', 'user-200');
      const request = signedIn.request();
      expect(await request.currentUser()).toEqual({ id: DANA.id, email: DANA.email, emailConfirmed: true });
      expect(await request.currentUser()).not.toBeNull();
      const asked = supabaseAuth.sent.at(-1)!;
      expect(asked.headers.get('authorization')).toBe(`Bearer ${fixtureAccessToken('token-password-200')}`);
    });

    it('asks Supabase nothing for a visitor without a session', async () => {
      expect(await browser().request().currentUser()).toBeNull();
      expect(supabaseAuth.sent).toHaveLength(0);
    });

    it('refreshes an expired access token and keeps the new one in the cookie', async () => {
      const signedIn = await signedInBrowser();
      const session = readSessionCookie(signedIn.jar, SESSION)!;
      const expired = { ...session, expires_at: Math.floor(Date.now() / 1000) - 60 };
      for (const name of [...signedIn.jar.cookies.keys()].filter((cookie) => cookie.startsWith(SESSION)))
        signedIn.jar.cookies.delete(name);
      signedIn.jar.cookies.set(SESSION, {
        value: `base64-${Buffer.from(JSON.stringify(expired)).toString('base64url')}`,
        options: {},
      });

      supabaseAuth
        .expect('POST /auth/v1/token?grant_type=refresh_token', 'token-refresh-token-200', {
          body: { refresh_token: session.refresh_token },
        })
        .expect('GET /auth/v1/user', 'user-200');
      expect(await signedIn.request().currentUser()).toMatchObject({ id: DANA.id });
      expect(readSessionCookie(signedIn.jar, SESSION)?.access_token).toBe(
        fixtureAccessToken('token-refresh-token-200'),
      );
      expect(supabaseAuth.sent.at(-1)!.headers.get('authorization')).toBe(
        `Bearer ${fixtureAccessToken('token-refresh-token-200')}`,
      );
    });

    it('treats a session signed out elsewhere as nobody and forgets it', async () => {
      const signedIn = await signedInBrowser();
      supabaseAuth.expect('GET /auth/v1/user', 'user-403-session-not-found');
      expect(await signedIn.request().currentUser()).toBeNull();
      expect(readSessionCookie(signedIn.jar, SESSION)).toBeNull();
    });

    it('gives a disabled profile no session: signed in at Supabase and out again within the request', async () => {
      await writesUserTo(db)(fixtureBody('user-200'));
      await db.query(`insert into profiles (id, full_name, disabled_at) values ($1, 'Dana Customer', now())`, [
        DANA.id,
      ]);
      const refused = browser();
      supabaseAuth
        .expect('POST /auth/v1/token?grant_type=password', 'token-password-200')
        .expect('POST /auth/v1/logout?scope=local', 'logout-204');
      const result = await signInWithPassword(db, refused.request(), {
        email: DANA.email,
        password: DANA.password,
        ipAddress: '203.0.113.7',
      });
      expect(result).toEqual({ ok: false, reason: 'invalid' });
      expect(refused.jar.cookies.size).toBe(0);
      await db.query('update profiles set disabled_at = null where id = $1', [DANA.id]);
      await db.query('delete from sign_in_failures');
    });

    it('ends a staff session unused for a shift, at Supabase too; a customer’s stays', async () => {
      await writesUserTo(db)(fixtureBody('user-200'));
      await db.query(
        `insert into profiles (id, full_name, role) values ($1, 'Dana Customer', 'manager')
         on conflict (id) do update set role = 'manager'`,
        [DANA.id],
      );
      const signedIn = await signedInBrowser();
      supabaseAuth.expect('GET /auth/v1/user', 'user-200');
      expect(await signedIn.request().currentUser()).not.toBeNull();
      // The session of the recorded access token, last used a shift and an hour ago.
      const idle = `${STAFF_SESSION_IDLE_SECONDS / 3600 + 1} hours`;
      const moved = await db.query(
        `update staff_session_activity set last_seen_at = now() - $2::interval where session_id = $1 returning 1`,
        ['5c9a1e7d-2b4f-4c8a-a6d3-0e1f2a3b4c5d', idle],
      );
      expect(moved).toHaveLength(1);
      supabaseAuth.expect('GET /auth/v1/user', 'user-200').expect('POST /auth/v1/logout?scope=local', 'logout-204');
      expect(await signedIn.request().currentUser()).toBeNull();
      expect(readSessionCookie(signedIn.jar, SESSION)).toBeNull();

      await db.query(`update profiles set role = 'customer' where id = $1`, [DANA.id]);
      const customer = await signedInBrowser();
      await db.query(`update staff_session_activity set last_seen_at = now() - '400 days'::interval`);
      supabaseAuth.expect('GET /auth/v1/user', 'user-200');
      expect(await customer.request().currentUser()).not.toBeNull();
    });

    it('signs out by ending the session at Supabase (this browser only) and clearing the cookies', async () => {
      const signedIn = await signedInBrowser();
      supabaseAuth.expect('POST /auth/v1/logout?scope=local', 'logout-204');
      await signedIn.request().signOut();
      expect(supabaseAuth.sent.at(-1)!.headers.get('authorization')).toBe(
        `Bearer ${fixtureAccessToken('token-password-200')}`,
      );
      expect(signedIn.jar.cookies.size).toBe(0);
    });
  });

  describe('signing up', () => {
    it('signs a new customer up: Supabase account, customer profile, session, confirmation link to the store', async () => {
      const newcomer = browser();
      supabaseAuth.expect(
        'POST /auth/v1/signup?redirect_to=http%3A%2F%2F127.0.0.1%3A4321%2Fapi%2Fauth%2Fconfirm',
        'signup-200-session',
        {
          body: {
            email: 'new.customer@example.com',
            password: 'Maple kettle harbor 71',
            data: { full_name: 'New Customer' },
          },
          then: writesUserTo(db),
        },
      );
      const outcome = await newcomer
        .request()
        .signUp({ email: 'New.Customer@example.com', password: 'Maple kettle harbor 71', fullName: ' New Customer ' });
      expect(outcome).toEqual({
        ok: true,
        user: { id: '9d4e2a1b-7c3f-4e5d-8a6b-1f2e3d4c5b6a', email: 'new.customer@example.com', emailConfirmed: true },
      });
      expect(await profileOf('9d4e2a1b-7c3f-4e5d-8a6b-1f2e3d4c5b6a')).toEqual({
        role: 'customer',
        full_name: 'New Customer',
      });
      expect(readSessionCookie(newcomer.jar, SESSION)?.access_token).toBe(fixtureAccessToken('signup-200-session'));
      expect(newcomer.jar.value(SIGNED_IN_COOKIE)).toBe('1');
      // The PKCE verifier auth-js keeps is never needed by a token-hash link: it does not stay.
      expect([...newcomer.jar.cookies.keys()].filter((name) => name.includes('code-verifier'))).toEqual([]);
    });

    it('makes the account without signing in when Supabase waits for the email confirmation', async () => {
      const newcomer = browser();
      supabaseAuth.expect('POST /auth/v1/signup', 'signup-200-confirmation-sent', { then: writesUserTo(db) });
      const outcome = await newcomer.request().signUp({
        email: 'pending.customer@example.com',
        password: 'Maple kettle harbor 71',
        fullName: 'Pending Customer',
      });
      expect(outcome).toMatchObject({
        ok: true,
        user: { email: 'pending.customer@example.com', emailConfirmed: false },
      });
      expect(await profileOf('c5b4a392-8170-4f6e-9d5c-4b3a29180706')).toEqual({
        role: 'customer',
        full_name: 'Pending Customer',
      });
      expect(newcomer.jar.cookies.size).toBe(0);
    });

    it('asks Supabase about an address auth.users has too, so a taken one is answered as slowly as a new one', async () => {
      supabaseAuth.expect('POST /auth/v1/signup', 'signup-200-existing-obfuscated');
      const outcome = await browser()
        .request()
        .signUp({ email: 'NEW.customer@example.com', password: 'Another long one 42', fullName: 'Copy' });
      expect(outcome).toEqual({ ok: false, reason: 'email_taken' });
      expect(supabaseAuth.sent).toHaveLength(1);
    });

    it.each([
      ['the made-up user Supabase answers when confirmations are on', 'signup-200-existing-obfuscated'],
      ['user_already_exists when confirmations are off', 'signup-422-user-already-exists'],
    ])('says the email is taken on %s, and makes no profile', async (_answer, fixture) => {
      supabaseAuth.expect('POST /auth/v1/signup', fixture);
      const outcome = await browser()
        .request()
        .signUp({ email: 'taken@example.com', password: 'Another long one 42', fullName: 'Someone Else' });
      expect(outcome).toEqual({ ok: false, reason: 'email_taken' });
      expect(await profileOf('6e5d4c3b-2a19-4087-b6a5-948372615049')).toBeUndefined();
    });
  });

  describe('emailed links', () => {
    it('sends a reset link for any address and says nothing, even when Supabase is out of emails', async () => {
      supabaseAuth
        .expect(
          'POST /auth/v1/recover?redirect_to=http%3A%2F%2F127.0.0.1%3A4321%2Faccount%2Fupdate-password',
          'recover-200',
          {
            body: { email: 'nobody@example.com' },
          },
        )
        .expect('POST /auth/v1/recover', 'recover-429-over-email-send-rate-limit');
      const visitor = browser();
      await expect(visitor.request().sendPasswordReset('Nobody@example.com')).resolves.toBeUndefined();
      await expect(visitor.request().sendPasswordReset(DANA.email)).resolves.toBeUndefined();
      expect(visitor.jar.cookies.size).toBe(0);
    });

    it('tells a reset link from an invitation by the type its template gives it', async () => {
      const request = browser().request();
      expect(await request.passwordLinkPurpose(TOKEN_HASH, 'recovery')).toBe('reset_password');
      expect(await request.passwordLinkPurpose(TOKEN_HASH, 'invite')).toBe('invite');
      expect(await request.passwordLinkPurpose(TOKEN_HASH, 'email')).toBeNull();
      expect(await request.passwordLinkPurpose(TOKEN_HASH, null)).toBeNull();
      expect(await request.passwordLinkPurpose('<script>', 'recovery')).toBeNull();
    });

    it('refuses an expired or used link quietly', async () => {
      const holder = browser();
      supabaseAuth.expect('POST /auth/v1/verify', 'verify-403-otp-expired', {
        body: { token_hash: TOKEN_HASH, type: 'recovery' },
      });
      expect(await holder.request().setPasswordWithLink(TOKEN_HASH, 'Brand new river stones 9', 'recovery')).toBeNull();
      expect(
        await holder.request().setPasswordWithLink(TOKEN_HASH, 'Brand new river stones 9', 'magiclink'),
      ).toBeNull();
      expect(holder.jar.cookies.size).toBe(0);
    });

    it('sets a new password from a reset link and signs in', async () => {
      const holder = browser();
      supabaseAuth
        .expect('POST /auth/v1/verify', 'verify-200-recovery', { body: { token_hash: TOKEN_HASH, type: 'recovery' } })
        .expect('PUT /auth/v1/user', 'user-put-200', { body: { password: 'Brand new river stones 9' } });
      const user = await holder.request().setPasswordWithLink(TOKEN_HASH, 'Brand new river stones 9', 'recovery');
      expect(user).toEqual({ id: DANA.id, email: DANA.email, emailConfirmed: true });
      expect(supabaseAuth.sent.at(-1)!.headers.get('authorization')).toBe(
        `Bearer ${fixtureAccessToken('verify-200-recovery')}`,
      );
      expect(readSessionCookie(holder.jar, SESSION)?.access_token).toBe(fixtureAccessToken('verify-200-recovery'));
      expect(holder.jar.value(SIGNED_IN_COOKIE)).toBe('1');
    });

    it('confirms an email address with the link from the sign-up email', async () => {
      const holder = browser();
      supabaseAuth
        .expect('POST /auth/v1/verify', 'verify-200-email', { body: { token_hash: TOKEN_HASH, type: 'email' } })
        .expect('POST /auth/v1/verify', 'verify-403-otp-expired', {
          body: { token_hash: TOKEN_HASH, type: 'email_change' },
        });
      expect(await holder.request().confirmEmailLink(TOKEN_HASH, 'email')).toEqual({
        purpose: 'confirm_email',
        user: {
          id: 'c5b4a392-8170-4f6e-9d5c-4b3a29180706',
          email: 'pending.customer@example.com',
          emailConfirmed: true,
        },
      });
      expect(await holder.request().confirmEmailLink(TOKEN_HASH, 'email_change')).toBeNull();
      expect(await holder.request().confirmEmailLink(TOKEN_HASH, 'recovery')).toBeNull();
    });
  });

  describe('changing what the account signs in with', () => {
    it('changes the password after checking the current one', async () => {
      const signedIn = await signedInBrowser();
      const account = { id: DANA.id, email: DANA.email, emailConfirmed: true };
      supabaseAuth.expect('POST /auth/v1/token?grant_type=password', 'token-password-400-invalid-credentials');
      expect(await signedIn.request().changePassword(account, 'a wrong guess here', 'Brand new river stones 9')).toBe(
        false,
      );

      supabaseAuth
        .expect('POST /auth/v1/token?grant_type=password', 'token-password-200', {
          body: { email: DANA.email, password: DANA.password },
        })
        .expect('PUT /auth/v1/user', 'user-put-200', { body: { password: 'Brand new river stones 9' } });
      expect(await signedIn.request().changePassword(account, DANA.password, 'Brand new river stones 9')).toBe(true);
    });

    it('asks Supabase to confirm a new email address after signing in again with the password, and says when another account has it', async () => {
      const signedIn = await signedInBrowser();
      const account = { id: DANA.id, email: DANA.email, emailConfirmed: true };
      // A wrong password: Supabase is asked for nothing more.
      supabaseAuth.expect('POST /auth/v1/token?grant_type=password', 'token-password-400-invalid-credentials', {
        body: { email: DANA.email, password: 'a wrong guess here' },
      });
      expect(await signedIn.request().requestEmailChange(account, 'a wrong guess here', 'Dana.New@example.com')).toBe(
        'wrong_password',
      );
      supabaseAuth.verify();

      supabaseAuth
        .expect('POST /auth/v1/token?grant_type=password', 'token-password-200', {
          body: { email: DANA.email, password: DANA.password },
        })
        .expect(
          'PUT /auth/v1/user?redirect_to=http%3A%2F%2F127.0.0.1%3A4321%2Fapi%2Fauth%2Fconfirm',
          'user-put-200-email-change',
          {
            body: { email: 'dana.new@example.com' },
          },
        )
        .expect('POST /auth/v1/token?grant_type=password', 'token-password-200')
        .expect('PUT /auth/v1/user', 'user-put-422-email-exists', { body: { email: 'new.customer@example.com' } });
      expect(await signedIn.request().requestEmailChange(account, DANA.password, 'Dana.New@example.com')).toBe('sent');
      expect(await signedIn.request().requestEmailChange(account, DANA.password, 'new.customer@example.com')).toBe(
        'email_taken',
      );
    });
  });

  describe('staff invitations', () => {
    it('invites staff with the service-role key to the dashboard’s set-up screen, and gives the profile its role', async () => {
      supabaseAuth.expect(
        'POST /auth/v1/invite?redirect_to=http%3A%2F%2F127.0.0.1%3A4321%2Fdashboard%2Fconfirm',
        'invite-200',
        {
          apikey: project.serviceRoleKey,
          body: { email: 'sam.budtender@example.com', data: { full_name: 'Sam Budtender' } },
          then: writesUserTo(db),
        },
      );
      const outcome = await browser()
        .request()
        .invite({ email: 'Sam.Budtender@example.com', fullName: 'Sam Budtender', role: 'manager' });
      expect(outcome).toBe('sent');
      expect(supabaseAuth.sent.at(-1)!.headers.get('authorization')).toBe(`Bearer ${project.serviceRoleKey}`);
      expect(await profileOf('8b2f6d4c-1e3a-4c5b-9d7e-2f6a1b3c5d8e')).toEqual({
        role: 'manager',
        full_name: 'Sam Budtender',
      });
    });

    it('says the email is taken for an existing account, whether the app or Supabase knows first', async () => {
      const request = browser().request();
      expect(await request.invite({ email: 'new.customer@example.com', fullName: 'Copy', role: 'admin' })).toBe(
        'email_taken',
      );
      supabaseAuth.expect('POST /auth/v1/invite', 'invite-422-email-exists', { apikey: project.serviceRoleKey });
      expect(
        await request.invite({ email: 'confirmed.elsewhere@example.com', fullName: 'Elsewhere', role: 'admin' }),
      ).toBe('email_taken');
    });

    it('says why when Supabase will not send an invitation now', async () => {
      supabaseAuth.expect('POST /auth/v1/invite', 'recover-429-over-email-send-rate-limit', {
        apikey: project.serviceRoleKey,
      });
      await expect(
        browser().request().invite({ email: 'later@example.com', fullName: 'Later', role: 'manager' }),
      ).rejects.toThrow(AuthInputRefused);
    });

    it('sends a new invitation only to an invited account that never accepted', async () => {
      supabaseAuth.expect(
        'POST /auth/v1/invite?redirect_to=http%3A%2F%2F127.0.0.1%3A4321%2Fdashboard%2Fconfirm',
        'invite-200',
        {
          apikey: project.serviceRoleKey,
          body: { email: 'sam.budtender@example.com' },
        },
      );
      await browser().request().resendInvite('SAM.budtender@example.com');
      await browser().request().resendInvite('nobody@example.com');
      await browser().request().resendInvite('new.customer@example.com');
      expect(supabaseAuth.sent).toHaveLength(1);
    });

    it('sends a customer’s invitation to their account pages', async () => {
      await db.query(`update profiles set role = 'customer' where id = '8b2f6d4c-1e3a-4c5b-9d7e-2f6a1b3c5d8e'`);
      supabaseAuth.expect(
        'POST /auth/v1/invite?redirect_to=http%3A%2F%2F127.0.0.1%3A4321%2Faccount%2Fupdate-password',
        'invite-200',
        {
          apikey: project.serviceRoleKey,
          body: { email: 'sam.budtender@example.com' },
        },
      );
      await browser().request().resendInvite('sam.budtender@example.com');
      await db.query(`update profiles set role = 'manager' where id = '8b2f6d4c-1e3a-4c5b-9d7e-2f6a1b3c5d8e'`);
    });
  });

  describe('when Supabase cannot be reached', () => {
    it(`tries ${NETWORK_RETRIES} more times, then fails loudly instead of answering "wrong password"`, async () => {
      supabaseAuth.unreachable(1 + NETWORK_RETRIES);
      await expect(browser().request().signIn(DANA.email, DANA.password)).rejects.toThrow('fetch failed');
      expect(supabaseAuth.sent.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(
        Array(1 + NETWORK_RETRIES).fill('POST /auth/v1/token'),
      );
    });

    it('gets through a short outage', async () => {
      supabaseAuth.unreachable(NETWORK_RETRIES).expect('POST /auth/v1/token?grant_type=password', 'token-password-200');
      expect(await browser().request().signIn(DANA.email, DANA.password)).toMatchObject({ id: DANA.id });
      expect(supabaseAuth.sent).toHaveLength(1 + NETWORK_RETRIES);
    });
  });
});
