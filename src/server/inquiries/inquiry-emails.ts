import type { InquiryReceipt } from '#lib/inquiries/inquiry-forms.ts';
import { tourTimeLabel } from '#lib/inquiries/tour-time.ts';
import { endOfSentence } from '#lib/text/sentences.ts';
import { INQUIRY_KIND_LABELS, type InquiryKind } from '#lib/vocabulary/inquiries.ts';
import type { Queryable } from '../db/database.ts';
import { queueEmail, greeting } from '../mail/index.ts';
import type { StoreSettings } from '../settings/index.ts';

/**
 * The inbox's emails, all transactional (what was asked, what happens next, how to reach the
 * store; never an offer or a product), queued through the one outbox in the caller's transaction.
 */

export type StoreContact = Pick<StoreSettings, 'name' | 'phone' | 'email' | 'timeZone'> & {
  address: Pick<StoreSettings['address'], 'singleLine'>;
};

function signature(store: StoreContact): string {
  return `${store.name}\n${store.address.singleLine}\n${store.phone} · ${store.email}`;
}

const NEXT_STEP: Readonly<Record<InquiryKind, string>> = {
  contact: 'Someone from the store will answer within two business days.',
  wholesale:
    'Our buyer checks your license with the state and answers within three business days. We only trade with licensed Michigan businesses.',
  press:
    'An admin reviews press requests within two business days. Once approved you get a private link to our media kit.',
  tour: 'We will confirm your tour by email.',
};

/** The acknowledgement each form sends at once. */
export async function queueAcknowledgement(tx: Queryable, store: StoreContact, receipt: InquiryReceipt): Promise<void> {
  const hello = greeting(receipt.name);
  if (receipt.kind === 'tour' && receipt.tour) {
    const when = tourTimeLabel(new Date(receipt.tour.startsAt), receipt.tour.durationMinutes, store.timeZone);
    const people = receipt.tour.partySize === 1 ? '1 person' : `${receipt.tour.partySize} people`;
    await queueEmail(tx, {
      to: receipt.email,
      subject: `Your grow facility tour is booked: ${when}`,
      template: 'tour_booking_confirmed',
      text: [
        hello,
        `Your grow facility tour is booked for ${when}, for ${people}. Reference: ${receipt.reference}.`,
        `Meet us at ${store.address.singleLine} 10 minutes before the start. Everyone must be 21 or older and bring a valid photo ID; nobody under 21 can join the tour.`,
        'We will send a reminder the day before. To change or cancel, reply to this email or call us.',
        signature(store),
      ].join('\n\n'),
    });
    return;
  }
  await queueEmail(tx, {
    to: receipt.email,
    subject: `We received your ${INQUIRY_KIND_LABELS[receipt.kind].toLowerCase()} (${receipt.reference})`,
    template: `inquiry_received_${receipt.kind}`,
    text: [
      hello,
      `Thank you for writing to ${endOfSentence(store.name)} We received your ${INQUIRY_KIND_LABELS[receipt.kind].toLowerCase()}; its reference is ${receipt.reference}.`,
      NEXT_STEP[receipt.kind],
      signature(store),
    ].join('\n\n'),
  });
}

/** The day-before reminder of a tour booking. */
export async function queueTourReminder(
  tx: Queryable,
  store: StoreContact,
  booking: {
    email: string;
    name: string;
    reference: string;
    startsAt: Date;
    durationMinutes: number;
    partySize: number;
  },
): Promise<void> {
  const when = tourTimeLabel(booking.startsAt, booking.durationMinutes, store.timeZone);
  await queueEmail(tx, {
    to: booking.email,
    subject: `Reminder: your grow facility tour, ${when}`,
    template: 'tour_booking_reminder',
    text: [
      greeting(booking.name),
      `This is a reminder of your grow facility tour on ${when} for ${booking.partySize === 1 ? '1 person' : `${booking.partySize} people`} (reference ${booking.reference}).`,
      `Meet us at ${store.address.singleLine} 10 minutes before the start. Everyone must be 21 or older and bring a valid photo ID.`,
      'If you cannot come, reply to this email or call us so someone else can take your places.',
      signature(store),
    ].join('\n\n'),
  });
}

/** A tour the store called off: every booking on it is told. */
export async function queueTourCancelled(
  tx: Queryable,
  store: StoreContact,
  booking: { email: string; name: string; reference: string; startsAt: Date; durationMinutes: number },
): Promise<void> {
  const when = tourTimeLabel(booking.startsAt, booking.durationMinutes, store.timeZone);
  await queueEmail(tx, {
    to: booking.email,
    subject: `Your grow facility tour on ${when} is cancelled`,
    template: 'tour_booking_cancelled',
    text: [
      greeting(booking.name),
      `We are sorry: the grow facility tour on ${when} (reference ${booking.reference}) is cancelled. You can book another date on our website.`,
      signature(store),
    ].join('\n\n'),
  });
}
