import type { AccountRole } from '../accounts/profiles.ts';

/**
 * Where an invitation's link lands: staff choose their password on the dashboard's set-up screen
 * and arrive in the dashboard; customers (point-of-sale imports) on their account pages.
 */
export function invitationPath(role: AccountRole): string {
  return role === 'customer' ? '/account/update-password' : '/dashboard/confirm';
}
