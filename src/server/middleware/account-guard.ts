import { defineMiddleware } from 'astro:middleware';
import { accountRouteAccess, loginPathFor } from '#lib/account-routes.ts';
import { safeReturnPath } from '#lib/navigation/return-path.ts';

/**
 * The customer-accounts guard: signed-in account pages send a signed-out visitor to
 * `/account/login?next=…`; the login and register pages send a signed-in one on to `next`.
 * Only GETs are guarded here; a form posted from a page is checked again by its action.
 */
export const accountGuard = defineMiddleware(async (context, next) => {
  const access = accountRouteAccess(context.url.pathname);
  if (!access || access === 'anyone' || context.request.method !== 'GET') return next();
  const account = await context.locals.currentAccount();
  if (access === 'signed-in' && !account) {
    return context.redirect(loginPathFor(context.url.pathname, context.url.search), 302);
  }
  if (access === 'signed-out' && account) {
    return context.redirect(safeReturnPath(context.url.searchParams.get('next') ?? '/account'), 302);
  }
  return next();
});
