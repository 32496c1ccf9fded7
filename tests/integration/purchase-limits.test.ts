import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { medicalHistory } from '#server/orders/medical-history.ts';
import { moveOrder } from '#server/orders/move-order.ts';
import { placeOrder, type PlaceOrderInput, type PlaceOrderOutcome } from '#server/orders/place-order.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openEmptyTestDatabase, openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

/**
 * Michigan's purchase limits as order placement holds them (decision 55): a registry card is one
 * card however its number is typed, a patient's day and month count every order on it, an
 * adult-use visit counts the same person's other open orders for that day's pickup, and orders
 * placed at the same moment cannot pass any of them.
 */

const EIGHTH_MG = 3544;
const NOW = WEDNESDAY_AFTERNOON;

const slotsAt = (now: Date) => pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now });
const SLOTS = slotsAt(NOW);
const TODAY = SLOTS[0]!.date;
const todaysSlots = SLOTS.filter((slot) => slot.date === TODAY);
const tomorrowsSlot = SLOTS.find((slot) => slot.date !== TODAY)!;

async function setUp(): Promise<{ db: Database; eighth: string; gram: string }> {
  const db = await openTestDatabase();
  await insertPickupStore(db, { hours: DAYTIME_HOURS, timeZone: TIME_ZONE });
  await insertCategory(db, 'flower');
  await insertCategory(db, 'concentrates');
  await insertProduct(db, {
    slug: 'chemdawg',
    category: 'flower',
    variants: [
      { size: '3.5 g', price: 3500, medical: 3000, stock: 10_000, limit: { category: 'flower', amount: EIGHTH_MG } },
    ],
  });
  await insertProduct(db, {
    slug: 'live-resin',
    category: 'concentrates',
    variants: [{ size: '1 g', price: 4000, stock: 10_000, limit: { category: 'concentrate', amount: 1000 } }],
  });
  const rows = await db.query<{ id: string }>('select id from variants order by sku');
  return { db, eighth: rows[0]!.id, gram: rows[1]!.id };
}

function person(tag: string, overrides: Partial<PlaceOrderInput['contact']> = {}): PlaceOrderInput['contact'] {
  return {
    name: `Sam ${tag}`,
    email: `${tag}@example.com`,
    phone: '2485550100',
    birthdate: '1990-04-20',
    ...overrides,
  };
}

function order(
  variantId: string,
  quantity: number,
  overrides: Partial<PlaceOrderInput> & { contact: PlaceOrderInput['contact'] },
): PlaceOrderInput {
  return {
    idempotencyKey: randomUUID(),
    customerId: null,
    mode: 'adult',
    medicalCard: null,
    pickupSlotStart: todaysSlots[0]!.start,
    notes: '',
    lines: [{ variantId, quantity }],
    consents: { email: false, sms: false },
    expectedTotalCents: null,
    now: NOW,
    ...overrides,
  };
}

function medical(variantId: string, quantity: number, card: string, now = NOW): PlaceOrderInput {
  return order(variantId, quantity, {
    mode: 'medical',
    medicalCard: { number: card, expiresOn: '2027-06-30' },
    contact: person(`patient-${randomUUID().slice(0, 8)}`, { birthdate: '2006-01-02' }),
    pickupSlotStart: slotsAt(now)[0]!.start,
    now,
  });
}

const limitOf = (outcome: PlaceOrderOutcome) =>
  outcome.ok ? 'placed' : outcome.problem.code === 'limit' ? outcome.problem.violation.limit : outcome.problem.code;

describe(`medical purchase limits on ${testEngine}`, () => {
  let db: Database;
  let eighth: string;
  beforeAll(async () => {
    ({ db, eighth } = await setUp());
  });
  afterAll(() => db.close());

  it('counts one registry card however its number is spelled, and stores it one way', async () => {
    // 10 eighths (35.4 g) each: two fit in the day's 2.5 oz, a third spelled another way does not.
    const first = await placeOrder(db, medical(eighth, 10, 'MM-2468-1357'));
    const second = await placeOrder(db, medical(eighth, 9, 'mm 2468 1357'));
    const third = await placeOrder(db, medical(eighth, 1, 'MM24681357'));
    expect([first, second, third].map(limitOf)).toEqual(['placed', 'placed', 'medical_daily']);
    expect(third).toMatchObject({
      problem: {
        violation: {
          message: 'This order passes your medical limit of 2.5 oz a day by 0.1 g: 0.1 oz (3.5 g) left today.',
        },
      },
    });
    const stored = await db.query<{ medical_card_number: string }>(
      `select distinct medical_card_number from orders where menu_mode = 'medical'`,
    );
    expect(stored).toEqual([{ medical_card_number: 'MM24681357' }]);
    expect(await medicalHistory(db, 'mm-2468 1357', TIME_ZONE, NOW)).toEqual({
      todayMg: 19 * EIGHTH_MG,
      thisMonthMg: 19 * EIGHTH_MG,
    });
  });

  it('counts the month across days: 10 oz however the days add up, and a new month starts afresh', async () => {
    const card = 'MM-1111-2222';
    const days = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'].map((day) => new Date(`${day}T16:00:00Z`));
    // 19 eighths a day stay under 2.5 oz; four such days are 269 344 mg of the month's 283 495.
    for (const day of days) expect(limitOf(await placeOrder(db, medical(eighth, 19, card, day)))).toBe('placed');
    expect(limitOf(await placeOrder(db, medical(eighth, 4, card)))).toBe('medical_monthly');
    expect(limitOf(await placeOrder(db, medical(eighth, 3, card)))).toBe('placed');
    // December's first day counts none of November.
    expect(limitOf(await placeOrder(db, medical(eighth, 19, card, new Date('2026-12-01T16:00:00Z'))))).toBe('placed');
  });

  it('gives a cancelled order back to the day', async () => {
    const card = 'MM-3333-4444';
    const placed = await placeOrder(db, medical(eighth, 19, card));
    expect(limitOf(await placeOrder(db, medical(eighth, 2, card)))).toBe('medical_daily');
    await moveOrder(db, (placed as { order: { id: string } }).order.id, 'cancelled', { now: NOW });
    expect(limitOf(await placeOrder(db, medical(eighth, 2, card)))).toBe('placed');
  });
});

describe(`the adult-use limit per visit on ${testEngine}`, () => {
  let db: Database;
  let eighth: string;
  let gram: string;
  beforeAll(async () => {
    ({ db, eighth, gram } = await setUp());
  });
  afterAll(() => db.close());

  it('counts one person’s other open orders for the same day’s pickup, by email, phone or account', async () => {
    // 19 eighths (67.3 g) in two orders for today fit in 2.5 oz (70.87 g); one more eighth does not.
    const ana = person('ana', { phone: '3135550111' });
    const twice = [
      await placeOrder(db, order(eighth, 10, { contact: ana })),
      await placeOrder(db, order(eighth, 9, { contact: ana, pickupSlotStart: todaysSlots.at(-1)!.start })),
    ];
    expect(twice.map(limitOf)).toEqual(['placed', 'placed']);
    // The same email with another phone, the same phone with another email: the same visit.
    const byEmail = await placeOrder(db, order(eighth, 1, { contact: { ...ana, phone: '3135550199' } }));
    const byPhone = await placeOrder(db, order(eighth, 1, { contact: person('ana-again', { phone: '3135550111' }) }));
    expect([byEmail, byPhone].map(limitOf)).toEqual(['adult_visit', 'adult_visit']);
    expect(byEmail).toMatchObject({
      problem: {
        violation: {
          alreadyUsedMg: 19 * EIGHTH_MG,
          message:
            'This order passes the adult-use limit of 2.5 oz per visit by 0.1 g: your other orders for pickup ' +
            'that day are handed over in the same visit, leaving room for 0.1 oz (3.5 g).',
        },
      },
    });
    // Another day is another visit; someone else the same day is someone else.
    const tomorrow = await placeOrder(db, order(eighth, 10, { contact: ana, pickupSlotStart: tomorrowsSlot.start }));
    const stranger = await placeOrder(db, order(eighth, 10, { contact: person('bo', { phone: '3135550122' }) }));
    expect([tomorrow, stranger].map(limitOf)).toEqual(['placed', 'placed']);
  });

  it('counts the concentrate share of the visit too', async () => {
    const cy = person('cy', { phone: '3135550133' });
    expect(limitOf(await placeOrder(db, order(gram, 10, { contact: cy })))).toBe('placed');
    expect(limitOf(await placeOrder(db, order(gram, 6, { contact: cy })))).toBe('adult_concentrate');
    expect(limitOf(await placeOrder(db, order(gram, 5, { contact: cy })))).toBe('placed');
  });

  it('counts a signed-in customer’s orders by the account, whatever contact each carries', async () => {
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email) values ('dee@example.com') returning id`,
    );
    const account = { customerId: user!.id };
    const first = await placeOrder(
      db,
      order(eighth, 15, { ...account, contact: person('dee', { phone: '3135550144' }) }),
    );
    const second = await placeOrder(
      db,
      order(eighth, 10, { ...account, contact: person('dee-work', { phone: '3135550155' }) }),
    );
    expect([first, second].map(limitOf)).toEqual(['placed', 'adult_visit']);
  });

  it('leaves orders already picked up, cancelled or expired out of the visit', async () => {
    const eve = person('eve', { phone: '3135550166' });
    const placed = await placeOrder(db, order(eighth, 19, { contact: eve }));
    expect(limitOf(await placeOrder(db, order(eighth, 1, { contact: eve })))).toBe('adult_visit');
    await moveOrder(db, (placed as { order: { id: string } }).order.id, 'cancelled', { now: NOW });
    expect(limitOf(await placeOrder(db, order(eighth, 19, { contact: eve })))).toBe('placed');
    // Picked up is a visit that has happened: a later pickup that day is a visit of its own.
    const flo = person('flo', { phone: '3135550177' });
    const collected = (await placeOrder(db, order(eighth, 19, { contact: flo }))) as { order: { id: string } };
    for (const status of ['accepted', 'ready', 'picked_up'] as const) {
      await moveOrder(db, collected.order.id, status, { now: NOW });
    }
    expect(limitOf(await placeOrder(db, order(eighth, 19, { contact: flo })))).toBe('placed');
  });
});

describe.runIf(testEngine === 'postgres')('orders of one customer placed at once on real PostgreSQL', () => {
  let db: Database;
  let eighth: string;
  beforeAll(async () => {
    ({ db, eighth } = await setUp());
  });
  afterAll(() => db.close());

  it('10 orders on one card, its number spelled four ways, place only what the day allows', async () => {
    const spellings = ['MM-8642-9753', 'mm 8642 9753', 'MM86429753', 'Mm-8642 9753'];
    // 4 eighths (14.2 g) an order: four fit in 2.5 oz (56.7 g), a fifth would pass it by 0.01 g.
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) => placeOrder(db, medical(eighth, 4, spellings[index % 4]!))),
    );
    expect(outcomes.map(limitOf).sort()).toEqual([...Array(6).fill('medical_daily'), ...Array(4).fill('placed')]);
    expect(await medicalHistory(db, 'MM86429753', TIME_ZONE, NOW)).toMatchObject({ todayMg: 16 * EIGHTH_MG });
  });

  it('10 orders of one person for the same day place only what one visit allows', async () => {
    // 6 eighths (21.3 g) an order: three fit in 2.5 oz; every order shares the email, not the phone.
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        placeOrder(
          db,
          order(eighth, 6, {
            contact: person('fay', { phone: `31355502${String(index).padStart(2, '0')}` }),
            pickupSlotStart: todaysSlots[index % todaysSlots.length]!.start,
          }),
        ),
      ),
    );
    expect(outcomes.map(limitOf).sort()).toEqual([...Array(7).fill('adult_visit'), ...Array(3).fill('placed')]);
    const [held] = await db.query<{ mg: number }>(
      `select sum(flower_equivalent_mg)::int as mg from orders where email = 'fay@example.com'`,
    );
    expect(held!.mg).toBe(18 * EIGHTH_MG);
  });
});

describe(`card numbers stored before they were normalised, on ${testEngine}`, () => {
  it('are rewritten by the migration, so the day and the month count them', async () => {
    const db = await openEmptyTestDatabase();
    try {
      const migrations = readMigrations();
      const before = migrations.filter((migration) => migration.version < '20261206050000');
      await migrate(db, before);
      for (const [index, card] of ['MM-5555-6666', 'mm 5555 6666'].entries()) {
        await db.query(
          `insert into orders (number, menu_mode, medical_card_number, medical_card_expires_on, contact_name, email, phone,
             birthdate, pickup_slot_start, pickup_slot_end, subtotal_cents, discount_cents, excise_cents, sales_tax_cents,
             total_cents, flower_equivalent_mg, idempotency_key, placed_at)
           values ($1, 'medical', $2, '2027-06-30', 'Pat Patient', 'pat@example.com', '2485550100', '2000-01-01',
             $3::timestamptz + interval '1 hour', $3::timestamptz + interval '90 minutes', 3000, 0, 0, 180, 3180, $4,
             md5($1), $3)`,
          [`RR-OLD00${index}`, card, NOW, 20 * EIGHTH_MG],
        );
      }
      expect(await medicalHistory(db, 'MM-5555-6666', TIME_ZONE, NOW)).toEqual({ todayMg: 0, thisMonthMg: 0 });
      await migrate(db, migrations);
      expect(await medicalHistory(db, 'MM-5555-6666', TIME_ZONE, NOW)).toEqual({
        todayMg: 40 * EIGHTH_MG,
        thisMonthMg: 40 * EIGHTH_MG,
      });
      await expect(
        db.query(`update orders set medical_card_number = 'MM-5555-6666' where number = 'RR-OLD000'`),
      ).rejects.toThrow(/orders_medical_card_number_normalised/);
    } finally {
      await db.close();
    }
  });
});
