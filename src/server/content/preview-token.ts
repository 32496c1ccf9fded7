import { signToken, verifyToken } from '../security/signed-token.ts';

/** How long a preview link opens the draft. */
export const PREVIEW_LINK_HOURS = 24;

const PURPOSE = 'content-preview';
const PAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A preview link's token names the page and its expiry, signed under the store's link key, so
 * any instance can check it without shared state and no one can make a link for another page or a
 * later expiry (decision 21).
 */
export function createPreviewToken(key: string, pageId: string, now: Date): { token: string; expiresAt: Date } {
  return signToken(key, PURPOSE, pageId, { now, validForSeconds: PREVIEW_LINK_HOURS * 3600 });
}

/** The page a token opens at `now`, or null (malformed, forged, or expired). */
export function verifyPreviewToken(key: string, token: string, now: Date): { pageId: string; expiresAt: Date } | null {
  const verified = verifyToken(key, PURPOSE, token, now);
  if (!verified || !PAGE_ID.test(verified.subject)) return null;
  return { pageId: verified.subject, expiresAt: verified.expiresAt };
}
