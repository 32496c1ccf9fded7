/**
 * Every storefront page: keeps `$session` in step with the server and the other tabs, and when
 * the session ends while an account page is open (signed out in another tab, password changed
 * elsewhere), sends this tab to sign in again instead of leaving stale personal data on screen.
 */
import { accountRouteAccess, loginPathFor } from '#lib/customers/account-routes.ts';
import { $session, announceSignedOut, watchSession } from '#stores/session.ts';

watchSession();

// The page a sign-out form landed on says so; the other tabs hear it at once.
if (document.querySelector('[data-signed-out]')) announceSignedOut();

$session.listen((account, previous) => {
  if (account === null && previous && accountRouteAccess(location.pathname) === 'signed-in') {
    const login = new URL(loginPathFor(location.pathname, location.search), location.origin);
    login.searchParams.set('reason', 'session-ended');
    location.assign(login.href);
  }
});
