import { formatCents } from '../money.ts';
import { endOfSentence } from '../text/sentences.ts';

/** What a customer sends a friend with their referral link, and the email and text links that carry it. */
export interface ReferralInvitation {
  subject: string;
  text: string;
  mailto: string;
  /** An `sms:` link with the words as its body (the `?&` form, which phones of both kinds read). */
  sms: string;
}

export function referralInvitation({
  link,
  storeName,
  discountCents,
}: {
  link: string;
  storeName: string;
  discountCents: number;
}): ReferralInvitation {
  const subject = `${formatCents(discountCents)} off your first order at ${storeName}`;
  const text = `Get ${formatCents(discountCents)} off your first pickup order at ${endOfSentence(storeName)} Sign up with my link: ${link}`;
  return {
    subject,
    text,
    mailto: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`,
    sms: `sms:?&body=${encodeURIComponent(text)}`,
  };
}
