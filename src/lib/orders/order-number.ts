/**
 * Order numbers a budtender can read out and a customer can type: a prefix and six characters
 * from Crockford's base 32 (no I, L, O or U, so nothing is mistaken for 1, 0 or a word).
 * 32^6 ≈ one billion numbers; the database's unique index catches the rare repeat.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_NUMBER_PREFIX = 'RR-';
const PATTERN = new RegExp(`^${ORDER_NUMBER_PREFIX}[${ALPHABET}]{6}$`);

/** A new random order number; `random` returns six bytes (crypto in production). */
export function newOrderNumber(random: (size: number) => Uint8Array): string {
  const bytes = random(6);
  let out = ORDER_NUMBER_PREFIX;
  for (const byte of bytes) out += ALPHABET[byte % 32];
  return out;
}

/**
 * The order number as typed by a person ("rr 7k3-q9p", "7K3Q9P", "RR-7K3QOP" with an O for a 0),
 * or null when it cannot be one.
 */
export function normalizeOrderNumber(typed: string): string | null {
  let code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.startsWith('RR')) code = code.slice(2);
  code = code.replace(/O/g, '0').replace(/[IL]/g, '1');
  const number = `${ORDER_NUMBER_PREFIX}${code}`;
  return PATTERN.test(number) ? number : null;
}
