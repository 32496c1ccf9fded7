import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutRequest } from '#lib/checkout/checkout-request.ts';
import { contactForm } from '#lib/inquiries/inquiry-forms.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { EMAILS_PER_ACCOUNT_PER_HOUR, limitOwnAccountEmail } from '#server/customers/account-request-limits.ts';
import { sendEmailReminder } from '#server/customers/forgot-email.ts';
import { newSecretToken } from '#server/auth/secret-token.ts';
import { CHECKOUT_CONTACT_LIMIT, recordCheckoutContact } from '#server/checkout/abandoned-checkouts.ts';
import { CHECKOUT_LIMIT, submitCheckout } from '#server/checkout/submit-checkout.ts';
import type { RuntimeConfig } from '#server/config/runtime-config.ts';
import type { Database } from '#server/db/database.ts';
import { limitRequest } from '#server/http/rate-limit.ts';
import { type Refusal } from '#server/http/refusal.ts';
import { replyToInquiry } from '#server/inquiries/admin/index.ts';
import { INQUIRY_FORM_LIMIT, submitContactMessage } from '#server/inquiries/index.ts';
import { STAFF_EMAIL_LIMIT } from '#server/dashboard/staff-email-limit.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { SIGNUP_LIMIT, signUpForNewsletter } from '#server/newsletter/signup.ts';
import { helpfulVoters, voteHelpful } from '#server/reviews/index.ts';
import { getStoreSettings } from '#server/settings/store-settings.ts';
import { checkStagingPassword, STAGING_PASSWORD_LIMIT } from '#server/staging/staging-gate.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { testBrowser } from '../support/auth-request.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';
import { refusal } from '../support/refusal.ts';

/**
 * Every endpoint that sends email or writes for a visitor is limited per purpose, per client
 * address and per recipient (decision 56): the request past a limit gets 429 with Retry-After and
 * a sentence, and nothing more is stored or sent; a recipient's limit holds whichever addresses ask.
 */

const NOW = WEDNESDAY_AFTERNOON;
const config = { recaptchaSecretKey: undefined } as unknown as RuntimeConfig;
let clients = 0;
/** A network address of its own, so the client's limit is not what a test of the recipient's meets. */
const anotherClient = () => `198.51.100.${++clients}`;

function expectTooMany(refused: Refusal, said: RegExp) {
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(0);
  expect(refused.message).toMatch(said);
  expect(refused.message).toMatch(/Try again in \d+ (minute|second)s?/);
}

/** A contact message as the form sends it, from `name` at `email`. */
const contactMessage = (name: string, email: string) =>
  contactForm.parse({
    website: '',
    recaptchaToken: '',
    submissionKey: newSecretToken(),
    name,
    email,
    topic: 'other',
    message: 'A question.',
  });

const count = async (db: Database, sql: string, values: unknown[] = []) =>
  (await db.query<{ n: number }>(sql, values))[0]!.n;

describe(`the one request limiter on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const limit = { windowSeconds: 600, perClient: 3, perRecipient: 2 };

  it('refuses the request past a client’s limit with 429, the wait and a sentence; other clients go on', async () => {
    for (let i = 0; i < 3; i++) await limitRequest(db, 'probe', limit, { clientAddress: '203.0.113.1', now: NOW });
    const refused = await refusal(limitRequest(db, 'probe', limit, { clientAddress: '203.0.113.1', now: NOW }));
    expectTooMany(refused, /^Too many requests from here\./);
    expect(refused.headers['Retry-After']).toBe(String(600 - ((NOW.getTime() / 1000) % 600)));
    await limitRequest(db, 'probe', limit, { clientAddress: '203.0.113.2', now: NOW });
    await limitRequest(db, 'another-purpose', limit, { clientAddress: '203.0.113.1', now: NOW });
  });

  it('holds a recipient’s limit whichever addresses ask, and says so', async () => {
    const to = (clientAddress: string) =>
      limitRequest(db, 'probe', limit, { clientAddress, recipient: 'Victim@Example.com', now: NOW });
    await to('203.0.113.10');
    await to('203.0.113.11');
    const refused = await refusal(to('203.0.113.12'));
    expectTooMany(refused, /for this address/);
  });

  it('counts nothing of a request refused in a transaction that is rolled back', async () => {
    const attempt = () =>
      db.transaction(async (tx) => {
        await limitRequest(tx, 'rolled-back', limit, { clientAddress: '203.0.113.20', now: NOW });
        throw new Error('refused later');
      });
    for (let i = 0; i < 5; i++) await expect(attempt()).rejects.toThrow('refused later');
    expect(await count(db, `select count(*)::int as n from rate_limit_counters where key like 'rolled-back:%'`)).toBe(
      0,
    );
  });
});

describe(`checkout and its contact capture on ${testEngine}`, () => {
  let db: Database;
  let variantId: string;
  const slot = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: new Date() })[0]!.start;
  let people = 0;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { hours: DAYTIME_HOURS, timeZone: TIME_ZONE });
    await insertCategory(db, 'apparel');
    await insertProduct(db, {
      slug: 'river-hoodie',
      category: 'apparel',
      isCannabis: false,
      variants: [{ size: 'L', price: 4500, stock: 100_000 }],
    });
    [{ id: variantId }] = (await db.query<{ id: string }>('select id from variants')) as [{ id: string }];
  });
  afterAll(() => db.close());

  /** A checkout as the browser sends it, by a person of their own unless told whose email it uses. */
  function checkout(email = `shopper${++people}@example.com`) {
    return CheckoutRequest.parse({
      idempotencyKey: randomUUID().replaceAll('-', ''),
      mode: 'adult',
      name: 'Sam Shopper',
      email,
      phone: `3135${String(100_000 + ++people).slice(-6)}`,
      birthdate: '1990-04-20',
      pickupSlotStart: slot,
      acknowledgeId: true,
      website: '',
      recaptchaToken: '',
      lines: [{ variantId, quantity: 1 }],
    });
  }

  const ordersTo = (email: string) => count(db, 'select count(*)::int as n from orders where email = $1', [email]);

  it(`places ${CHECKOUT_LIMIT.perRecipient} orders an hour for one email from anywhere, then 429 and nothing placed or sent`, async () => {
    const email = 'flooded@example.com';
    for (let i = 0; i < CHECKOUT_LIMIT.perRecipient!; i++) {
      const outcome = await submitCheckout(db, config, checkout(email), {
        customerId: null,
        clientAddress: anotherClient(),
      });
      expect(outcome.ok).toBe(true);
    }
    const refused = await refusal(
      submitCheckout(db, config, checkout(email), { customerId: null, clientAddress: anotherClient() }),
    );
    expectTooMany(refused, /^Too many orders for this email address in an hour\./);
    expect(await ordersTo(email)).toBe(CHECKOUT_LIMIT.perRecipient);
    expect(await emailsTo(db, email, 100)).toHaveLength(CHECKOUT_LIMIT.perRecipient!);
  });

  it('says the name typed at checkout in its email on one line and without its links', async () => {
    const email = 'named@example.com';
    const request = {
      ...checkout(email),
      name: 'Sam\r\n\r\nYour account is locked: sign in at https://evil.example/login or www.evil.example',
    };
    expect((await submitCheckout(db, config, request, { customerId: null, clientAddress: anotherClient() })).ok).toBe(
      true,
    );
    const [sent] = await emailsTo(db, email);
    expect(sent!.text).toMatch(/^Hi Sam Your account is locked: sign in at or,\n\nThanks for your order/);
    expect(sent!.text).not.toMatch(/evil/);
  });

  it(`places ${CHECKOUT_LIMIT.perClient} orders an hour from one address, counting only those placed`, async () => {
    const client = anotherClient();
    // A refused order (an empty cart here) uses none of the allowance.
    const empty = { ...checkout(), lines: [] };
    expect(await submitCheckout(db, config, empty, { customerId: null, clientAddress: client })).toMatchObject({
      ok: false,
    });
    for (let i = 0; i < CHECKOUT_LIMIT.perClient; i++) {
      expect((await submitCheckout(db, config, checkout(), { customerId: null, clientAddress: client })).ok).toBe(true);
    }
    const last = checkout();
    const refused = await refusal(submitCheckout(db, config, last, { customerId: null, clientAddress: client }));
    expectTooMany(refused, /^Too many orders from here in an hour\./);
    expect(await ordersTo(last.email)).toBe(0);
  });

  it('keeps one row per checkout however often it is sent, and refuses new ones past the limit', async () => {
    const client = anotherClient();
    const captured = () => count(db, 'select count(*)::int as n from abandoned_checkouts');
    const before = await captured();
    const contact = (email: string, idempotencyKey = randomUUID()) => ({
      idempotencyKey,
      name: 'Sam',
      email,
      phone: '',
      lines: [{ variantId, quantity: 1 }],
    });
    const same = contact('one@example.com');
    for (let i = 0; i < 3 * CHECKOUT_CONTACT_LIMIT.perClient; i++) {
      await recordCheckoutContact(db, same, { clientAddress: client, now: NOW });
    }
    for (let i = 1; i < CHECKOUT_CONTACT_LIMIT.perClient; i++) {
      await recordCheckoutContact(db, contact(`new${i}@example.com`), { clientAddress: client, now: NOW });
    }
    expect(await captured()).toBe(before + CHECKOUT_CONTACT_LIMIT.perClient);
    const refused = await refusal(
      recordCheckoutContact(db, contact('past@example.com'), { clientAddress: client, now: NOW }),
    );
    expectTooMany(refused, /^Too many checkouts from here\./);
    expect(await captured()).toBe(before + CHECKOUT_CONTACT_LIMIT.perClient);
  });

  it('takes as many new checkouts with one email as its limit allows, from anywhere', async () => {
    const contact = () => ({
      idempotencyKey: randomUUID(),
      name: 'Sam',
      email: 'typed-everywhere@example.com',
      phone: '',
      lines: [{ variantId, quantity: 1 }],
    });
    for (let i = 0; i < CHECKOUT_CONTACT_LIMIT.perRecipient!; i++) {
      await recordCheckoutContact(db, contact(), { clientAddress: anotherClient(), now: NOW });
    }
    expectTooMany(
      await refusal(recordCheckoutContact(db, contact(), { clientAddress: anotherClient(), now: NOW })),
      /with these contact details/,
    );
    expect(
      await count(
        db,
        `select count(*)::int as n from abandoned_checkouts where email = 'typed-everywhere@example.com'`,
      ),
    ).toBe(CHECKOUT_CONTACT_LIMIT.perRecipient);
  });
});

describe(`emails a visitor can make the store send on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db);
  });
  afterAll(() => db.close());

  it(`resends an account’s confirmation ${EMAILS_PER_ACCOUNT_PER_HOUR} times an hour, then 429 and nothing more sent`, async () => {
    const browser = testBrowser(db);
    const email = 'unconfirmed@example.com';
    const signedUp = await browser.signUp({ email, password: 'Lake Huron sunsets 77', fullName: 'Una Confirmed' });
    expect(signedUp.ok).toBe(true);
    const resend = async (ipAddress: string) => {
      await limitOwnAccountEmail(db, email, { ipAddress });
      const user = (await browser.request().currentUser())!;
      await browser.request().resendEmailConfirmation(user);
    };
    for (let i = 0; i < EMAILS_PER_ACCOUNT_PER_HOUR; i++) await resend(anotherClient());
    const refused = await refusal(resend(anotherClient()));
    expectTooMany(refused, /^We already sent 3 emails to unconfirmed@example\.com this hour:/);
    // The sign-up's own confirmation, and three more.
    expect(await emailsTo(db, email, 100)).toHaveLength(1 + EMAILS_PER_ACCOUNT_PER_HOUR);
  });

  it('reminds an account of its email at most the hour’s limit, and answers the same beyond it', async () => {
    const browser = testBrowser(db);
    const email = 'forgetful@example.com';
    await browser.signUp({ email, password: 'Lake Huron sunsets 77', fullName: 'Fran Forgetful' });
    const [user] = await db.query<{ id: string }>('select id from auth.users where email = $1', [email]);
    await db.query(`update profiles set phone = '3135550177' where id = $1`, [user!.id]);
    const before = (await emailsTo(db, email, 100)).length;
    for (let i = 0; i < EMAILS_PER_ACCOUNT_PER_HOUR + 3; i++) {
      await sendEmailReminder(db, { phone: '3135550177', fullName: 'Fran Forgetful', origin: 'https://shop.test' });
    }
    expect((await emailsTo(db, email, 100)).length - before).toBe(EMAILS_PER_ACCOUNT_PER_HOUR);
  });

  it(`acknowledges ${INQUIRY_FORM_LIMIT.perRecipient} contact messages to one email from anywhere, then 429 and nothing stored`, async () => {
    const store = await getStoreSettings(db);
    const send = () =>
      submitContactMessage(db, contactMessage('Not Really Them', 'target@example.com'), {
        config: {},
        store,
        clientAddress: anotherClient(),
        now: NOW,
      });
    for (let i = 0; i < INQUIRY_FORM_LIMIT.perRecipient!; i++) await send();
    expectTooMany(await refusal(send()), /^We already sent several emails to this address\./);
    expect(await count(db, `select count(*)::int as n from inquiries where email = 'target@example.com'`)).toBe(
      INQUIRY_FORM_LIMIT.perRecipient,
    );
    expect(await emailsTo(db, 'target@example.com', 100)).toHaveLength(INQUIRY_FORM_LIMIT.perRecipient!);
  });

  it('says the name typed into a form in its acknowledgement on one line and without its links', async () => {
    const store = await getStoreSettings(db);
    await submitContactMessage(
      db,
      contactMessage('Dana\nClaim your prize at prize.example/claim', 'dana-acknowledged@example.com'),
      { config: {}, store, clientAddress: anotherClient(), now: NOW },
    );
    const [sent] = await emailsTo(db, 'dana-acknowledged@example.com');
    expect(sent!.text.split('\n')[0]).toBe('Hi Dana Claim your prize at,');
  });

  it(`signs one email up for the newsletter ${SIGNUP_LIMIT.perRecipient} times from anywhere, then 429`, async () => {
    const signUp = () =>
      signUpForNewsletter(
        db,
        config,
        {
          email: 'listed@example.com',
          birthdate: '1990-04-20',
          adult: true,
          phone: null,
          smsMarketing: false,
          website: '',
          recaptchaToken: '',
        },
        { clientAddress: anotherClient(), origin: 'https://shop.test', now: NOW },
      );
    for (let i = 0; i < SIGNUP_LIMIT.perRecipient; i++) await signUp();
    expectTooMany(await refusal(signUp()), /^We already sent several emails to this address\./);
    expect(await emailsTo(db, 'listed@example.com', 100)).toHaveLength(SIGNUP_LIMIT.perRecipient);
  });
});

describe(`emails staff send one person on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db);
  });
  afterAll(() => db.close());

  it(`replies to one address ${STAFF_EMAIL_LIMIT.perRecipient} times an hour, then 429 and nothing sent`, async () => {
    const store = await getStoreSettings(db);
    await submitContactMessage(db, contactMessage('Rita Asker', 'asker@example.com'), {
      config: {},
      store,
      clientAddress: anotherClient(),
      now: NOW,
    });
    const [inquiry] = await db.query<{ id: string }>(`select id from inquiries where email = 'asker@example.com'`);
    const id = inquiry!.id;
    const staff = { id: null, email: 'morgan@example.test' };
    for (let i = 0; i < STAFF_EMAIL_LIMIT.perRecipient!; i++)
      await replyToInquiry(db, staff, id, `Answer ${i}`, { now: NOW, origin: 'https://shop.example.com' });
    expectTooMany(
      await refusal(replyToInquiry(db, staff, id, 'One more', { now: NOW, origin: 'https://shop.example.com' })),
      /^This address already got 10 emails/,
    );
    // The acknowledgement, and the ten replies.
    expect(await emailsTo(db, 'asker@example.com', 100)).toHaveLength(1 + STAFF_EMAIL_LIMIT.perRecipient!);
  });
});

describe(`guesses and votes on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db);
  });
  afterAll(() => db.close());

  it(`takes ${STAGING_PASSWORD_LIMIT.perClient} tries of the staging password from one address, then 429 even for the right one`, async () => {
    const staging = { staging: { forced: true, password: 'preview-river-raisin' } } as RuntimeConfig;
    const guesser = '203.0.113.99';
    for (let i = 0; i < STAGING_PASSWORD_LIMIT.perClient; i++) {
      expect(await checkStagingPassword(db, `guess-${i}`, staging, guesser)).toBe(false);
    }
    const refused = await refusal(checkStagingPassword(db, 'preview-river-raisin', staging, guesser));
    expectTooMany(refused, /^Too many tries of the staging password from here\./);
    expect(await checkStagingPassword(db, 'preview-river-raisin', staging, '203.0.113.100')).toBe(true);
  });

  it('counts one helpful vote per review from an address, and one per account, whatever else changes', async () => {
    const [review] = await db.query<{ id: string }>(
      `insert into reviews (subject, rating, title, body, author_name, author_email, status, created_at, updated_at)
       values ('store', 5, 'Great', 'Friendly staff.', 'Ada', 'ada@example.com', 'published', $1, $1) returning id`,
      [NOW],
    );
    const [ada, bo] = await db.query<{ id: string }>(
      `insert into auth.users (email) values ('voter-ada@example.com'), ('voter-bo@example.com') returning id`,
    );
    const vote = (clientAddress: string, accountId: string | null = null) =>
      voteHelpful(db, {
        reviewId: review!.id,
        voters: helpfulVoters({ accountId, clientAddress }),
        clientAddress,
        now: NOW,
      });
    expect(await vote('203.0.113.50')).toEqual({ counted: true });
    // The same address again, signed out or into any account: the address has voted.
    expect(await vote('203.0.113.50')).toEqual({ counted: false });
    expect(await vote('203.0.113.50', ada!.id)).toEqual({ counted: false });
    // An account votes once, from wherever.
    expect(await vote('203.0.113.51', bo!.id)).toEqual({ counted: true });
    expect(await vote('203.0.113.52', bo!.id)).toEqual({ counted: false });
    const [row] = await db.query<{ helpful_count: number }>('select helpful_count from reviews where id = $1', [
      review!.id,
    ]);
    expect(row!.helpful_count).toBe(2);
  });
});
