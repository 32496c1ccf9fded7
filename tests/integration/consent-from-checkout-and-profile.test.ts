import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { ensureProfile, getCustomerProfile, updateCustomerProfile } from '#server/accounts/profiles.ts';
import { consentState } from '#server/consent/ledger.ts';
import type { Database } from '#server/db/database.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

const NOW = WEDNESDAY_AFTERNOON;
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

  it('records the ticked boxes of an order in its transaction, with the words checkout shows', async () => {
    const outcome = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId: null,
      mode: 'adult',
      contact: { name: 'Jordan Guest', email: 'Jordan@Example.com', phone: '7345550100', birthdate: '1990-04-20' },
      medicalCard: null,
      pickupSlotStart: SLOT,
      notes: '',
      lines: [{ variantId, quantity: 1 }],
      consents: { email: true, sms: true },
      expectedTotalCents: null,
      now: NOW,
    });
    expect(outcome.ok).toBe(true);
    expect(await history(db, 'jordan@example.com')).toEqual([
      {
        status: 'subscribed',
        source: 'checkout',
        disclosure_key: 'email-marketing-box',
        disclosure_text: 'Email me deals and new arrivals.',
      },
    ]);
    expect(await history(db, '+17345550100')).toEqual([
      {
        status: 'subscribed',
        source: 'checkout',
        disclosure_key: 'sms-marketing-box',
        disclosure_text: 'Text me deals. Message and data rates may apply; reply STOP to end.',
      },
    ]);
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
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email) values ('casey@example.com') returning id`,
    );
    await ensureProfile(db, user!.id, 'Casey');
    const profile = {
      fullName: 'Casey',
      phone: '7345550111',
      birthday: null,
      medicalCardNumber: null,
      medicalCardExpiresOn: null,
      emailMarketing: true,
      smsMarketing: false,
    };
    await updateCustomerProfile(db, user!.id, profile, NOW);
    await updateCustomerProfile(db, user!.id, profile, new Date(NOW.getTime() + 60_000));
    await updateCustomerProfile(db, user!.id, { ...profile, emailMarketing: false }, new Date(NOW.getTime() + 120_000));
    expect((await history(db, 'casey@example.com')).map(({ status, source }) => [status, source])).toEqual([
      ['subscribed', 'profile'],
      ['unsubscribed', 'profile'],
    ]);
    expect((await consentState(db, 'email', 'casey@example.com', 'marketing'))?.status).toBe('unsubscribed');
    expect((await getCustomerProfile(db, user!.id))?.emailMarketing).toBe(false);
    expect(await history(db, '+17345550111')).toEqual([]);
  });
});
