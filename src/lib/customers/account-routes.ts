/**
 * The customer-accounts guard (spec §6) as data: which account pages need a signed-in customer,
 * which are only for signed-out visitors (a signed-in one goes on to where they were headed),
 * and which serve both (links from emails work either way).
 */
export type AccountRouteAccess = 'signed-in' | 'signed-out' | 'anyone';

export const ACCOUNT_ROUTES: Readonly<Record<string, AccountRouteAccess>> = {
  '/account': 'signed-in',
  '/account/orders': 'signed-in',
  '/account/profile': 'signed-in',
  '/account/referral': 'signed-in',
  '/account/update-email': 'signed-in',
  '/account/phone': 'signed-in',
  // A guest order's claim link (its token traded for a cookie first) is for the account that asked.
  '/account/claim-order': 'signed-in',
  '/account/login': 'signed-out',
  '/account/register': 'signed-out',
  '/account/forgot-password': 'anyone',
  '/account/forgot-email': 'anyone',
  '/account/resend-invite': 'anyone',
  // With a link's token anyone may set a password; without one the page asks for the current one.
  '/account/update-password': 'anyone',
};

/** The access rule of a path under /account, or null for paths the guard does not cover. */
export function accountRouteAccess(pathname: string): AccountRouteAccess | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ACCOUNT_ROUTES[path] ?? null;
}

/** Where a signed-out visitor to a signed-in page goes: the login page, coming back after. */
export function loginPathFor(pathname: string, search = ''): string {
  return `/account/login?next=${encodeURIComponent(`${pathname}${search}`)}`;
}
