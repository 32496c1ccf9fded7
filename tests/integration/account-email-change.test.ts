import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAccountEmail } from '#server/customers/email-change.ts';
import { loadSignedInAccount, type SignedInAccount } from '#server/customers/signed-in-account.ts';
import { checkSignInThrottle, PAIR_ATTEMPT_LIMIT } from '#server/auth/sign-in-throttle.ts';
import type { Database } from '#server/db/database.ts';
import { Refusal } from '#server/http/refusal.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { testBrowser } from '../support/auth-request.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

const ORIGIN = 'https://shop.example.com';
const PASSWORD = 'Maple kettle harbor 71';

/** The link in the newest email of `template` to `to`. */
async function emailedLink(db: Database, to: string, template: string): Promise<URL> {
  const email = (await emailsTo(db, to)).find((message) => message.template === template);
  if (!email) throw new Error(`No ${template} email to ${to}`);
  return new URL(/https?:\/\/\S+/.exec(email.text)![0]);
}

describe(`changing an account's email on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
  });
  afterAll(() => db.close());

  /** A customer signed in in a browser of their own, as the account pages see them. */
  async function signedInCustomer(email: string) {
    const browser = testBrowser(db);
    await browser.signUp({ email, password: PASSWORD, fullName: 'Dana Owner' });
    const user = await browser.request().currentUser();
    const account = (await loadSignedInAccount(db, user!)) as SignedInAccount;
    const change = (currentPassword: string, newEmail: string, ipAddress = '203.0.113.7') =>
      changeAccountEmail(db, browser.request(), account, { currentPassword, newEmail, ipAddress, origin: ORIGIN });
    return { browser, account, change };
  }

  it('refuses a change without the right password: nothing is sent and the account keeps its address', async () => {
    const { browser, change } = await signedInCustomer('dana.owner@example.com');
    const refused = await change('a guess at the password', 'thief@example.com').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({
      status: 403,
      fields: { currentPassword: ['Your current password is not right.'] },
    });
    expect(await emailsTo(db, 'thief@example.com')).toEqual([]);
    expect((await emailsTo(db, 'dana.owner@example.com')).map((email) => email.template)).toEqual(['confirm_email']);
    expect((await browser.request().currentUser())?.email).toBe('dana.owner@example.com');
  });

  it('tells the address being left at once, with where the account is going and how to stop it', async () => {
    const { browser, change } = await signedInCustomer('lee.owner@example.com');
    expect(await change(PASSWORD, 'Lee.New@Example.com')).toEqual({ sentTo: 'lee.new@example.com' });
    const [notice] = await emailsTo(db, 'lee.owner@example.com', 1);
    expect(notice).toMatchObject({
      template: 'email_change_notice',
      subject: 'The email of your Test Store account is being changed',
    });
    expect(notice!.text).toContain('from lee.owner@example.com to lee.new@example.com');
    expect(notice!.text).toContain(`${ORIGIN}/account/forgot-password`);
    expect(notice!.text).toMatch(/If it was not you, do not open any link about the change/);

    // The change itself waits for the new address's link.
    const link = await emailedLink(db, 'lee.new@example.com', 'change_email');
    expect((await browser.request().currentUser())?.email).toBe('lee.owner@example.com');
    expect(await browser.request().confirmEmailLink(link.searchParams.get('token')!)).toMatchObject({
      purpose: 'change_email',
      user: { email: 'lee.new@example.com' },
    });
  });

  it('lets the owner stop a change they did not ask for with a new password from the reset link', async () => {
    const { change } = await signedInCustomer('kim.owner@example.com');
    await change(PASSWORD, 'kim.taken@example.com');
    const changeLink = await emailedLink(db, 'kim.taken@example.com', 'change_email');

    const owner = testBrowser(db);
    await owner.request().sendPasswordReset('kim.owner@example.com');
    const reset = await emailedLink(db, 'kim.owner@example.com', 'reset_password');
    expect(
      await owner.request().setPasswordWithLink(reset.searchParams.get('token')!, 'Fresh river stones 42'),
    ).not.toBeNull();

    expect(await testBrowser(db).request().confirmEmailLink(changeLink.searchParams.get('token')!)).toBeNull();
    expect(await testBrowser(db).request().signIn('kim.owner@example.com', 'Fresh river stones 42')).not.toBeNull();
  });

  it('slows guesses at the password as sign-in does, and answers the same for a taken address only after the password', async () => {
    const { change } = await signedInCustomer('sam.owner@example.com');
    await testBrowser(db).signUp({ email: 'sam.other@example.com', password: PASSWORD, fullName: 'Sam Other' });
    await expect(change('wrong password here', 'sam.other@example.com')).rejects.toMatchObject({ status: 403 });
    expect(await db.query(`select 1 from sign_in_failures where account = 'sam.owner@example.com'`)).toHaveLength(1);
    await expect(change(PASSWORD, 'sam.other@example.com')).rejects.toMatchObject({ status: 409 });
    // Sign-in's tries from this address at this account are the email change's too.
    const guesser = { account: 'sam.owner@example.com', ipAddress: '203.0.113.7' };
    for (let guess = 0; guess < PAIR_ATTEMPT_LIMIT; guess++) await checkSignInThrottle(db, guesser);
    const throttled = await change(PASSWORD, 'sam.new@example.com').catch((error: unknown) => error);
    expect(throttled).toMatchObject({ status: 429 });
    expect(Number((throttled as Refusal).headers['Retry-After'])).toBeGreaterThan(0);
    expect(await emailsTo(db, 'sam.new@example.com')).toEqual([]);
  });
});
