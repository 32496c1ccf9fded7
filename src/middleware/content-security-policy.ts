import { defineMiddleware } from 'astro:middleware';
import { withSources } from '#lib/security/content-security-policy.ts';
import { pageSources } from '#lib/security/third-party-sources.ts';
import { withHeaders } from './security-headers.ts';

/**
 * Completes a page's Content-Security-Policy: Astro wrote `script-src`/`style-src` with the hash
 * of every inline script and style, and the fixed directives; this adds the outside hosts this
 * instance is configured to load (tag manager, reCAPTCHA, Sentry). It runs inside the page
 * cache, so a cached page keeps the complete policy; responses without a policy (not pages) get
 * the empty one from securityHeaders.
 */
export const contentSecurityPolicy = defineMiddleware(async (context, next) => {
  const response = await next();
  const policy = response.headers.get('content-security-policy');
  const settings = context.locals.config?.thirdParties;
  if (!policy || !settings) return response;
  const completed = withSources(policy, pageSources(settings, context.url.pathname));
  if (completed === policy) return response;
  return withHeaders(response, { 'Content-Security-Policy': completed });
});
