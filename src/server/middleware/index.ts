import { sequence } from 'astro:middleware';
import { accountGuard } from './account-guard.ts';
import { cachingHeaders } from './caching-headers.ts';
import { compression } from './compression.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { crossOriginGuard } from './cross-origin-guard.ts';
import { dashboardGuard } from './dashboard-guard.ts';
import { pageCache } from './page-cache.ts';
import { permanentRedirects } from './redirects.ts';
import { requestContext } from './request-context.ts';
import { secretLinks } from './secret-links.ts';
import { securityHeaders } from './security-headers.ts';
import { session } from './session.ts';
import { stagingGate } from './staging-gate.ts';
import { unstorableInput } from './unstorable-input.ts';

/**
 * Every request: security headers go on whatever answers, which is compressed when the client
 * accepts it and says what browsers and a CDN may keep of it; a public page may come from the page
 * cache (which stands for everything after it, its policy already complete); otherwise input
 * that cannot be stored (NUL) is refused, old URLs redirect, then the visitor and the app's
 * runtime become locals, a secret link's token is traded for a cookie, writes from other sites
 * are refused, a staging site asks for its token, the session becomes locals, the account pages
 * check who is signed in and dashboard calls check the caller's role.
 */
export const onRequest = sequence(
  securityHeaders,
  compression,
  cachingHeaders,
  pageCache,
  contentSecurityPolicy,
  unstorableInput,
  permanentRedirects,
  requestContext,
  secretLinks,
  crossOriginGuard,
  stagingGate,
  session,
  accountGuard,
  dashboardGuard,
);

/** What the chain puts on `Astro.locals` (src/env.d.ts): the runtime's parts, the auth provider, a secret link's name. */
export type { Runtime } from '../runtime.ts';
export type { AuthProvider } from '../auth/auth-provider.ts';
export type { SecretLinkName } from '../security/secret-links.ts';
export type { PageStock } from '../cache/page-cache.ts';
