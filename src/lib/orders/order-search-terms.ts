import { normalizeOrderNumber } from './order-number.ts';
import { normalizeUsPhone, phoneDigits } from '../phone.ts';
import { normalizeRegistryCardNumber } from '../registry-card.ts';

/**
 * What one search box's text can mean about an order. Staff type a number, a name, an email or
 * a phone number without saying which, so the text is read every way it can be and an order
 * matching any of them is found.
 */
export interface OrderSearchTerms {
  /** The order number it can be ("rr 7k3-q9p", "7K3Q9P" → "RR-7K3Q9P"), matched exactly. */
  number: string | null;
  /** Lower case, what the order's email starts with (all of it: the email itself). */
  emailPrefix: string | null;
  /** The stored digits the order's phone starts with (all ten: the number itself), however it was typed. */
  phonePrefix: string | null;
  /**
   * The digits the order's phone ends with, from four of them ("0123", "555-0123"): staff at the
   * counter often have only the last digits a customer reads out. Null for a whole number, which
   * the prefix already finds, and for fewer digits, which would match too many orders.
   */
  phoneSuffix: string | null;
  /** Lower case with single spaces, part of the contact name. */
  name: string | null;
  /** A medical registry card number however it is typed ("mm-1234 5678" → "MM12345678"), matched exactly. */
  cardNumber: string | null;
}

/** The fewest trailing digits a search looks for at the end of a phone number. */
export const PHONE_SUFFIX_DIGITS = 4;

export function orderSearchTerms(typed: string): OrderSearchTerms {
  const text = typed.trim().replace(/\s+/g, ' ').toLowerCase();
  const digits = phoneDigits(text);
  return {
    number: normalizeOrderNumber(text),
    // An email has no spaces; with any, the text is a name or a phone number.
    emailPrefix: text !== '' && !text.includes(' ') ? text : null,
    phonePrefix: digits,
    phoneSuffix: digits && digits.length >= PHONE_SUFFIX_DIGITS && !normalizeUsPhone(text) ? digits : null,
    name: /\p{L}/u.test(text) && !text.includes('@') ? text : null,
    // Card numbers carry digits; a word alone is a name.
    cardNumber: /\d/.test(text) ? normalizeRegistryCardNumber(text) : null,
  };
}

/** Whether the text can match anything at all (punctuation alone cannot). */
export function hasSearchTerms(terms: OrderSearchTerms): boolean {
  return Object.values(terms).some((term) => term !== null);
}
