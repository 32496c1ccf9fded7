import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { ensureProfile, getCustomerProfile, updateCustomerProfile } from '#server/customers/profiles.ts';
import { consentState, recordConsent } from '#server/consent/ledger.ts';
import { takeInboundText } from '#server/consent/sms-replies.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { confirmSignup } from '#server/newsletter/confirmation.ts';
import { textsTo } from '#server/sms/sms-outbox.ts';
import type { Database } from '#server/db/database.ts';
import { placeOrder, type PlaceOrderInput } from '#server/orders/place-order.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

const NOW = WEDNESDAY_AFTERNOON;
const ORIGIN = 'https://shop.example.com';
const OPT_IN = { optIn: { storeName: 'Test Store', origin: ORIGIN } };
const SLOT = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: NOW })[0]!.start;

async function history(db: Database, address: string) {
  return db.query<{ status: string; source: string; disclosure_key: string; disclosure_text: string }>(
    `select e.status, e.source, e.disclosure_key, e.disclosure_text
       from consent_events e join consent_states s on s.id = e.state_id
      where s.address = $1 order by e.occurred_at, e.id`,
    [address],
  );
}

describe(`checkout's and the profile's consent boxes in the ledger on ${testEngine}`, () => {
  let db: Database;
  let variantId: string;
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { hours: DAYTIME_HOURS, timeZone: TIME_ZONE });
    await insertCategory(db, 'flower');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3500, stock: 40, limit: { category: 'flower', amount: 3544 } }],
    });
    const [row] = await db.query<{ id: string }>(`select id from variants where sku = 'chemdawg-0'`);
    variantId = row!.id;
  });
  afterAll(() => db.close());

  /** An order of one eighth with the boxes given, placed at NOW. */
  async function order(contact: Partial<PlaceOrderInput['contact']>, overrides: Partial<PlaceOrderInput> = {}) {
    const outcome = await placeOrder(
      db,
      {
        idempotencyKey: randomUUID(),
        customerId: null,
        mode: 'adult',
        contact: {
          name: 'Jordan Guest',
          email: 'jordan@example.com',
          phone: '7345550100',
          birthdate: '1990-04-20',
          ...contact,
        },
        medicalCard: null,
        pickupSlotStart: SLOT,
        notes: '',
        lines: [{ variantId, quantity: 1 }],
        consents: { email: true, sms: true },
        expectedTotalCents: null,
        now: NOW,
        ...overrides,
      },
      { linkOrigin: ORIGIN },
    );
    expect(outcome.ok).toBe(true);
  }

  /** A customer account, its email confirmed or not. */
  async function account(email: string, confirmed: boolean): Promise<string> {
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ($1, $2) returning id`,
      [email, confirmed ? NOW : null],
    );
    await ensureProfile(db, user!.id, 'Casey');
    return user!.id;
  }

  it('asks a guest’s email and phone first, with the words checkout shows: nothing is subscribed until the link or a YES', async () => {
    await order({ email: 'Jordan@Example.com' });
    expect(await history(db, 'jordan@example.com')).toEqual([
      {
        status: 'pending',
        source: 'checkout',
        disclosure_key: 'email-marketing-box',
        disclosure_text: 'Email me deals and new arrivals.',
      },
    ]);
    expect(await history(db, '+17345550100')).toEqual([
      {
        status: 'pending',
        source: 'checkout',
        disclosure_key: 'sms-marketing-box',
        disclosure_text: 'Text me deals. Message and data rates may apply; reply STOP to end.',
      },
    ]);
    const [ask] = (await emailsTo(db, 'jordan@example.com')).filter((email) => email.template === 'newsletter_confirm');
    expect(ask!.text).toContain(`${ORIGIN}/newsletter/confirm/`);
    expect((await textsTo(db, '+17345550100')).map((text) => text.template)).toEqual(['sms_opt_in_request']);

    // The owners answer: the link's button, and YES from the phone.
    const token = /\/newsletter\/confirm\/(\S+)/.exec(ask!.text)![1]!;
    await confirmSignup(db, token, { now: NOW, clientAddress: '192.0.2.10' });
    await takeInboundText(db, { provider: 'twilio', messageId: 'SMyes1', from: '+17345550100', body: 'YES' }, NOW);
    expect((await consentState(db, 'email', 'jordan@example.com', 'marketing'))?.status).toBe('subscribed');
    expect((await consentState(db, 'sms', '+17345550100', 'marketing'))?.status).toBe('subscribed');
    expect((await textsTo(db, '+17345550100', 1))[0]?.template).toBe('sms_opt_in');
  });

  it('never re-subscribes an address that unsubscribed on a guest’s say-so, and a YES nobody was asked for does nothing', async () => {
    for (const [channel, address] of [
      ['email', 'left@example.com'],
      ['sms', '+17345550133'],
    ] as const) {
      for (const status of ['subscribed', 'unsubscribed'] as const)
        await recordConsent(db, {
          channel,
          address,
          purpose: 'marketing',
          status,
          source: 'newsletter',
          disclosure: { key: 'test', version: 1, text: 'Test' },
          now: NOW,
        });
    }
    await order({ email: 'left@example.com', phone: '7345550133' });
    expect((await consentState(db, 'email', 'left@example.com', 'marketing'))?.status).toBe('pending');
    expect((await consentState(db, 'sms', '+17345550133', 'marketing'))?.status).toBe('pending');

    await takeInboundText(db, { provider: 'twilio', messageId: 'SMyes2', from: '+17345550144', body: 'yes' }, NOW);
    expect(await consentState(db, 'sms', '+17345550144', 'marketing')).toBeNull();
    // A YES a week and more after the ask confirms nothing either.
    const late = new Date(NOW.getTime() + 8 * 24 * 60 * 60 * 1000);
    await takeInboundText(db, { provider: 'twilio', messageId: 'SMyes3', from: '+17345550133', body: 'YES' }, late);
    expect((await consentState(db, 'sms', '+17345550133', 'marketing'))?.status).toBe('pending');
  });

  it('subscribes a signed-in customer with a confirmed email ordering with it at once, and asks an unconfirmed one first', async () => {
    const confirmed = await account('proven@example.com', true);
    await order({ email: 'proven@example.com', phone: '7345550155' }, { customerId: confirmed });
    expect((await consentState(db, 'email', 'proven@example.com', 'marketing'))?.status).toBe('subscribed');
    expect((await consentState(db, 'sms', '+17345550155', 'marketing'))?.status).toBe('subscribed');
    expect((await getCustomerProfile(db, confirmed))?.emailMarketing).toBe(true);
    // The same account ordering with somebody else's email cannot subscribe it.
    await order({ email: 'someone.else@example.com', phone: '7345550156' }, { customerId: confirmed });
    expect((await consentState(db, 'email', 'someone.else@example.com', 'marketing'))?.status).toBe('pending');

    const unproven = await account('unproven@example.com', false);
    await order({ email: 'unproven@example.com', phone: '7345550157' }, { customerId: unproven });
    expect((await consentState(db, 'email', 'unproven@example.com', 'marketing'))?.status).toBe('pending');
    expect((await consentState(db, 'sms', '+17345550157', 'marketing'))?.status).toBe('pending');
    expect((await getCustomerProfile(db, unproven))?.emailMarketing).toBe(false);
  });

  it('writes nothing for an order placed with the boxes unticked, nor for one refused', async () => {
    const before = await db.query('select 1 from consent_events');
    await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId: null,
      mode: 'adult',
      contact: { name: 'Sam', email: 'sam@example.com', phone: '7345550101', birthdate: '1990-04-20' },
      medicalCard: null,
      pickupSlotStart: SLOT,
      notes: '',
      lines: [{ variantId, quantity: 1 }],
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      now: NOW,
    });
    const refused = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId: null,
      mode: 'adult',
      contact: { name: 'Kid', email: 'kid@example.com', phone: '7345550102', birthdate: '2012-04-20' },
      medicalCard: null,
      pickupSlotStart: SLOT,
      notes: '',
      lines: [{ variantId, quantity: 1 }],
      consents: { email: true, sms: true },
      expectedTotalCents: null,
      now: NOW,
    });
    expect(refused.ok).toBe(false);
    expect(await db.query('select 1 from consent_events')).toHaveLength(before.length);
  });

  it('records the profile’s boxes as they change, and the profile follows an unsubscribe from elsewhere', async () => {
    const user = { id: await account('casey@example.com', true) };
    const profile = {
      fullName: 'Casey',
      phone: '7345550111',
      birthday: null,
      medicalCardNumber: null,
      medicalCardExpiresOn: null,
      emailMarketing: true,
      smsMarketing: false,
    };
    await updateCustomerProfile(db, user.id, profile, { ...OPT_IN, now: NOW });
    await updateCustomerProfile(db, user.id, profile, { ...OPT_IN, now: new Date(NOW.getTime() + 60_000) });
    await updateCustomerProfile(
      db,
      user.id,
      { ...profile, emailMarketing: false },
      { ...OPT_IN, now: new Date(NOW.getTime() + 120_000) },
    );
    expect((await history(db, 'casey@example.com')).map(({ status, source }) => [status, source])).toEqual([
      ['subscribed', 'profile'],
      ['unsubscribed', 'profile'],
    ]);
    expect((await consentState(db, 'email', 'casey@example.com', 'marketing'))?.status).toBe('unsubscribed');
    expect((await getCustomerProfile(db, user.id))?.emailMarketing).toBe(false);
    expect(await history(db, '+17345550111')).toEqual([]);
  });

  it('asks an account whose email is not confirmed to confirm the profile’s boxes first', async () => {
    const user = await account('pat.unconfirmed@example.com', false);
    await updateCustomerProfile(
      db,
      user,
      {
        fullName: 'Pat',
        phone: '7345550166',
        birthday: null,
        medicalCardNumber: null,
        medicalCardExpiresOn: null,
        emailMarketing: true,
        smsMarketing: true,
      },
      { ...OPT_IN, now: NOW },
    );
    expect((await consentState(db, 'email', 'pat.unconfirmed@example.com', 'marketing'))?.status).toBe('pending');
    expect((await consentState(db, 'sms', '+17345550166', 'marketing'))?.status).toBe('pending');
    expect(await getCustomerProfile(db, user)).toMatchObject({
      emailMarketing: false,
      smsMarketing: false,
      emailMarketingPending: true,
      smsMarketingPending: true,
    });
    expect((await emailsTo(db, 'pat.unconfirmed@example.com'))[0]?.template).toBe('newsletter_confirm');
  });
});
