import { defineMiddleware } from 'astro:middleware';
import { forwardedScheme, isCrossOriginWrite } from '#lib/security/cross-origin.ts';
import { refusalAnswer } from '#server/http/endpoint.ts';
import { Refusal } from '#server/http/refusal.ts';

/**
 * Refuses writes from other sites whatever their content type (src/lib/security/cross-origin.ts),
 * form posts included: it stands in for Astro's origin check. The store's origins are the one the
 * request was addressed to, SITE_URL (the public origin behind a proxy), and — behind a proxy
 * TRUST_PROXY trusts — the request's host on the scheme the proxy says the browser used, so a
 * TLS proxy in front of a plain-HTTP store is not refused. A host is never taken from
 * X-Forwarded-Host: only SITE_URL names another one.
 */
export const crossOriginGuard = defineMiddleware((context, next) => {
  const { request, url, locals } = context;
  const { siteUrl, trustProxy } = locals.config;
  const forwardedProto = trustProxy ? forwardedScheme(request.headers.get('x-forwarded-proto')) : null;
  const allowed = [
    url.origin,
    ...(siteUrl ? [new URL(siteUrl).origin] : []),
    ...(forwardedProto ? [`${forwardedProto}//${url.host}`] : []),
  ];
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
