/**
 * Which of the written review policy's reasons a review's words may break, so it waits for an
 * admin's decision instead of publishing at once. The rules read the title and text only: the
 * rating never decides anything (16 CFR 465 forbids holding reviews back for their sentiment).
 * - health or cure claims: the advertising compliance checker's health-claim findings (R 420.507(3)
 *   forbids them in anything the licensee shows, and reviews are shown by the store);
 * - personal information: an email address or a phone number in the text;
 * - spam: a link or web address, a run of one character (eight or more), or a burst of reviews
 *   from one author (counted by the writer, which knows the author's recent reviews).
 */
import { checkCompliance } from '#lib/compliance/check-compliance.ts';
import type { ReviewPolicyReason } from '#lib/vocabulary/reviews.ts';

const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]{2,}\.(?:com|net|org|io|co|us|biz|info|shop|store|xyz|ly)\b/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
// Ten digits the way North American numbers are written: 734-555-0100, (734) 555 0100, 7345550100.
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const REPEATED_CHARACTER = /(.)\1{7,}/u;

/** The reasons the words of a review may break the policy, in the vocabulary's order, each once. */
export function reviewTextHoldReasons({ title, body }: { title: string; body: string }): ReviewPolicyReason[] {
  const text = `${title}\n\n${body}`;
  const reasons = new Set<ReviewPolicyReason>();
  const findings = [title, body].flatMap((part) => checkCompliance({ text: part, showsWarnings: true }));
  if (findings.some((finding) => finding.ruleId === 'health-claim')) reasons.add('health_claim');
  if (EMAIL.test(text) || PHONE.test(text)) reasons.add('personal_information');
  if (LINK.test(text.replace(EMAIL, ' ')) || REPEATED_CHARACTER.test(text)) reasons.add('spam');
  return ORDER.filter((reason) => reasons.has(reason));
}

const ORDER: readonly ReviewPolicyReason[] = ['health_claim', 'personal_information', 'spam'];

/** More reviews than this from one author within `BURST_WINDOW_MINUTES` hold the next one as spam. */
export const BURST_LIMIT = 5;
export const BURST_WINDOW_MINUTES = 10;
