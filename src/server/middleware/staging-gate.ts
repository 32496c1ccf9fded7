import { defineMiddleware } from 'astro:middleware';
import { refusalAnswer } from '#server/http/endpoint.ts';
import { Refusal } from '#server/http/refusal.ts';
import { STAGING_COOKIE } from '#server/staging/staging-token.ts';
import { isStagingActive, isValidStagingToken } from '#server/staging/staging-gate.ts';

/** What a visitor reaches without a staging token: the gate itself, health checks and static assets. */
const OPEN_PATHS = ['/staging-login', '/api/staging-auth/', '/api/health', '/_astro/', '/favicon.svg'];

/**
 * The staging gate (spec §4): on a staging site every request needs a valid staging token;
 * without one (or when checking it fails) the visitor is sent to /staging-login.
 */
export const stagingGate = defineMiddleware(async (context, next) => {
  const { db, config } = context.locals;
  context.locals.staging = await isStagingActive(db, config);
  const path = context.url.pathname;
  if (!context.locals.staging || OPEN_PATHS.some((open) => path === open || path.startsWith(open))) return next();

  try {
    if (isValidStagingToken(context.cookies.get(STAGING_COOKIE)?.value, config)) return next();
  } catch (error) {
    console.error('Error validating token:', error);
  }
  if (path.startsWith('/api/')) {
    return refusalAnswer(new Refusal(401, 'This is a staging site: sign in at /staging-login first.'));
  }
  const next_ = `${path}${context.url.search}`;
  return context.redirect(`/staging-login?next=${encodeURIComponent(next_)}`, 302);
});
