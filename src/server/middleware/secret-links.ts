import { defineMiddleware } from 'astro:middleware';
import { secureCookies } from '#server/auth/session-cookie.ts';
import {
  exchangeLinkToken,
  keepLinkToken,
  linkTokenFromCookie,
  SECRET_LINKS,
  tokenInAddress,
} from '#server/security/secret-links.ts';

/**
 * Secret links (src/server/security/secret-links.ts, decision 50): opening one (a GET or HEAD
 * with its token in the address) keeps the token in its page's cookie and redirects to the page
 * without it, before the staging gate, so not even its `next=` names the token. Every other
 * request to a secret link's page finds the token on `locals.secretLinkToken`: from the cookie,
 * or from the address of a post that carries it there (a mailbox's one-click unsubscribe).
 */
export const secretLinks = defineMiddleware((context, next) => {
  const { url, request, cookies, locals } = context;
  const secure = secureCookies({ url, request, config: locals.config });
  const found = tokenInAddress(url);
  if (found && (request.method === 'GET' || request.method === 'HEAD'))
    return exchangeLinkToken(cookies, found, secure);
  locals.secretLinkToken = found?.token ?? linkTokenFromCookie(cookies, url.pathname);
  locals.handOverSecretLink = (name, token) => {
    const link = SECRET_LINKS[name];
    keepLinkToken(cookies, link, token, secure);
    return link.page;
  };
  return next();
});
