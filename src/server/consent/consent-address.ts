import { normalizeUsPhone } from '#lib/phone.ts';
import type { ConsentChannel } from '#lib/vocabulary/consent.ts';

/**
 * A person as the ledger keys them: an email in lower case, or a US phone number in E.164
 * (`+17345550123`, as SMS providers send it). Null when the typed value is not one.
 */
export function consentAddress(channel: ConsentChannel, typed: string): string | null {
  if (channel === 'email') {
    const email = typed.trim().toLowerCase();
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254 ? email : null;
  }
  const digits = normalizeUsPhone(typed);
  return digits ? `+1${digits}` : null;
}

/** The ten digits the rest of the store keeps a phone number as (`profiles.phone`, `orders.phone`). */
export function nationalDigits(e164: string): string {
  return e164.replace(/^\+1/, '');
}
