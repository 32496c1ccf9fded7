import { defineMiddleware } from 'astro:middleware';
import { authForRequest } from '#server/auth/auth-for-request.ts';
import { loadSignedInAccount, type SignedInAccount } from '#server/accounts/signed-in-account.ts';
import { SIGNED_IN_COOKIE } from '#lib/auth/signed-in-cookie.ts';

/**
 * The session → locals: the request's auth provider, and the signed-in account, looked up only
 * when something asks (most public pages never do) and at most once per request. A page that
 * asks depends on who is looking, so it is never kept in the page cache.
 */
export const session = defineMiddleware((context, next) => {
  const { locals } = context;
  locals.auth = authForRequest({
    db: locals.db,
    config: locals.config,
    cookies: context.cookies,
    request: context.request,
    url: context.url,
    clientAddress: context.locals.clientAddress,
  });
  let account: Promise<SignedInAccount | null> | undefined;
  locals.currentAccount = () => {
    locals.cacheable = false;
    account ??= locals.auth.currentUser().then((user) => (user ? loadSignedInAccount(locals.db, user) : null));
    return account;
  };
  locals.currentAccountIfSignedIn = () =>
    context.cookies.has(SIGNED_IN_COOKIE) ? locals.currentAccount() : Promise.resolve(null);
  locals.forgetCurrentAccount = () => {
    account = undefined;
  };
  return next();
});
