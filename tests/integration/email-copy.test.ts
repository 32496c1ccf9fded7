import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '#lib/orders/order-status.ts';
import { runTogetherWords } from '#lib/text/run-together-words.ts';
import { INQUIRY_KINDS } from '#lib/vocabulary/inquiries.ts';
import type { Database } from '#server/db/database.ts';
import { applicantDecisionEmail } from '#server/hiring/admin/applicant-emails.ts';
import { queueApplicationReceived } from '#server/hiring/application-emails.ts';
import { queueAcknowledgement, queueTourCancelled, queueTourReminder } from '#server/inquiries/inquiry-emails.ts';
import * as accountEmails from '#server/mail/account-emails.ts';
import { orderPlacedMessage, orderStatusMessage, type OrderEmailFacts } from '#server/mail/order-emails.ts';
import { queueEmail, type OutgoingEmail } from '#server/mail/outbox.ts';
import { pickupFollowUpMessage } from '#server/mail/review-emails.ts';
import { confirmationEmail } from '#server/consent/email-confirmation.ts';
import { alreadySubscribedEmail, issueEmail } from '#server/newsletter/newsletter-emails.ts';
import { getStoreSettings, type StoreSettings } from '#server/settings/store-settings.ts';
import { readableEmailHtml } from '../support/email-text.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/**
 * Every email the store writes reads with its words apart, in its text part and its HTML part
 * alike: no sentence stuck to the next ("thought?Read"), no word to a number ("get200"), no
 * second full stop after a name that ends in one ("… Co.."). The store here is named like the demo
 * store, "River Raisin Cannabis Co.", which ends in its own full stop.
 */
const STORE_NAME = 'River Raisin Cannabis Co.';
const LINK = 'https://shop.example.com/some/link?token=abc.DEF';
const ORIGIN = 'https://shop.example.com';

describe(`the words of every email on ${testEngine}`, () => {
  let db: Database;
  let settings: StoreSettings;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    await db.query('update store_settings set name = $1', [STORE_NAME]);
    settings = await getStoreSettings(db);
  });
  afterAll(() => db?.close());

  /** Every message a builder makes, for a customer of this store. */
  function builtEmails(): OutgoingEmail[] {
    const to = 'robin@example.com';
    const account = {
      storeName: STORE_NAME,
      to,
      link: LINK,
      origin: ORIGIN,
      newEmail: 'robin.new@example.com',
      storePhone: '(734) 555-0142',
    };
    const order: OrderEmailFacts = {
      storeName: STORE_NAME,
      storeAddress: '418 E Front St, Monroe, MI 48162',
      storePhone: '(734) 555-0142',
      number: 'RR-7K3Q9P',
      email: to,
      contactName: 'Robin Guest',
      pickupLabel: 'Wed, Nov 25, 4:30 PM',
      totalCents: 4664,
      mode: 'adult',
      lines: [{ productName: 'Chemdawg', sizeLabel: '3.5 g (eighth)', quantity: 2, totalCents: 4664 }],
    };
    const pickup = {
      storeName: STORE_NAME,
      to,
      contactName: 'Robin Guest',
      number: 'RR-7K3Q9P',
      reviewLink: LINK,
      origin: ORIGIN,
      productNames: ['Chemdawg', 'Gelato'],
      sendAt: new Date(),
    };
    const applicant = {
      to,
      applicantName: 'Robin Applicant',
      postingTitle: 'Budtender',
      storeName: STORE_NAME,
      storePhone: '(734) 555-0142',
    };
    return [
      ...Object.values(accountEmails).map((message) => message(account)),
      orderPlacedMessage({
        ...order,
        discounts: [{ title: 'First-time customers: 15% off', savingsCents: 700 }],
        origin: ORIGIN,
      }),
      ...ORDER_STATUSES.map((status) => orderStatusMessage(order, status, 'The customer called')),
      pickupFollowUpMessage({ ...pickup, feedbackLink: LINK }),
      pickupFollowUpMessage({ ...pickup, feedbackLink: null }),
      confirmationEmail({ to, storeName: STORE_NAME, link: LINK }),
      alreadySubscribedEmail({ to, storeName: STORE_NAME, preferences: LINK }),
      issueEmail({
        to,
        subject: 'New this week',
        body: 'Fresh flower from Lake Erie Gardens.',
        storeName: STORE_NAME,
        warnings: ['It is illegal to drive a motor vehicle while under the influence of marihuana.'],
        unsubscribe: LINK,
        preferences: LINK,
      }),
      ...(['offer', 'hired', 'rejected'] as const).map((decision) => applicantDecisionEmail(decision, applicant)),
    ];
  }

  /** The emails the store writes in a transaction of its own, read back from the outbox. */
  async function queuedEmails(): Promise<{ template: string; text: string; html: string }[]> {
    await db.query('delete from email_outbox');
    const receipt = { reference: 'RR-C-1A2B3C4D', name: 'Robin Guest', email: 'robin@example.com' };
    const tour = { startsAt: '2026-12-12T15:00:00Z', durationMinutes: 60, partySize: 2 };
    for (const kind of INQUIRY_KINDS) {
      await queueAcknowledgement(db, settings, { ...receipt, kind, tour: kind === 'tour' ? tour : null });
    }
    const booking = { ...receipt, startsAt: new Date(tour.startsAt), durationMinutes: 60, partySize: 2 };
    await queueTourReminder(db, settings, booking);
    await queueTourCancelled(db, settings, booking);
    await queueApplicationReceived(
      db,
      { settings, origin: 'https://shop.example.com', now: new Date() },
      { applicationId: randomUUID(), to: receipt.email, name: 'Robin', postingTitle: 'Budtender' },
    );
    for (const email of builtEmails()) await queueEmail(db, email);
    return db.query('select template, body_text as text, body_html as html from email_outbox order by created_at');
  }

  it('has no words run together, in the text or the HTML part of any email', async () => {
    const emails = await queuedEmails();
    expect(emails.length).toBeGreaterThanOrEqual(30);
    const found = emails.flatMap((email) => [
      ...runTogetherWords(email.text).map((join) => `${email.template} (text): ${join}`),
      ...runTogetherWords(readableEmailHtml(email.html)).map((join) => `${email.template} (HTML): ${join}`),
    ]);
    expect(found).toEqual([]);
  });
});
