/**
 * A staging site: the whole store behind one password until launch (STAGING_MODE), the entry its
 * sign-in endpoints use. The gate itself runs in the middleware chain.
 */
export { checkStagingPassword, isValidStagingToken } from './staging-gate.ts';
export { createStagingToken, STAGING_COOKIE } from './staging-token.ts';
