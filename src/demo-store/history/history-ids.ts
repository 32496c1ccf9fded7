import { createHash } from 'node:crypto';
import { newOrderNumber } from '#lib/orders/order-number.ts';
import type { Random } from '../random.ts';

/**
 * Identifiers of the generated history, drawn from the seed's random source so the same
 * parameters give the same rows: row ids shaped as version-4 UUIDs, order numbers in the
 * store's own format, referral codes as the profiles' trigger would make them.
 */

const HEX = '0123456789abcdef';

/** A version-4-shaped UUID from the random source (never crypto: it must repeat). */
export function historyUuid(random: Random): string {
  let out = '';
  for (let i = 0; i < 32; i++) {
    let digit = random.int(0, 15);
    if (i === 12) digit = 4;
    if (i === 16) digit = 8 + (digit % 4);
    out += HEX[digit];
    if (i === 7 || i === 11 || i === 15 || i === 19) out += '-';
  }
  return out;
}

/**
 * A UUID whose first 48 bits are the instant (milliseconds, the layout of version 7) and the rest
 * drawn: rows written in time order then land at the end of their indexes instead of all over
 * them, which keeps a year of history quick to write into a big table.
 */
export function historyUuidAt(random: Random, at: Date): string {
  const time = at.getTime().toString(16).padStart(12, '0').slice(-12);
  const drawn = historyUuid(random).replace(/-/g, '');
  const hex = `${time}7${drawn.slice(13)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Order numbers no other order has: `taken` holds every number in use (the store's own orders
 * and those drawn before), and a repeat is drawn again, as placement does with its unique index.
 */
export function historyOrderNumber(random: Random, taken: Set<string>): string {
  for (;;) {
    const number = newOrderNumber((size) => Uint8Array.from({ length: size }, () => random.int(0, 255)));
    if (!taken.has(number)) {
      taken.add(number);
      return number;
    }
  }
}

/**
 * The stored idempotency key of a history order: what placement stores is the SHA-256 of the
 * browser's key, so this has the same shape; no browser holds a key that hashes to it, so no
 * receipt of a history order opens. A captured checkout is keyed by the same value.
 */
export function historyCheckoutKey(orderOrCheckoutId: string): string {
  return createHash('sha256').update(`history:${orderOrCheckoutId}`).digest('hex');
}

const CODE_ALPHABET = '0123456789ABCDEF';

/** Eight characters like the profiles' trigger makes (upper-case hex), unique among `taken`. */
export function historyReferralCode(random: Random, taken: Set<string>): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < 8; i++) code += CODE_ALPHABET[random.int(0, 15)];
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}
