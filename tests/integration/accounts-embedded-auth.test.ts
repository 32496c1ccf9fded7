import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from '#server/auth/session-cookie.ts';
import { SIGNED_IN_COOKIE } from '#lib/auth/signed-in-cookie.ts';
import { loadSignedInAccount } from '#server/customers/signed-in-account.ts';
import { testBrowser } from '../support/auth-request.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/** The token in the newest email of `template` sent to `to`. */
async function linkToken(db: Database, to: string, template: string): Promise<{ token: string; path: string }> {
  const email = (await emailsTo(db, to)).find((message) => message.template === template);
  if (!email) throw new Error(`No ${template} email to ${to}`);
  const link = new URL(/https?:\/\/\S+/.exec(email.text)![0]);
  return { token: link.searchParams.get('token')!, path: link.pathname };
}

describe(`the embedded auth provider on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
  });
  afterAll(() => db.close());

  it('signs a new customer up: account, customer profile, session cookie and a confirmation email', async () => {
    const browser = testBrowser(db);
    const outcome = await browser.signUp({
      email: ' New.Customer@Example.com ',
      password: 'Maple kettle harbor 71',
      fullName: 'New Customer',
    });
    expect(outcome).toMatchObject({ ok: true, user: { email: 'new.customer@example.com', emailConfirmed: false } });

    const session = browser.jar.cookies.get(SESSION_COOKIE)!;
    expect(session.options).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/',
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
    expect(SESSION_MAX_AGE_SECONDS).toBe(400 * 24 * 60 * 60);
    expect(browser.jar.cookies.get(SIGNED_IN_COOKIE)!.options.httpOnly).toBe(false);

    const user = await browser.request().currentUser();
    expect(user?.email).toBe('new.customer@example.com');
    expect(await loadSignedInAccount(db, user!)).toMatchObject({ role: 'customer', fullName: 'New Customer' });
    const [email] = await emailsTo(db, 'new.customer@example.com');
    expect(email).toMatchObject({ template: 'confirm_email', subject: 'Confirm your email for Test Store' });
    expect(email!.text).toContain('http://127.0.0.1:4321/api/auth/confirm?token=');
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const outcome = await testBrowser(db).signUp({
      email: 'NEW.customer@example.com',
      password: 'Another long one 42',
      fullName: 'Copy',
    });
    expect(outcome).toEqual({ ok: false, reason: 'email_taken' });
  });

  it('sets the Secure flag when the site is served over https', async () => {
    const browser = testBrowser(db, { siteUrl: 'https://shop.example.com' });
    await browser.signUp({
      email: 'secure@example.com',
      password: 'Maple kettle harbor 71',
      fullName: 'Secure Shopper',
    });
    expect(browser.jar.cookies.get(SESSION_COOKIE)!.options.secure).toBe(true);
    const [email] = await emailsTo(db, 'secure@example.com');
    expect(email!.text).toContain('https://shop.example.com/api/auth/confirm?token=');
  });

  it('sets the Secure flag behind a proxy that ends TLS only when the store trusts its X-Forwarded-Proto', async () => {
    const signUp = async (trustProxy: boolean, email: string) => {
      const browser = testBrowser(db, { forwardedProto: 'https', trustProxy });
      await browser.signUp({ email, password: 'Maple kettle harbor 71', fullName: 'Proxied Shopper' });
      return browser.jar.cookies.get(SESSION_COOKIE)!.options.secure;
    };
    expect(await signUp(true, 'proxied@example.com')).toBe(true);
    expect(await signUp(false, 'spoofed@example.com')).toBe(false);
  });

  it('confirms the email with the link, once', async () => {
    const browser = testBrowser(db);
    const { token, path } = await linkToken(db, 'new.customer@example.com', 'confirm_email');
    expect(path).toBe('/api/auth/confirm');
    const confirmed = await browser.request().confirmEmailLink(token);
    expect(confirmed).toMatchObject({ purpose: 'confirm_email', user: { emailConfirmed: true } });
    expect(await browser.request().confirmEmailLink(token)).toBeNull();
    expect(await browser.request().confirmEmailLink('not-a-token')).toBeNull();
  });

  it('starts a new session on every sign-in and ends the one the browser had', async () => {
    const browser = testBrowser(db);
    expect(await browser.request().signIn('new.customer@example.com', 'Maple kettle harbor 71')).not.toBeNull();
    const first = browser.jar.value(SESSION_COOKIE)!;
    await browser.request().signIn('NEW.CUSTOMER@example.com', 'Maple kettle harbor 71');
    const second = browser.jar.value(SESSION_COOKIE)!;
    expect(second).not.toBe(first);

    const stale = testBrowser(db);
    stale.jar.cookies.set(SESSION_COOKIE, { value: first, options: {} });
    expect(await stale.request().currentUser()).toBeNull();
    expect(await browser.request().currentUser()).not.toBeNull();
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const browser = testBrowser(db);
    expect(await browser.request().signIn('new.customer@example.com', 'wrong password here')).toBeNull();
    expect(await browser.request().signIn('nobody@example.com', 'Maple kettle harbor 71')).toBeNull();
    expect(browser.jar.value(SESSION_COOKIE)).toBeUndefined();
  });

  it('signs out by revoking the session on the server, not only in the browser', async () => {
    const browser = testBrowser(db);
    await browser.request().signIn('new.customer@example.com', 'Maple kettle harbor 71');
    const token = browser.jar.value(SESSION_COOKIE)!;
    await browser.request().signOut();
    expect(browser.jar.value(SESSION_COOKIE)).toBeUndefined();
    expect(browser.jar.value(SIGNED_IN_COOKIE)).toBeUndefined();

    const copy = testBrowser(db);
    copy.jar.cookies.set(SESSION_COOKIE, { value: token, options: {} });
    expect(await copy.request().currentUser()).toBeNull();
  });

  it('ends every session of a disabled account', async () => {
    const browser = testBrowser(db);
    const { user } = (await browser.signUp({
      email: 'soon.disabled@example.com',
      password: 'Maple kettle harbor 71',
      fullName: 'Soon Disabled',
    })) as { user: { id: string } };
    expect(await browser.request().currentUser()).not.toBeNull();
    await db.query('update profiles set disabled_at = now() where id = $1', [user.id]);
    expect(await browser.request().currentUser()).toBeNull();
  });

  it('resets a forgotten password with a single-use link that ends the other sessions', async () => {
    const elsewhere = testBrowser(db);
    await elsewhere.request().signIn('new.customer@example.com', 'Maple kettle harbor 71');

    const browser = testBrowser(db);
    await browser.request().sendPasswordReset('New.Customer@example.com');
    const { token, path } = await linkToken(db, 'new.customer@example.com', 'reset_password');
    expect(path).toBe('/account/update-password');
    expect(await browser.request().passwordLinkPurpose(token)).toBe('reset_password');

    const user = await browser.request().setPasswordWithLink(token, 'Brand new river stones 9');
    expect(user?.email).toBe('new.customer@example.com');
    expect(await browser.request().currentUser()).not.toBeNull();
    expect(await elsewhere.request().currentUser()).toBeNull();
    expect(await browser.request().setPasswordWithLink(token, 'Yet another password 10')).toBeNull();
    expect(await browser.request().passwordLinkPurpose(token)).toBeNull();
    expect(
      await testBrowser(db).request().signIn('new.customer@example.com', 'Brand new river stones 9'),
    ).not.toBeNull();
  });

  it('says nothing and sends nothing when a reset is asked for an unknown email', async () => {
    const before = await db.query('select count(*)::int as n from email_outbox');
    await testBrowser(db).request().sendPasswordReset('nobody@example.com');
    expect(await db.query('select count(*)::int as n from email_outbox')).toEqual(before);
  });

  it('only the newest reset link works', async () => {
    const browser = testBrowser(db);
    await browser.request().sendPasswordReset('new.customer@example.com');
    const older = await linkToken(db, 'new.customer@example.com', 'reset_password');
    await browser.request().sendPasswordReset('new.customer@example.com');
    const newer = await linkToken(db, 'new.customer@example.com', 'reset_password');
    expect(newer.token).not.toBe(older.token);
    expect(await browser.request().setPasswordWithLink(older.token, 'Older link password 11')).toBeNull();
    expect(await browser.request().setPasswordWithLink(newer.token, 'Newer link password 12')).not.toBeNull();
  });

  it('changes the password only with the current one, keeping this session and ending the others', async () => {
    const here = testBrowser(db);
    const there = testBrowser(db);
    const user = (await here.request().signIn('new.customer@example.com', 'Newer link password 12'))!;
    await there.request().signIn('new.customer@example.com', 'Newer link password 12');
    expect(await here.request().changePassword(user, 'not the password', 'Changed password here 13')).toBe(false);
    expect(await here.request().changePassword(user, 'Newer link password 12', 'Changed password here 13')).toBe(true);
    expect(await here.request().currentUser()).not.toBeNull();
    expect(await there.request().currentUser()).toBeNull();
  });

  it('changes the email, with the current password, when the link sent to the new address is opened', async () => {
    const browser = testBrowser(db);
    const user = (await browser.request().signIn('new.customer@example.com', 'Changed password here 13'))!;
    expect(await browser.request().requestEmailChange(user, 'not the password', 'Moved@Example.com')).toBe(
      'wrong_password',
    );
    expect(await emailsTo(db, 'moved@example.com')).toEqual([]);
    expect(await browser.request().requestEmailChange(user, 'Changed password here 13', 'secure@example.com')).toBe(
      'email_taken',
    );
    expect(await browser.request().requestEmailChange(user, 'Changed password here 13', 'Moved@Example.com')).toBe(
      'sent',
    );
    const { token } = await linkToken(db, 'moved@example.com', 'change_email');
    expect((await browser.request().currentUser())?.email).toBe('new.customer@example.com');
    expect(await browser.request().confirmEmailLink(token)).toMatchObject({
      purpose: 'change_email',
      user: { email: 'moved@example.com' },
    });
    expect((await browser.request().currentUser())?.email).toBe('moved@example.com');
    expect(await testBrowser(db).request().signIn('moved@example.com', 'Changed password here 13')).not.toBeNull();
  });

  it('invites an account without a password, and a new invitation replaces the old link', async () => {
    const admin = testBrowser(db);
    expect(
      await admin.request().invite({ email: 'budtender@example.com', fullName: 'Bud Tender', role: 'manager' }),
    ).toBe('sent');
    expect(
      await admin.request().invite({ email: 'budtender@example.com', fullName: 'Bud Tender', role: 'manager' }),
    ).toBe('email_taken');
    const first = await linkToken(db, 'budtender@example.com', 'invite');
    // Staff set up their account on the dashboard's screen.
    expect(first.path).toBe('/dashboard/confirm');
    expect(await admin.request().signIn('budtender@example.com', '')).toBeNull();

    await testBrowser(db).request().resendInvite('budtender@example.com');
    const second = await linkToken(db, 'budtender@example.com', 'invite');
    expect(second.path).toBe('/dashboard/confirm');
    const browser = testBrowser(db);
    expect(await browser.request().passwordLinkPurpose(second.token)).toBe('invite');
    expect(await browser.request().setPasswordWithLink(first.token, 'Invited person password 14')).toBeNull();
    const user = await browser.request().setPasswordWithLink(second.token, 'Invited person password 14');
    expect(user).toMatchObject({ email: 'budtender@example.com', emailConfirmed: true });
    expect(await loadSignedInAccount(db, user!)).toMatchObject({ role: 'manager' });
  });

  it('invites a customer to their account pages', async () => {
    expect(
      await testBrowser(db)
        .request()
        .invite({ email: 'imported@example.com', fullName: 'Imported Customer', role: 'customer' }),
    ).toBe('sent');
    const invitation = (await emailsTo(db, 'imported@example.com')).find((message) => message.template === 'invite');
    expect(invitation?.subject).toBe("You're invited to your Test Store account");
    expect((await linkToken(db, 'imported@example.com', 'invite')).path).toBe('/account/update-password');
  });

  it('sends no invitation to an account that already has a password or to nobody', async () => {
    const count = async () =>
      (await db.query<{ n: number }>(`select count(*)::int as n from email_outbox where template = 'invite'`))[0]!.n;
    const before = await count();
    await testBrowser(db).request().resendInvite('budtender@example.com');
    await testBrowser(db).request().resendInvite('moved@example.com');
    await testBrowser(db).request().resendInvite('nobody@example.com');
    expect(await count()).toBe(before);
  });
});
