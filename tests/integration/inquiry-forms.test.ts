import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { type Refusal } from '#server/http/refusal.ts';
import { contactForm, tourForm, wholesaleForm, type TourForm } from '#lib/inquiries/inquiry-forms.ts';
import {
  bookTour,
  listOpenTourSlots,
  sendTourReminders,
  submitContactMessage,
  submitPressRequest,
  submitWholesaleInquiry,
  type PublicSubmit,
} from '#server/inquiries/index.ts';
import { newSecretToken } from '#server/auth/secret-token.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { demoTourSlotStarts, insertDemoTourSlots } from '#demo-store/tour-slots.ts';
import { getStoreSettings } from '#server/settings/store-settings.ts';
import { insertTestStore } from '../support/test-store.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { refusal } from '../support/refusal.ts';

const now = new Date('2026-12-01T15:00:00Z');
const proof = { website: '', recaptchaToken: '' };

describe(`the store's public forms on ${testEngine}`, () => {
  let db: Database;
  let context: (clientAddress: string, at?: Date) => PublicSubmit;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    const store = await getStoreSettings(db);
    context = (clientAddress, at = now) => ({ config: {}, store, clientAddress, now: at });
  });
  afterAll(() => db.close());

  async function slot(startsAt: Date, capacity: number): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      'insert into tour_slots (starts_at, capacity) values ($1, $2) returning id',
      [startsAt, capacity],
    );
    return row!.id;
  }

  function tourInput(slotId: string, overrides: Record<string, unknown> = {}): TourForm {
    return tourForm.parse({
      ...proof,
      submissionKey: newSecretToken(),
      slotId,
      name: 'Tour Guest',
      email: 'Guest@Example.test',
      phone: '(734) 555-0142',
      partySize: '2',
      birthdate: '1990-04-20',
      adult: true,
      ...overrides,
    });
  }

  it('stores one message for a burst of 20 submits with one key, and answers each with the same thank-you', async () => {
    const form = contactForm.parse({
      ...proof,
      submissionKey: newSecretToken(),
      name: 'Dana Rivers',
      email: 'dana@example.test',
      topic: 'order',
      message: 'Can I change the pickup time of my order?',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submitContactMessage(db, form, context('198.51.100.20'))),
    );
    const stored = await db.query<{ id: string; details: { topic: string } }>(
      `select id, details from inquiries where email = 'dana@example.test'`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.details).toEqual({ topic: 'order' });
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({
      kind: 'contact',
      email: 'dana@example.test',
      reference: expect.stringMatching(/^RR-C-[0-9A-F]{8}$/),
    });
    const emails = await emailsTo(db, 'dana@example.test');
    expect(emails.map((email) => email.template)).toEqual(['inquiry_received_contact']);
    expect(emails[0]!.text).toContain(answers[0]!.reference);
    expect(emails[0]!.text).not.toMatch(/deal|% off|sale/i);
  });

  it('turns away a filled honeypot and, after six stored messages from one address, answers 429 and stores nothing', async () => {
    let sent = 0;
    // Each to another address: this is the limit per sending address, not per recipient.
    const message = (website = '') =>
      contactForm.parse({
        ...proof,
        website,
        submissionKey: newSecretToken(),
        name: 'Bot',
        email: `bot${++sent}@example.test`,
        topic: 'other',
        message: 'Hello',
      });
    expect(
      (await refusal(submitContactMessage(db, message('https://spam.example'), context('198.51.100.30')))).status,
    ).toBe(403);
    for (let count = 0; count < 6; count++) await submitContactMessage(db, message(), context('198.51.100.31'));
    const refused = await refusal(submitContactMessage(db, message(), context('198.51.100.31')));
    expect(refused.status).toBe(429);
    expect(refused.headers['Retry-After']).toMatch(/^\d+$/);
    const [counted] = await db.query<{ count: number }>(
      `select count(*)::int as count from inquiries where email like 'bot%@example.test'`,
    );
    expect(counted!.count).toBe(6);
  });

  it('gives each field its own message', () => {
    const parsed = contactForm.safeParse({
      ...proof,
      submissionKey: 'short',
      name: '',
      email: 'name@',
      topic: 'prices',
      message: '',
    });
    expect(parsed.success).toBe(false);
    const fields = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(fields).toEqual({
      submissionKey: 'This form has expired. Reload the page and send it again.',
      name: 'Enter your name.',
      email: 'Enter an email address like name@example.com.',
      topic: 'Choose what your message is about.',
      message: 'Write your message.',
    });
  });

  it('reads a wholesale license in the state format and says the shape when it does not', async () => {
    const base = {
      ...proof,
      submissionKey: newSecretToken(),
      businessName: 'Lakeshore Provisions',
      name: 'Sam Buyer',
      email: 'sam@lakeshore.test',
      phone: '',
      products: 'Pre-rolls and flower, 10 lb a month.',
    };
    const wrong = wholesaleForm.safeParse({ ...base, licenseNumber: 'MI-12345' });
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter your Michigan license number as printed on the license: a type and six digits, like AU-R-000123 (adult-use) or PC-000123 (medical).',
    ]);
    const form = wholesaleForm.parse({ ...base, licenseNumber: ' au-r-000777 ' });
    const receipt = await submitWholesaleInquiry(db, form, context('198.51.100.40'));
    const [row] = await db.query<{ details: unknown; message: string; phone: string | null }>(
      'select details, message, phone from inquiries where email = $1',
      ['sam@lakeshore.test'],
    );
    expect(row).toEqual({
      details: { businessName: 'Lakeshore Provisions', licenseNumber: 'AU-R-000777' },
      message: base.products,
      phone: null,
    });
    expect(receipt.reference).toMatch(/^RR-W-/);
  });

  it('stores a press request with its outlet', async () => {
    const receipt = await submitPressRequest(
      db,
      {
        ...proof,
        submissionKey: newSecretToken(),
        name: 'Ren Writer',
        email: 'ren@paper.test',
        outlet: 'Monroe News',
        purpose: 'A story on local growers.',
      },
      context('198.51.100.50'),
    );
    expect(receipt.kind).toBe('press');
    expect((await emailsTo(db, 'ren@paper.test'))[0]!.subject).toBe(
      `We received your press request (${receipt.reference})`,
    );
  });

  it('never books a slot over its capacity, however many book at once', async () => {
    const slotId = await slot(new Date('2026-12-12T16:00:00Z'), 5);
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        bookTour(
          db,
          tourInput(slotId, { email: `guest${index}@example.test`, partySize: '2' }),
          context(`198.51.100.${60 + index}`),
        ),
      ),
    );
    const booked = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts
      .filter((attempt) => attempt.status === 'rejected')
      .map((attempt) => (attempt as PromiseRejectedResult).reason as Refusal);
    expect(booked).toHaveLength(2);
    expect(refused.map((error) => error.status)).toEqual(Array(6).fill(409));
    const [row] = await db.query<{ places_taken: number; bookings: number; inquiries: number }>(
      `select s.places_taken, (select count(*)::int from tour_bookings b where b.slot_id = s.id) as bookings,
              (select count(*)::int from inquiries where email like 'guest%@example.test') as inquiries
         from tour_slots s where s.id = $1`,
      [slotId],
    );
    expect(row).toEqual({ places_taken: 4, bookings: 2, inquiries: 2 });
    // One place is left: a party of two is told so, a party of one fits.
    const tooMany = await refusal(bookTour(db, tourInput(slotId, { partySize: '2' }), context('198.51.100.70')));
    expect(tooMany.fields).toEqual({
      partySize: ['Only 1 place is left on that tour, not 2. Choose fewer people or another date.'],
    });
    await bookTour(db, tourInput(slotId, { partySize: '1' }), context('198.51.100.70'));
    expect(await listOpenTourSlots(db, now)).not.toContainEqual(expect.objectContaining({ id: slotId }));
    const full = await refusal(bookTour(db, tourInput(slotId, { partySize: '1' }), context('198.51.100.70')));
    expect(full.message).toBe('That tour is full now. Choose another date.');
  });

  it('confirms a booking at once, with the time in the store zone, and refuses guests under 21 and past slots', async () => {
    const slotId = await slot(new Date('2026-12-19T16:00:00Z'), 10);
    const receipt = await bookTour(db, tourInput(slotId, { email: 'confirm@example.test' }), context('198.51.100.80'));
    expect(receipt.tour).toEqual({ startsAt: '2026-12-19T16:00:00.000Z', durationMinutes: 60, partySize: 2 });
    const [confirmation] = await emailsTo(db, 'confirm@example.test');
    expect(confirmation!.subject).toBe('Your grow facility tour is booked: Sat, Dec 19, 11:00 AM – 12:00 PM');
    const young = await refusal(bookTour(db, tourInput(slotId, { birthdate: '2006-12-02' }), context('198.51.100.80')));
    expect(young.fields).toEqual({
      birthdate: ['Tours are for guests 21 or older. Everyone on the booking must be 21 or older.'],
    });
    const past = await refusal(
      bookTour(db, tourInput(slotId), context('198.51.100.80', new Date('2026-12-19T16:30:00Z'))),
    );
    expect(past.fields.slotId).toEqual(['That tour date is no longer offered. Choose another date.']);
    expect(
      tourForm
        .safeParse({
          ...proof,
          submissionKey: newSecretToken(),
          slotId,
          name: 'A',
          email: 'a@example.test',
          phone: '555',
          partySize: '9',
          birthdate: '1990-02-30',
        })
        .error?.issues.map((issue) => issue.path[0]),
    ).toEqual(['phone', 'partySize', 'birthdate', 'adult']);
  });

  it('reminds each guest once, the day before, and not a guest who booked within that day', async () => {
    const startsAt = new Date('2027-01-09T16:00:00Z');
    const slotId = await slot(startsAt, 10);
    await bookTour(
      db,
      tourInput(slotId, { email: 'early@example.test' }),
      context('198.51.100.90', new Date('2027-01-02T12:00:00Z')),
    );
    await bookTour(
      db,
      tourInput(slotId, { email: 'late@example.test' }),
      context('198.51.100.91', new Date('2027-01-08T20:00:00Z')),
    );
    expect(await sendTourReminders(db, new Date('2027-01-08T15:00:00Z'))).toBe(0);
    const dayBefore = new Date('2027-01-08T16:30:00Z');
    const [first, second] = await Promise.all([sendTourReminders(db, dayBefore), sendTourReminders(db, dayBefore)]);
    expect(first! + second!).toBe(1);
    expect(await sendTourReminders(db, new Date('2027-01-09T10:00:00Z'))).toBe(0);
    expect((await emailsTo(db, 'early@example.test')).map((email) => email.template)).toEqual([
      'tour_booking_reminder',
      'tour_booking_confirmed',
    ]);
    expect((await emailsTo(db, 'late@example.test')).map((email) => email.template)).toEqual([
      'tour_booking_confirmed',
    ]);
  });

  it('seeds the demo tours on the Saturdays after the seed date, the same each time', async () => {
    const seededAt = new Date('2026-11-25T18:00:00Z');
    expect(
      demoTourSlotStarts(seededAt)
        .map((start) => start.toISOString())
        .slice(0, 3),
    ).toEqual(['2026-11-28T16:00:00.000Z', '2026-11-28T19:00:00.000Z', '2026-12-05T16:00:00.000Z']);
    const fresh = await openTestDatabase();
    try {
      expect(await fresh.transaction((tx) => insertDemoTourSlots(tx, seededAt))).toBe(8);
      expect(await fresh.transaction((tx) => insertDemoTourSlots(tx, seededAt))).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
