import { defineMiddleware } from 'astro:middleware';
import { arrivedOverHttps, securityHeaders as headersFor } from '#lib/security/security-headers.ts';

/**
 * Puts the security headers on everything Astro answers (pages, API, redirects, errors). First in
 * the sequence, so page-cache hits get them too and Strict-Transport-Security follows each
 * request's own scheme; a page keeps its own Content-Security-Policy (see contentSecurityPolicy),
 * and a secret link's redirect its stricter Referrer-Policy (src/server/middleware/secret-links.ts).
 */
export const securityHeaders = defineMiddleware(async (context, next) => {
  const response = await next();
  const https = arrivedOverHttps(context.url.protocol, context.request.headers.get('x-forwarded-proto'));
  return withHeaders(response, headersFor(https), { keep: ['Content-Security-Policy', 'Referrer-Policy'] });
});

/** The response with `headers` set; a header named in `keep` that the response has stays as it is. */
export function withHeaders(
  response: Response,
  headers: Record<string, string>,
  { keep = [] as string[] } = {},
): Response {
  let target = response;
  try {
    apply(target.headers, headers, keep);
  } catch {
    // Some responses (Response.redirect, fetch answers) have immutable headers: copy them first.
    target = new Response(response.body, response);
    apply(target.headers, headers, keep);
  }
  return target;
}

function apply(target: Headers, headers: Record<string, string>, keep: string[]) {
  for (const [name, value] of Object.entries(headers)) {
    if (keep.includes(name) && target.has(name)) continue;
    target.set(name, value);
  }
}
