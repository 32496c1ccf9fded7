import type { AgeAnswer } from '../age-gate.ts';
import type { MenuMode } from './menu-query.ts';

/** The cookie that remembers the shopper's menu: adult-use or medical prices and products. */
export const MENU_MODE_COOKIE = 'menu_mode';

/**
 * The menu a visitor sees: the one they chose, else medical for a visitor who said at the age gate
 * that they hold a medical card, else adult-use.
 */
export function resolveMenuMode(cookieValue: string | undefined | null, ageAnswer: AgeAnswer | null): MenuMode {
  if (cookieValue === 'adult' || cookieValue === 'medical') return cookieValue;
  return ageAnswer === 'medical' ? 'medical' : 'adult';
}
