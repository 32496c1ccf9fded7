import type { Queryable } from '../db/database.ts';
import { emailLink, type OutgoingEmail } from '../mail/index.ts';
import { createSignedToken } from '../security/signed-token.ts';

/**
 * The email half of the double opt-in: the signed link that proves the address is its owner's,
 * and the email that carries it. The newsletter's confirmation page opens the link.
 */
export const CONFIRM_PURPOSE = 'newsletter-confirm';

/** A sign-up stays pending until its link is opened, for a week at most. */
export const CONFIRM_VALID_SECONDS = 7 * 24 * 60 * 60;

/** The sign-up's confirmation link: the subject is the pending event the sign-up wrote. */
export async function confirmationUrl(db: Queryable, origin: string, eventId: string, now: Date): Promise<string> {
  const { token } = await createSignedToken(db, CONFIRM_PURPOSE, eventId, {
    now,
    validForSeconds: CONFIRM_VALID_SECONDS,
  });
  return emailLink(origin, `/newsletter/confirm/${token}`);
}

/** The sign-up's confirmation: nothing is sent to the list until this link is opened. */
export function confirmationEmail({
  to,
  storeName,
  link,
}: {
  to: string;
  storeName: string;
  link: string;
}): OutgoingEmail {
  return {
    to,
    template: 'newsletter_confirm',
    subject: `Confirm your ${storeName} newsletter sign-up`,
    text: [
      `Someone, hopefully you, asked to get the ${storeName} newsletter at this address.`,
      '',
      `Confirm within 7 days: ${link}`,
      '',
      'If it was not you, ignore this email: without the confirmation nothing more is sent.',
    ].join('\n'),
  };
}
