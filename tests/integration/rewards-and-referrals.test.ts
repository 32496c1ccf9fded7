import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { moveOrder } from '#server/orders/move-order.ts';
import { placeOrder, type PlaceOrderInput } from '#server/orders/place-order.ts';
import { normalizeRegistryCardNumber } from '#lib/registry-card.ts';
import { quoteCart } from '#server/cart/quote-cart.ts';
import { REFERRAL_REFUSALS } from '#lib/rewards/self-referral.ts';
import { recordReferral, referralCode } from '#server/rewards/referrals.ts';
import { addRewardEntry, rewardsBalance, rewardsHistory } from '#server/rewards/rewards-ledger.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { testBrowser } from '../support/auth-request.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

const HOURS = DAYTIME_HOURS;
const SLOT = pickupSlots({ hours: HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: WEDNESDAY_AFTERNOON })[0]!.start;

describe(`rewards points and referrals across an order's life on ${testEngine}`, () => {
  let db: Database;
  let flower: string;
  let cap: string;
  const people: Record<string, string> = {};

  /** A customer as registration makes one; `confirmed` opens the emailed link too. */
  async function signUp(name: string, { email = `${name}@example.com`, confirmed = true } = {}): Promise<string> {
    const browser = testBrowser(db);
    const outcome = await browser.signUp({ email, password: 'Maple kettle harbor 71', fullName: `${name} Tester` });
    if (confirmed) await browser.confirmEmail(email);
    return (outcome as { user: { id: string } }).user.id;
  }

  /** Each customer's own phone number: one shared by two accounts is a sign of one person. */
  const phoneOf = (customer: string) =>
    `73455501${String(Object.keys(people).indexOf(customer) + 10).padStart(2, '0')}`;

  async function order(customer: string, overrides: Partial<PlaceOrderInput> = {}) {
    const outcome = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId: people[customer]!,
      mode: 'adult',
      contact: { name: customer, email: `${customer}@example.com`, phone: phoneOf(customer), birthdate: '1990-04-20' },
      medicalCard: null,
      pickupSlotStart: SLOT,
      notes: '',
      lines: [
        { variantId: flower, quantity: 2 },
        { variantId: cap, quantity: 1 },
      ],
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      redeemPoints: 0,
      now: WEDNESDAY_AFTERNOON,
      ...overrides,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    return outcome.order;
  }

  const pickUp = async (orderId: string) => {
    for (const status of ['accepted', 'ready', 'picked_up'] as const)
      await moveOrder(db, orderId, status, { now: WEDNESDAY_AFTERNOON });
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { hours: HOURS, capacity: 100, timeZone: TIME_ZONE });
    await insertCategory(db, 'flower');
    await insertCategory(db, 'apparel');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3550, stock: 100, limit: { category: 'flower', amount: 3544 } }],
    });
    await insertProduct(db, {
      slug: 'river-cap',
      category: 'apparel',
      isCannabis: false,
      variants: [{ size: 'One size', price: 2000, stock: 100 }],
    });
    [{ id: flower }] = (await db.query<{ id: string }>(`select id from variants where sku = 'chemdawg-0'`)) as [
      { id: string },
    ];
    [{ id: cap }] = (await db.query<{ id: string }>(`select id from variants where sku = 'river-cap-0'`)) as [
      { id: string },
    ];
    for (const name of ['ada', 'ben', 'cy', 'dee']) people[name] = await signUp(name);
  });
  afterAll(() => db.close());

  it('gives every customer a referral code', async () => {
    expect(await referralCode(db, people.ada!)).toMatch(/^[A-Z0-9]{8}$/);
    expect(await referralCode(db, people.ada!)).not.toBe(await referralCode(db, people.ben!));
  });

  it('earns points per dollar of pre-tax cannabis spend only when the order is picked up', async () => {
    const placed = await order('ada');
    expect(await rewardsBalance(db, people.ada!)).toBe(0);
    await pickUp(placed.id);
    // Two eighths at $35.50 = $71.00 of cannabis: 71 points; the cap (merch) earns none.
    expect(await rewardsBalance(db, people.ada!)).toBe(71);
    await moveOrder(db, placed.id, 'picked_up');
    expect(await rewardsBalance(db, people.ada!)).toBe(71);
  });

  it('earns nothing for a cancelled order', async () => {
    const placed = await order('ada');
    await moveOrder(db, placed.id, 'cancelled', { now: WEDNESDAY_AFTERNOON });
    expect(await rewardsBalance(db, people.ada!)).toBe(71);
  });

  it('spends points on a tier at checkout, and gives them back when the order is not picked up', async () => {
    await addRewardEntry(db, { customerId: people.ada!, points: 100, reason: 'adjustment', note: 'Welcome gift' });
    const before = await order('ada', { idempotencyKey: randomUUID() });
    const spent = await order('ada', { redeemPoints: 100 });
    // 100 points buy $5.00 off before tax.
    expect(before.totalCents - spent.totalCents).toBeGreaterThanOrEqual(500);
    expect(await rewardsBalance(db, people.ada!)).toBe(71);
    await moveOrder(db, spent.id, 'expired', { now: WEDNESDAY_AFTERNOON });
    expect(await rewardsBalance(db, people.ada!)).toBe(171);
    expect((await rewardsHistory(db, people.ada!)).map((entry) => entry.reason)).toContain('order_refunded');
  });

  it('refuses points the customer does not have, or a number of points that is not a reward', async () => {
    await expect(order('ben', { redeemPoints: 100 })).rejects.toThrow(/"code":"rewards"/);
    await expect(order('ada', { redeemPoints: 120 })).rejects.toThrow(/"code":"rewards"/);
  });

  it('refuses self-referral, a second referral, and customers who already ordered', async () => {
    expect(await recordReferral(db, people.ada!, (await referralCode(db, people.ada!))!)).toEqual({
      ok: false,
      reason: 'own_code',
    });
    expect(await recordReferral(db, people.ada!, (await referralCode(db, people.ben!))!)).toEqual({
      ok: false,
      reason: 'not_new',
    });
    expect(await recordReferral(db, people.cy!, 'NOPE1234')).toEqual({ ok: false, reason: 'unknown_code' });
    expect(await recordReferral(db, people.cy!, (await referralCode(db, people.ada!))!)).toEqual({ ok: true });
    expect(await recordReferral(db, people.cy!, (await referralCode(db, people.ben!))!)).toEqual({
      ok: false,
      reason: 'already_referred',
    });
  });

  it('takes the referral discount off the first order, waits when it is cancelled, and pays the referrer at pickup', async () => {
    const adaBefore = await rewardsBalance(db, people.ada!);
    const plain = await order('dee');
    const first = await order('cy');
    // $10.00 off before tax: the same cart costs cy at least that much less than dee.
    expect(plain.totalCents - first.totalCents).toBeGreaterThanOrEqual(1000);
    await moveOrder(db, first.id, 'cancelled', { now: WEDNESDAY_AFTERNOON });
    expect(await rewardsBalance(db, people.ada!)).toBe(adaBefore);

    const again = await order('cy');
    expect(plain.totalCents - again.totalCents).toBeGreaterThanOrEqual(1000);
    const later = await order('cy');
    expect(later.totalCents).toBe(plain.totalCents);
    await pickUp(again.id);
    expect(await rewardsBalance(db, people.ada!)).toBe(adaBefore + 200);
    await pickUp(later.id);
    expect(await rewardsBalance(db, people.ada!)).toBe(adaBefore + 200);
  });

  it('gives an account whose email is not confirmed no referral credit, and says why, until it confirms', async () => {
    const code = (await referralCode(db, people.ada!))!;
    const browser = testBrowser(db);
    const outcome = await browser.signUp({
      email: 'eli@example.com',
      password: 'Maple kettle harbor 71',
      fullName: 'Eli Tester',
    });
    people.eli = (outcome as { user: { id: string } }).user.id;
    expect(await recordReferral(db, people.eli, code)).toEqual({ ok: true });
    const quote = () =>
      quoteCart(
        db,
        { mode: 'adult', lines: [{ variantId: flower, quantity: 2 }] },
        { id: people.eli!, email: 'eli@example.com' },
      );
    expect(await quote()).toMatchObject({ referralProblem: REFERRAL_REFUSALS.unconfirmed });
    expect((await quote()).applied.map((saving) => saving.slug)).not.toContain('referral');

    await browser.confirmEmail('eli@example.com');
    expect(await quote()).toMatchObject({ referralProblem: null });
    expect((await quote()).applied.map((saving) => saving.slug)).toContain('referral');
  });

  it('refuses self-referral with a second address: the same mailbox, phone or card earns no credit and no points', async () => {
    const code = (await referralCode(db, people.ada!))!;
    const adaBefore = await rewardsBalance(db, people.ada!);
    const plain = await order('dee');
    // Ada's second address reaches her own mailbox (a +tag); another shares her phone; a third her card.
    const cases: [string, string, Partial<PlaceOrderInput>][] = [
      ['ada2', 'ada+second@example.com', {}],
      [
        'fay',
        'fay@example.com',
        { contact: { name: 'Fay', email: 'fay@example.com', phone: phoneOf('ada'), birthdate: '1990-04-20' } },
      ],
      ['gus', 'gus@example.com', {}],
    ];
    // Kept as the profile page keeps a card: normalised from however it was typed.
    const card = (typed: string) => normalizeRegistryCardNumber(typed);
    await db.query(`update profiles set medical_card_number = $2 where id = $1`, [people.ada!, card('MI-7788-9900')]);
    await db.query(`update profiles set medical_card_number = $2 where id = $1`, [
      (people.gus = await signUp('gus')),
      card('mi 7788 9900'),
    ]);
    for (const [name, email, overrides] of cases) {
      people[name] ??= await signUp(name, { email });
      expect(await recordReferral(db, people[name]!, code)).toEqual({ ok: true });
      const asked = await quoteCart(
        db,
        {
          mode: 'adult',
          lines: [
            { variantId: flower, quantity: 2 },
            { variantId: cap, quantity: 1 },
          ],
          contact: { email, ...(overrides.contact ? { phone: overrides.contact.phone } : {}) },
        },
        { id: people[name]!, email },
      );
      expect(asked.referralProblem, name).toBe(REFERRAL_REFUSALS.self);
      const placed = await order(name, {
        ...overrides,
        contact: overrides.contact ?? { name, email, phone: phoneOf(name), birthdate: '1990-04-20' },
      });
      expect(placed.totalCents, name).toBe(plain.totalCents);
      await pickUp(placed.id);
    }
    expect(await rewardsBalance(db, people.ada!)).toBe(adaBefore);
    expect(
      await db.query(
        'select 1 from referrals where referrer_id = $1 and (first_order_id is not null or rewarded_at is not null) and referred_id = any($2::uuid[])',
        [people.ada!, [people.ada2, people.fay, people.gus]],
      ),
    ).toEqual([]);
  });

  it('adds the birthday bonus once a year, with the first pickup in the birthday month', async () => {
    await db.query(`update profiles set birthday = '1990-11-02' where id = $1`, [people.dee!]);
    const first = await order('dee');
    await pickUp(first.id);
    const second = await order('dee');
    await pickUp(second.id);
    const birthdays = (await rewardsHistory(db, people.dee!)).filter((entry) => entry.reason === 'birthday');
    expect(birthdays).toHaveLength(1);
    expect(birthdays[0]!.points).toBe(100);
  });
});
