import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a preview link opens the draft. */
export const PREVIEW_LINK_HOURS = 24;

/**
 * A preview link's token: `pageId.expiry.signature`, the signature an HMAC-SHA256 of the page and
 * the expiry under the store's preview key, so any instance can check it without shared state and
 * no one can make a link for another page or a later expiry (decision 20).
 */
function sign(key: string, pageId: string, expiresAt: number): string {
  return createHmac('sha256', key).update(`content-preview:${pageId}.${expiresAt}`).digest('base64url');
}

export function createPreviewToken(key: string, pageId: string, now: Date): { token: string; expiresAt: Date } {
  const expiresAt = Math.floor(now.getTime() / 1000) + PREVIEW_LINK_HOURS * 3600;
  return { token: `${pageId}.${expiresAt}.${sign(key, pageId, expiresAt)}`, expiresAt: new Date(expiresAt * 1000) };
}

/** The page a token opens at `now`, or null (malformed, forged, or expired). */
export function verifyPreviewToken(key: string, token: string, now: Date): { pageId: string; expiresAt: Date } | null {
  const match =
    /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, pageId, expiry, signature] = match as unknown as [string, string, string, string];
  const expiresAt = Number(expiry);
  if (expiresAt * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(sign(key, pageId, expiresAt));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { pageId, expiresAt: new Date(expiresAt * 1000) };
}
