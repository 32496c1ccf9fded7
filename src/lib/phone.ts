/**
 * A US phone number as its 10 digits ("7345550123"), from whatever the customer typed
 * ("(734) 555-0123", "+1 734 555 0123"), or null when it is not one.
 */
export function normalizeUsPhone(typed: string): string | null {
  const digits = typed.replace(/[\s().+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // NANP: area code and exchange never start with 0 or 1.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : null;
}

/** "(734) 555-0123" */
export function formatUsPhone(digits: string): string {
  return /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

/**
 * The digits to look for when staff type (part of) a phone number into a search: a whole US
 * number becomes its ten stored digits ("+1 (734) 555-0123" → "7345550123"); a fragment of three
 * or more digits ("734-55", "+1 734") is looked for as typed, without the country code. Anything
 * with letters is not a phone number.
 */
export function phoneDigits(typed: string): string | null {
  const whole = normalizeUsPhone(typed);
  if (whole) return whole;
  const digits = typed
    .trim()
    .replace(/^\+1/, '')
    .replace(/[\s().+-]/g, '');
  return /^\d{3,}$/.test(digits) ? digits : null;
}
