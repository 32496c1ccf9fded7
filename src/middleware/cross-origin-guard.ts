import { defineMiddleware } from 'astro:middleware';
import { isCrossOriginWrite } from '#lib/security/cross-origin.ts';
import { refusalAnswer } from '#server/http/endpoint.ts';
import { Refusal } from '#server/http/refusal.ts';

/**
 * Refuses writes from other sites whatever their content type (src/lib/security/cross-origin.ts),
 * form posts included: it stands in for Astro's origin check. The store's origins are the one the request was
 * addressed to and SITE_URL (the public origin behind a proxy).
 */
export const crossOriginGuard = defineMiddleware((context, next) => {
  const { request, url, locals } = context;
  const allowed = [url.origin, ...(locals.config?.siteUrl ? [new URL(locals.config.siteUrl).origin] : [])];
  const write = {
    method: request.method,
    pathname: url.pathname,
    contentType: request.headers.get('content-type'),
    origin: request.headers.get('origin'),
    fetchSite: request.headers.get('sec-fetch-site'),
  };
  if (!isCrossOriginWrite(write, allowed)) return next();
  return refusalAnswer(new Refusal(403, 'Requests from other sites are not accepted.'));
});
