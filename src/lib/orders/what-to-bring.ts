import type { MenuMode } from '../catalog/menu-query.ts';

/**
 * What a customer must show at the counter to collect an order (Michigan: adult-use 21+ with a
 * photo ID; medical 18+ with the registry card and a photo ID). One sentence, shared by the
 * thank-you page, the calendar file and the order emails, so they never disagree.
 */
export function whatToBring(mode: MenuMode): string {
  return mode === 'medical'
    ? 'Bring your Michigan medical registry card and a valid photo ID (18+).'
    : 'Bring a valid photo ID showing you are 21 or older.';
}
