import type { Role } from '#lib/vocabulary/accounts.ts';

/**
 * Where an invitation's link lands: staff choose their password on the dashboard's set-up screen
 * and arrive in the dashboard; customers (point-of-sale imports) on their account pages.
 */
export function invitationPath(role: Role): string {
  return role === 'customer' ? '/account/update-password' : '/dashboard/confirm';
}
