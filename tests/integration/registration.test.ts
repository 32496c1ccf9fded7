import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { registerCustomer, type Registration } from '#server/customers/registration.ts';
import { consentState } from '#server/consent/ledger.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { confirmSignup } from '#server/newsletter/confirmation.ts';
import { referralCode } from '#server/rewards/referrals.ts';
import { testBrowser } from '../support/auth-request.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

const PASSWORD = 'Maple kettle harbor 71';

describe(`registering a customer on ${testEngine}`, () => {
  let db: Database;
  let ip = 0;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
  });
  afterAll(() => db.close());

  /** Registers from a new browser (and a new address, clear of the hourly limit); answers what the browser kept. */
  async function register(registration: Partial<Registration> & { email: string }) {
    const browser = testBrowser(db, { siteUrl: 'https://shop.example.com' });
    ip += 1;
    const answer = await registerCustomer(
      db,
      browser.request('/account/register'),
      { fullName: 'Sam Shopper', password: PASSWORD, ...registration },
      { ipAddress: `198.51.100.${ip}`, origin: 'https://shop.example.com' },
    );
    return { answer, cookies: [...browser.jar.cookies.keys()], signedIn: await browser.request().currentUser() };
  }

  const accountOf = async (email: string) =>
    (
      await db.query<{ full_name: string; email_marketing: boolean }>(
        `select p.full_name, p.email_marketing_consent_at is not null as email_marketing
           from auth.users u join profiles p on p.id = u.id where u.email = $1`,
        [email],
      )
    )[0];

  it('answers a new address and a taken one alike: no session either way, and the email says which it was', async () => {
    const fresh = await register({ email: 'first.timer@example.com', fullName: 'First Timer' });
    const owner = await testBrowser(db).signUp({
      email: 'owner@example.com',
      password: 'Owner secret 5512',
      fullName: 'Owner',
    });
    expect(owner.ok).toBe(true);
    const taken = await register({ email: 'owner@example.com', fullName: 'Someone Else', emailMarketing: true });

    expect(taken).toEqual(fresh);
    expect(fresh).toEqual({ answer: undefined, cookies: [], signedIn: null });

    const [confirmation] = await emailsTo(db, 'first.timer@example.com');
    expect(confirmation).toMatchObject({ template: 'confirm_email' });
    expect(confirmation!.text).toContain('https://shop.example.com/api/auth/confirm?token=');
    const toOwner = (await emailsTo(db, 'owner@example.com')).filter((email) => email.template !== 'confirm_email');
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]).toMatchObject({
      template: 'already_registered',
      subject: 'You already have a Test Store account',
    });
    expect(toOwner[0]!.text).toContain('https://shop.example.com/account/login');

    // The account that was there is as it was: its name, its consent, its password.
    expect(await accountOf('owner@example.com')).toMatchObject({ full_name: 'Owner', email_marketing: false });
    expect(await testBrowser(db).request().signIn('owner@example.com', PASSWORD)).toBeNull();
    expect(await testBrowser(db).request().signIn('owner@example.com', 'Owner secret 5512')).not.toBeNull();
    expect(await accountOf('first.timer@example.com')).toMatchObject({ full_name: 'First Timer' });
  });

  it('keeps a new customer’s referral, and subscribes their email once its confirmation link is opened; a made-up code is refused before anything is written', async () => {
    const referrer = await testBrowser(db).signUp({
      email: 'referrer@example.com',
      password: PASSWORD,
      fullName: 'Rae Referrer',
    });
    const code = (await referralCode(db, referrer.ok ? referrer.user.id : ''))!;

    await register({ email: 'friend@example.com', emailMarketing: true, referralCode: code });
    // The box asks the address first: nothing is sent to the list until its link is opened.
    expect(await accountOf('friend@example.com')).toMatchObject({ email_marketing: false });
    expect((await consentState(db, 'email', 'friend@example.com', 'marketing'))?.status).toBe('pending');
    const ask = (await emailsTo(db, 'friend@example.com')).find((email) => email.template === 'newsletter_confirm');
    const token = /\/newsletter\/confirm\/(\S+)/.exec(ask?.text ?? '')![1]!;
    await confirmSignup(db, token, { now: new Date(), clientAddress: '198.51.100.250' });
    expect(await accountOf('friend@example.com')).toMatchObject({ email_marketing: true });
    const [referral] = await db.query<{ referrer: string }>(
      `select r.referrer_id as referrer from referrals r join auth.users u on u.id = r.referred_id where u.email = $1`,
      ['friend@example.com'],
    );
    expect(referral?.referrer).toBe(referrer.ok && referrer.user.id);

    await expect(register({ email: 'nobody.new@example.com', referralCode: 'NOPE0000' })).rejects.toMatchObject({
      status: 404,
      message: 'That referral code is not one we know. Check it, or leave it empty.',
    });
    expect(await accountOf('nobody.new@example.com')).toBeUndefined();
    expect(await emailsTo(db, 'nobody.new@example.com')).toEqual([]);
  });

  it('tells an account’s owner at most three times an hour, however often the address is registered', async () => {
    await testBrowser(db).signUp({ email: 'popular@example.com', password: PASSWORD, fullName: 'Popular' });
    for (let attempt = 0; attempt < 5; attempt++) await register({ email: 'popular@example.com' });
    const notices = (await emailsTo(db, 'popular@example.com')).filter(
      (email) => email.template === 'already_registered',
    );
    expect(notices).toHaveLength(3);
  });
});
