import { sequence } from 'astro:middleware';
import { accountGuard } from './account-guard.ts';
import { pageCache } from './page-cache.ts';
import { permanentRedirects } from './redirects.ts';
import { requestContext } from './request-context.ts';
import { session } from './session.ts';
import { stagingGate } from './staging-gate.ts';

/**
 * Every request: a public page may come from the page cache (which stands for everything after
 * it); otherwise old URLs redirect first, then the visitor and the app's runtime become locals,
 * then a staging site asks for its token, the session becomes locals and the account pages check
 * who is signed in.
 */
export const onRequest = sequence(pageCache, permanentRedirects, requestContext, stagingGate, session, accountGuard);
