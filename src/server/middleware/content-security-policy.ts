import { defineMiddleware } from 'astro:middleware';
import { withSources } from '#lib/security/content-security-policy.ts';
import { pageSources } from '#lib/security/third-party-sources.ts';
import { STOREFRONT_STYLE_HASH } from '#lib/storefront-stylesheet.ts';
import { withHeaders } from './security-headers.ts';

/**
 * Completes a page's Content-Security-Policy: Astro wrote `script-src`/`style-src` with the hash
 * of every inline script and style it emitted, and the fixed directives; this adds the hash of the
 * storefront's inlined stylesheet (which the layout writes itself, so Astro does not hash it; it
 * allows that exact text and nothing else) and the outside hosts this instance is configured to
 * load (tag manager, reCAPTCHA, Sentry). It runs inside the page cache, so a cached page keeps the
 * complete policy; responses without a policy (not pages) get the empty one from securityHeaders.
 */
export const contentSecurityPolicy = defineMiddleware(async (context, next) => {
  const response = await next();
  const policy = response.headers.get('content-security-policy');
  if (!policy) return response;
  const settings = context.locals.config?.thirdParties;
  const thirdParties = settings ? pageSources(settings, context.url.pathname) : {};
  const completed = withSources(policy, { ...thirdParties, 'style-src': [`'${STOREFRONT_STYLE_HASH}'`] });
  if (completed === policy) return response;
  return withHeaders(response, { 'Content-Security-Policy': completed });
});
