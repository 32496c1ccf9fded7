/**
 * A Michigan registry card number as the store keeps, compares and counts it: its letters and
 * digits only, in capitals ("mm-1234 5678" → "MM12345678"). Patients type the number with or
 * without the card's hyphens and spaces; the store must see one card whatever the spelling, or the
 * medical daily and monthly limits would count each spelling as a new patient. Null when what is
 * left is not a card number (4 to 20 letters and digits).
 */
export function normalizeRegistryCardNumber(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s.\-‐‑‒–—]/g, '');
  return /^[A-Z0-9]{4,20}$/.test(compact) ? compact : null;
}

/** Typed card numbers are read with their separators; this many characters is more than any card needs. */
export const MAX_TYPED_CARD_NUMBER_LENGTH = 40;
