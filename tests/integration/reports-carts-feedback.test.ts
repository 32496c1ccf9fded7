import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import type { ReportPayload, ReportTable } from '#lib/reports/report-payload.ts';
import { readReportRange } from '#lib/reports/report-range.ts';
import type { ConsentChannel, ConsentStatus } from '#lib/vocabulary/consent.ts';
import { recordCheckoutContact } from '#server/checkout/abandoned-checkouts.ts';
import { recordConsent } from '#server/consent/ledger.ts';
import type { Database } from '#server/db/database.ts';
import { Refusal } from '#server/http/refusal.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { moveOrder } from '#server/orders/move-order.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { loadAbandonedCartsReport, NO_CONSENT } from '#server/reports/admin/abandoned-carts-report.ts';
import { loadFeedbackReport } from '#server/reports/admin/feedback-report.ts';
import type { ReportLoader } from '#server/reports/admin/report-loaders.ts';
import { refreshReports } from '#server/reports/admin/rollup-builders.ts';
import { answerPurchaseFeedback } from '#server/reviews/index.ts';
import { insertCategory, insertProduct, TIME_ZONE } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

/** 10 AM in Monroe (EST, UTC−5) on a day of November 2026. */
const novemberMorning = (day: number, hour = 15) => new Date(Date.UTC(2026, 10, day, hour));
const NOW = novemberMorning(28);

interface Person {
  name: string;
  email: string;
  phone: string;
}
const person = (first: string, digits: string): Person => ({
  name: `${first} Tester`,
  email: `${first.toLowerCase()}@example.com`,
  phone: `73455501${digits}`,
});

describe(`abandoned-carts and feedback reports on ${testEngine}`, () => {
  let db: Database;
  const variants: Record<string, string> = {};

  async function report(load: ReportLoader, query: string): Promise<ReportPayload> {
    const search = new URLSearchParams(query);
    const read = readReportRange(search, NOW, TIME_ZONE);
    if (!read.ok) throw new Error(read.message);
    await refreshReports(db);
    return load({ db, range: read.range, search, now: NOW });
  }
  const table = (payload: ReportPayload, key: string): ReportTable => payload.tables.find((t) => t.key === key)!;
  const metric = (payload: ReportPayload, key: string) => payload.metrics.find((m) => m.key === key)?.value;

  async function order(
    who: Person,
    lines: Record<string, number>,
    at: Date,
    key: string = randomUUID(),
  ): Promise<{ id: string; number: string }> {
    const outcome = await placeOrder(db, {
      idempotencyKey: key,
      customerId: null,
      mode: 'adult',
      contact: { ...who, birthdate: '1990-04-20' },
      medicalCard: null,
      pickupSlotStart: pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: at })[0]!.start,
      notes: '',
      lines: Object.entries(lines).map(([slug, quantity]) => ({ variantId: variants[slug]!, quantity })),
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      now: at,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    return outcome.order;
  }

  async function checkout(who: Person, lines: Record<string, number>, at: Date, key: string = randomUUID()) {
    await recordCheckoutContact(
      db,
      {
        idempotencyKey: key,
        ...who,
        lines: Object.entries(lines).map(([slug, quantity]) => ({ variantId: variants[slug]!, quantity })),
      },
      { clientAddress: '203.0.113.60', now: at },
    );
    return key;
  }

  async function consent(channel: ConsentChannel, address: string, status: ConsentStatus, at: Date) {
    await recordConsent(db, {
      channel,
      address,
      purpose: 'marketing',
      status,
      source: status === 'unsubscribed' ? 'unsubscribe-link' : 'newsletter',
      disclosure: { key: 'test-disclosure', version: 1, text: 'Send me deals.' },
      now: at,
    });
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { hours: DAYTIME_HOURS, capacity: 1000, timeZone: TIME_ZONE });
    await insertCategory(db, 'flower');
    for (const [slug, price] of [
      ['blue-dream', 3000],
      ['gelato', 2500],
    ] as const) {
      await insertProduct(db, {
        slug,
        category: 'flower',
        variants: [{ size: '3.5 g', price, stock: 1000, limit: { category: 'flower', amount: 3544 } }],
      });
      const [row] = await db.query<{ id: string }>('select id from variants where sku = $1', [`${slug}-0`]);
      variants[slug] = row!.id;
    }
  });
  afterAll(() => db.close());

  describe('abandoned carts', () => {
    const ada = person('Ada', '01'); // email marketing: shown with her email, then withdrawn
    const ben = person('Ben', '02'); // no consent at all
    const cy = person('Cy', '03'); // texts only: shown with the phone, never the email
    const dee = person('Dee', '04'); // placed the order from the same checkout: not abandoned
    const eve = person('Eve', '05'); // a pending sign-up is not consent; ordered again by phone
    const fay = person('Fay', '06'); // ordered the next day, then cancelled
    const QUERY = 'range=custom&from=2026-11-09&to=2026-11-22&grain=week&compare=none';
    let fayOrder = '';

    beforeAll(async () => {
      await consent('email', ada.email, 'subscribed', novemberMorning(1));
      await consent('sms', `+1${cy.phone}`, 'subscribed', novemberMorning(1));
      await consent('email', eve.email, 'pending', novemberMorning(1));

      await checkout(ada, { 'blue-dream': 2 }, novemberMorning(10));
      await order(ada, { gelato: 1 }, novemberMorning(12)); // within 7 days: later ordered
      await checkout(ben, { gelato: 1 }, novemberMorning(11));
      // 10 PM on Nov 10 in Monroe is already Nov 11 in UTC: it belongs to Nov 10, the first week.
      await checkout(cy, { 'blue-dream': 1, gelato: 3 }, new Date('2026-11-11T03:00:00Z'));
      await order(cy, { gelato: 1 }, novemberMorning(19)); // 8½ days later: too late to count
      const deeKey = await checkout(dee, { gelato: 2 }, novemberMorning(16));
      await order(dee, { gelato: 2 }, novemberMorning(16, 16), deeKey);
      await checkout(eve, { gelato: 2 }, novemberMorning(17));
      await order({ ...eve, email: 'eve.other@example.com' }, { gelato: 1 }, novemberMorning(19));
      await checkout(fay, { 'blue-dream': 1 }, novemberMorning(18));
      fayOrder = (await order(fay, { 'blue-dream': 1 }, novemberMorning(19))).id;
    });

    it('counts checkouts with a contact and no order, their value, units and who ordered within 7 days', async () => {
      const payload = await report(loadAbandonedCartsReport, QUERY);
      // Ada 2 × $30, Ben $25, Cy $30 + 3 × $25, Eve 2 × $25, Fay $30; Dee ordered from her checkout.
      expect(metric(payload, 'checkouts')).toBe(5);
      expect(metric(payload, 'value')).toBe(6000 + 2500 + 10500 + 5000 + 3000);
      expect(metric(payload, 'items')).toBe(2 + 1 + 4 + 2 + 1);
      expect(metric(payload, 'later_ordered')).toBe(3); // Ada, Eve (by phone), Fay
      expect(metric(payload, 'recovery_rate')).toBeCloseTo(3 / 5);
      expect(table(payload, 'over-time').rows).toEqual([
        { period: '2026-11-09', checkouts: 3, value: 19000, items: 7, later_ordered: 1, recovery_rate: 1 / 3 },
        { period: '2026-11-16', checkouts: 2, value: 8000, items: 3, later_ordered: 2, recovery_rate: 1 },
      ]);

      await moveOrder(db, fayOrder, 'cancelled', { reason: 'Changed my mind', now: novemberMorning(20) });
      const afterCancel = await report(loadAbandonedCartsReport, QUERY);
      expect(metric(afterCancel, 'later_ordered')).toBe(2);
      expect(table(afterCancel, 'over-time').rows[1]).toMatchObject({ later_ordered: 1, recovery_rate: 0.5 });
    });

    it('lists the checkouts newest first and shows a contact only on the channels the person agreed to', async () => {
      const payload = await report(loadAbandonedCartsReport, QUERY);
      expect(table(payload, 'checkouts').rows).toEqual([
        {
          captured_at: 'Nov 18, 2026, 10 AM',
          value: 3000,
          items: 'Blue Dream 3.5 g × 1',
          later_ordered: 'No',
          contact: NO_CONSENT,
        },
        {
          captured_at: 'Nov 17, 2026, 10 AM',
          value: 5000,
          items: 'Gelato 3.5 g × 2',
          later_ordered: 'Yes',
          contact: NO_CONSENT,
        },
        {
          captured_at: 'Nov 11, 2026, 10 AM',
          value: 2500,
          items: 'Gelato 3.5 g × 1',
          later_ordered: 'No',
          contact: NO_CONSENT,
        },
        {
          captured_at: 'Nov 10, 2026, 10 PM',
          value: 10500,
          items: 'Blue Dream 3.5 g × 1, Gelato 3.5 g × 3',
          later_ordered: 'No',
          contact: 'Cy Tester · (734) 555-0103',
        },
        {
          captured_at: 'Nov 10, 2026, 10 AM',
          value: 6000,
          items: 'Blue Dream 3.5 g × 2',
          later_ordered: 'Yes',
          contact: 'Ada Tester · ada@example.com',
        },
      ]);
      // Nothing in the payload (the rows the CSV is made of included) names those who did not agree.
      const everything = JSON.stringify(payload);
      for (const who of [ben, eve, fay])
        for (const detail of [who.name, who.email, who.phone, who.phone.slice(-4)])
          expect(everything).not.toContain(detail);
      expect(everything).not.toContain(cy.email);
      expect(table(payload, 'checkouts').note).toContain('agreed to marketing');
    });

    it('hides a contact again once the person withdraws their consent', async () => {
      await consent('email', ada.email, 'unsubscribed', novemberMorning(25));
      const payload = await report(loadAbandonedCartsReport, QUERY);
      expect(table(payload, 'checkouts').rows.at(-1)).toMatchObject({ contact: NO_CONSENT });
      const everything = JSON.stringify(payload);
      for (const detail of [ada.name, ada.email, ada.phone]) expect(everything).not.toContain(detail);
    });
  });

  describe('feedback', () => {
    /** Places an order, picks it up on `pickedUp` and, when given, answers the first-purchase question. */
    async function firstPurchase(
      who: Person,
      pickedUp: Date,
      answer?: { at: Date; score: number; wentWell?: string; couldImprove?: string },
    ): Promise<string> {
      const placed = await order(who, { gelato: 1 }, new Date(pickedUp.getTime() - 60 * 60_000));
      for (const status of ['accepted', 'ready', 'picked_up'] as const)
        await moveOrder(db, placed.id, status, { now: pickedUp });
      if (answer) {
        const email = (await emailsTo(db, who.email)).find((message) => message.template === 'pickup_follow_up');
        const token = decodeURIComponent(/token=([A-Za-z0-9_.%-]+)/.exec(email!.text)![1]!);
        await answerPurchaseFeedback(
          db,
          token,
          { score: answer.score, wentWell: answer.wentWell ?? '', couldImprove: answer.couldImprove ?? '' },
          answer.at,
        );
      }
      return placed.number;
    }
    const numbers: Record<string, string> = {};
    const QUERY = 'range=custom&from=2026-11-02&to=2026-11-15&grain=week';

    beforeAll(async () => {
      const day = (date: number) => novemberMorning(date, 17);
      const answer = (date: number, score: number, comments: { wentWell?: string; couldImprove?: string } = {}) => ({
        at: novemberMorning(date, 20),
        score,
        ...comments,
      });
      // Questions sent in the week of Nov 2: six first pickups, five answered.
      numbers.p1 = await firstPurchase(person('P1', '11'), day(3), answer(3, 10, { wentWell: 'Fast pickup' }));
      numbers.p2 = await firstPurchase(person('P2', '12'), day(4), answer(5, 9));
      numbers.p3 = await firstPurchase(person('P3', '13'), day(5), answer(6, 7));
      numbers.p4 = await firstPurchase(person('P4', '14'), day(6), answer(7, 3, { couldImprove: 'Long line' }));
      numbers.p5 = await firstPurchase(person('P5', '15'), day(8), answer(9, 6)); // answered the next week
      numbers.p6 = await firstPurchase(person('P6', '16'), day(7));
      // Week of Nov 9: three first pickups, two answered; P1's second pickup sends no question.
      numbers.p7 = await firstPurchase(
        person('P7', '17'),
        day(10),
        answer(10, 0, { couldImprove: 'Out of my strain' }),
      );
      numbers.p8 = await firstPurchase(person('P8', '18'), day(11), answer(13, 8, { wentWell: 'Kind staff' }));
      numbers.p9 = await firstPurchase(person('P9', '19'), day(12));
      await firstPurchase(person('P1', '11'), day(12));
    });

    it('computes NPS per period from the answers given in it, and the response rate of the questions sent', async () => {
      const payload = await report(loadFeedbackReport, QUERY);
      // Answers 10, 9, 7, 3 | 6, 0, 8: promoters 2, detractors 3 of 7 → (2 − 3) / 7 = −14.3 %.
      expect(metric(payload, 'nps')).toBe(-14);
      expect(metric(payload, 'answers')).toBe(7);
      expect(metric(payload, 'sent')).toBe(9);
      expect(metric(payload, 'response_rate')).toBeCloseTo(7 / 9);
      expect(payload.metrics.find((m) => m.key === 'nps')?.previous).toBeNull();
      expect(table(payload, 'nps').rows).toEqual([
        // (2 − 1) / 4 = 25; (0 − 2) / 3 = −66.7.
        { period: '2026-11-02', nps: 25, answers: 4, promoters: 2, passives: 1, detractors: 1 },
        { period: '2026-11-09', nps: -67, answers: 3, promoters: 0, passives: 1, detractors: 2 },
      ]);
      expect(table(payload, 'response-rate').rows).toEqual([
        { period: '2026-11-02', sent: 6, answered: 5, response_rate: 5 / 6 },
        { period: '2026-11-09', sent: 3, answered: 2, response_rate: 2 / 3 },
      ]);
      expect(table(payload, 'scores').rows.map((row) => row.answers)).toEqual([1, 0, 0, 1, 0, 0, 1, 1, 1, 1, 1]);
    });

    it('lists the comments newest first with their score and order, filtered by group', async () => {
      const all = await report(loadFeedbackReport, QUERY);
      expect(table(all, 'comments').rows.map((row) => [row.date, row.order, row.score])).toEqual([
        ['2026-11-13', numbers.p8, 8],
        ['2026-11-10', numbers.p7, 0],
        ['2026-11-07', numbers.p4, 3],
        ['2026-11-03', numbers.p1, 10],
      ]);
      const [newest] = table(all, 'comments').rows;
      const [linked] = await db.query<{ id: string }>('select id from orders where number = $1', [numbers.p8]);
      expect(newest).toMatchObject({ order_id: linked!.id, went_well: 'Kind staff', could_improve: '' });

      const detractors = await report(loadFeedbackReport, `${QUERY}&comments=detractors`);
      expect(table(detractors, 'comments').rows.map((row) => row.could_improve)).toEqual([
        'Out of my strain',
        'Long line',
      ]);
      expect(detractors.filters[0]?.value).toBe('detractors');
    });

    it('refuses a comments filter it does not know with a 400', async () => {
      const refused = report(loadFeedbackReport, `${QUERY}&comments=everybody-else`);
      await expect(refused).rejects.toBeInstanceOf(Refusal);
      await expect(refused).rejects.toMatchObject({ status: 400 });
    });
  });
});
