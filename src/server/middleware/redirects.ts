import { defineMiddleware } from 'astro:middleware';
import { redirects } from '../../../redirects.mjs';
import { createRedirectResolver } from '#lib/redirect-resolver.ts';

const resolveRedirect = createRedirectResolver(redirects);

/** Answers the rules of redirects.mjs before routing, so they work whatever routes exist. */
export const permanentRedirects = defineMiddleware((context, next) => {
  const redirect = resolveRedirect(context.url);
  if (!redirect) return next();
  return new Response(null, { status: redirect.status, headers: { Location: redirect.location } });
});
