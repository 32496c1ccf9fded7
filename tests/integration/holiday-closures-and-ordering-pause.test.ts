import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderProblemMessage } from '#lib/checkout/order-problem-message.ts';
import { SETTINGS_INPUTS } from '#lib/settings/store-settings-input.ts';
import { fieldMessages } from '#lib/http/api-error.ts';
import { loadCheckoutPage } from '#server/checkout/checkout-page.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import type { Database } from '#server/db/database.ts';
import { Refusal } from '#server/http/refusal.ts';
import { placeOrder, type PlaceOrderInput } from '#server/orders/place-order.ts';
import { getEditableSettings, saveSettingsSection } from '#server/settings/admin/settings-editor.ts';
import { getStoreSettings } from '#server/settings/store-settings.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertPickupStore } from '../support/test-store.ts';

// Wednesday 25 November 2026, 2 PM in Monroe; Thanksgiving is the next day.
const NOW = WEDNESDAY_AFTERNOON;
const THANKSGIVING = '2026-11-26';
const BLACK_FRIDAY = '2026-11-27';
const HOLIDAYS = {
  days: [
    { date: BLACK_FRIDAY, name: 'Black Friday', hours: { opens: '12:00', closes: '15:00' } },
    { date: THANKSGIVING, name: 'Thanksgiving', hours: null },
  ],
};
/** Store-local wall-clock time as the instant checkout sends. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`).toISOString();

describe(`holiday closures and pausing online ordering on ${testEngine}`, () => {
  let db: Database;
  let admin: { id: string; email: string };
  let cap: string;

  function order(pickupSlotStart: string, email = `${randomUUID().slice(0, 8)}@example.com`): PlaceOrderInput {
    return {
      idempotencyKey: randomUUID() + randomUUID(),
      customerId: null,
      mode: 'adult',
      contact: { name: 'Hollie Day', email, phone: '7345550190', birthdate: '1980-06-15' },
      medicalCard: null,
      pickupSlotStart,
      notes: '',
      lines: [{ variantId: cap, quantity: 1 }],
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      now: NOW,
    };
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { timeZone: TIME_ZONE });
    await insertCategory(db, 'apparel');
    await insertProduct(db, {
      slug: 'river-cap',
      category: 'apparel',
      isCannabis: false,
      variants: [{ size: 'One size', price: 2000, stock: 100 }],
    });
    [{ id: cap }] = (await db.query<{ id: string }>(`select id from variants where sku = 'river-cap-0'`)) as [
      { id: string },
    ];
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email) values ('owner@example.com') returning id`,
    );
    admin = { id: user!.id, email: 'owner@example.com' };
  });
  afterAll(() => db.close());

  it('saves the holidays ahead in date order and logs them', async () => {
    const input = SETTINGS_INPUTS.closures.parse(HOLIDAYS);
    expect(await saveSettingsSection(db, admin, 'closures', input, NOW)).toEqual({ changed: true });
    expect((await getStoreSettings(db)).closures).toEqual([
      { date: THANKSGIVING, name: 'Thanksgiving', hours: null },
      { date: BLACK_FRIDAY, name: 'Black Friday', hours: { opens: '12:00', closes: '15:00' } },
    ]);
    expect((await getEditableSettings(db, NOW)).closures.days.map((day) => day.date)).toEqual([
      THANKSGIVING,
      BLACK_FRIDAY,
    ]);
    const [entry] = await listAudit(db, [{ entityType: 'settings', entityId: 'closures' }]);
    expect(entry?.summary).toBe(
      'Holiday closures: added Thu, Nov 26 Thanksgiving (Closed); added Fri, Nov 27 Black Friday (12 PM – 3 PM)',
    );
    // The same holidays again change nothing.
    expect(await saveSettingsSection(db, admin, 'closures', input, NOW)).toEqual({ changed: false });
  });

  it('refuses a day already past, two holidays on one date, and short hours that close before they open', async () => {
    const past = SETTINGS_INPUTS.closures.parse({ days: [{ date: '2026-11-24', name: 'Yesterday', hours: null }] });
    const refused = await saveSettingsSection(db, admin, 'closures', past, NOW).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect((refused as Refusal).fields).toEqual({ 'days.0.date': ['A holiday is today or a later day.'] });

    const twice = SETTINGS_INPUTS.closures.safeParse({
      days: [
        { date: THANKSGIVING, name: 'Thanksgiving', hours: null },
        { date: THANKSGIVING, name: 'Again', hours: { opens: '15:00', closes: '12:00' } },
      ],
    });
    expect(twice.success).toBe(false);
    expect(fieldMessages(twice.error!.issues)).toEqual({
      'days.1.date': ['Another holiday is on this date.'],
      'days.1.hours.closes': ['Closing must be after opening.'],
    });
    expect((await getStoreSettings(db)).closures).toHaveLength(2);
  });

  it('offers no pickup on a closed holiday and only its own hours on a short one, and placement agrees', async () => {
    const settings = await getStoreSettings(db);
    const { slots } = await loadCheckoutPage(db, null, settings, NOW);
    const days = new Set(slots.map((slot) => slot.date));
    expect(days).toEqual(new Set(['2026-11-25', BLACK_FRIDAY]));
    expect(slots.filter((slot) => slot.date === BLACK_FRIDAY).map((slot) => slot.timeLabel)).toEqual([
      '12:00 – 12:30 PM',
      '12:30 – 1:00 PM',
      '1:00 – 1:30 PM',
      '1:30 – 2:00 PM',
      '2:00 – 2:30 PM',
      '2:30 – 3:00 PM',
    ]);

    // A time of the week's hours on those days is refused; one within the short hours is placed.
    for (const start of [at(THANKSGIVING, '12:00'), at(BLACK_FRIDAY, '10:00'), at(BLACK_FRIDAY, '16:00')]) {
      expect(await placeOrder(db, order(start)), start).toEqual({ ok: false, problem: { code: 'slot_unavailable' } });
    }
    expect(await placeOrder(db, order(at(BLACK_FRIDAY, '12:30')))).toMatchObject({ ok: true });
  });

  it('refuses every order with the store’s message while online ordering is paused, and places again after', async () => {
    const message = 'We are counting inventory; ordering is back at 2 PM.';
    const refusedInput = SETTINGS_INPUTS.ordering.safeParse({ paused: true, message: '  ' });
    expect(refusedInput.success).toBe(false);
    expect(fieldMessages(refusedInput.error!.issues)).toEqual({
      message: ['Write what shoppers read while ordering is paused, like “Back tomorrow at 9 AM.”'],
    });

    await saveSettingsSection(db, admin, 'ordering', SETTINGS_INPUTS.ordering.parse({ paused: true, message }), NOW);
    expect((await getStoreSettings(db)).onlineOrdering).toEqual({ paused: true, message });
    const orders = await db.query('select count(*)::int as n from orders');
    const outcome = await placeOrder(db, order(at('2026-11-25', '16:00')));
    expect(outcome).toEqual({ ok: false, problem: { code: 'ordering_paused', message } });
    if (!outcome.ok) expect(orderProblemMessage(outcome.problem)).toBe(`Online ordering is paused: ${message}`);
    expect(await db.query('select count(*)::int as n from orders')).toEqual(orders);
    const [entry] = await listAudit(db, [{ entityType: 'settings', entityId: 'ordering' }]);
    expect(entry?.summary).toBe(`Online ordering: paused off → on; message to shoppers none → ${message}`);

    await saveSettingsSection(db, admin, 'ordering', SETTINGS_INPUTS.ordering.parse({ paused: false, message }), NOW);
    expect(await placeOrder(db, order(at('2026-11-25', '16:00')))).toMatchObject({ ok: true });
  });
});
