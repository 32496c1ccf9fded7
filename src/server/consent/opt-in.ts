import { SMS_MESSAGES_PER_MONTH } from '#lib/consent/disclosures.ts';
import type { Queryable } from '../db/database.ts';
import { queueEmail } from '../mail/index.ts';
import { queueText } from '../sms/sms-outbox.ts';
import { confirmationEmail, confirmationUrl } from './email-confirmation.ts';
import { consentState, recordConsent, type ConsentChange } from './ledger.ts';

/**
 * Marketing consent given for an address nobody has proven is theirs (a guest's checkout, the
 * newsletter form, an account whose email is not confirmed) does not subscribe it: the address
 * stays `pending` until its owner answers — an email's signed link (the newsletter's double
 * opt-in), a text's YES. So a form can never subscribe somebody else, nor re-subscribe someone who
 * unsubscribed. An address already subscribed is left as it is.
 */
export type OptInRequest = Omit<ConsentChange, 'channel' | 'purpose' | 'status' | 'always'>;

/** How long a text's opt-in waits for its YES; an email's link lasts as long (CONFIRM_VALID_SECONDS). */
export const SMS_OPT_IN_VALID_MS = 7 * 24 * 60 * 60 * 1000;
/** A second ask for the same number within this time sends no second text. */
const SMS_ASK_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Records the email pending and sends its confirmation link; false when it is already subscribed. */
export async function askEmailOptIn(
  tx: Queryable,
  request: OptInRequest,
  { storeName, origin }: { storeName: string; origin: string },
): Promise<boolean> {
  const current = await consentState(tx, 'email', request.address, 'marketing');
  if (current?.status === 'subscribed') return false;
  const pending = await recordConsent(tx, {
    ...request,
    channel: 'email',
    purpose: 'marketing',
    status: 'pending',
    always: true,
  });
  const link = await confirmationUrl(tx, origin, pending.eventId!, request.now);
  await queueEmail(tx, confirmationEmail({ to: request.address, storeName, link }));
  return true;
}

/**
 * Records the number pending and texts it to reply YES (once a day at most); false when it is
 * already subscribed. A number that unsubscribed gets no text on a form's say-so: it is pending
 * all the same, and its owner's own YES or START confirms it. `confirmTextOptIn` takes the answer.
 */
export async function askTextOptIn(
  tx: Queryable,
  request: OptInRequest,
  { storeName }: { storeName: string },
): Promise<boolean> {
  const current = await consentState(tx, 'sms', request.address, 'marketing');
  if (current?.status === 'subscribed') return false;
  const quiet =
    current?.status === 'unsubscribed' ||
    (current?.status === 'pending' && request.now.getTime() - current.changedAt.getTime() < SMS_ASK_INTERVAL_MS);
  await recordConsent(tx, { ...request, channel: 'sms', purpose: 'marketing', status: 'pending', always: true });
  if (quiet) return true;
  await queueText(tx, {
    to: request.address,
    template: 'sms_opt_in_request',
    body: `${storeName} Deals: reply YES to get about ${SMS_MESSAGES_PER_MONTH} marketing texts a month at this number. Msg & data rates may apply. Consent is not a condition of purchase. Reply HELP for help, STOP to end.`,
  });
  return true;
}

/**
 * A YES from a number with an opt-in still waiting: it subscribes, with the reply as its words,
 * and the number gets the program's confirmation. Nothing happens for a number that was not asked
 * (or was asked too long ago). Returns whether it subscribed.
 */
export async function confirmTextOptIn(
  tx: Queryable,
  { number, reply, storeName, now }: { number: string; reply: string; storeName: string; now: Date },
): Promise<boolean> {
  const current = await consentState(tx, 'sms', number, 'marketing');
  if (current?.status !== 'pending' || now.getTime() - current.changedAt.getTime() > SMS_OPT_IN_VALID_MS) return false;
  await recordConsent(tx, {
    channel: 'sms',
    address: number,
    purpose: 'marketing',
    status: 'subscribed',
    source: 'sms-reply',
    disclosure: { key: 'sms-reply', version: 1, text: reply.slice(0, 2000) },
    now,
  });
  await queueText(tx, {
    to: number,
    template: 'sms_opt_in',
    body: `${storeName} Deals: you are signed up for about ${SMS_MESSAGES_PER_MONTH} msgs/month. Msg & data rates may apply. Reply HELP for help, STOP to cancel.`,
  });
  return true;
}
