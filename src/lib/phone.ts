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
