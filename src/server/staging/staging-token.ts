import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie that lets a visitor through the staging gate. */
export const STAGING_COOKIE = 'staging_token';
export const STAGING_TOKEN_DAYS = 30;

/**
 * A staging token is `expiry.signature`, signed with a key derived from the staging password:
 * every instance can check it without shared state, and changing the password signs everyone out.
 */
function sign(password: string, expiresAt: number): string {
  const key = createHash('sha256').update(`staging-gate:${password}`).digest();
  return createHmac('sha256', key).update(String(expiresAt)).digest('base64url');
}

export function createStagingToken(password: string, now = Date.now()): { token: string; maxAgeSeconds: number } {
  const maxAgeSeconds = STAGING_TOKEN_DAYS * 24 * 60 * 60;
  const expiresAt = Math.floor(now / 1000) + maxAgeSeconds;
  return { token: `${expiresAt}.${sign(password, expiresAt)}`, maxAgeSeconds };
}

export function verifyStagingToken(token: string | undefined, password: string, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now) return false;
  const expected = Buffer.from(sign(password, expiresAt));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Compares a typed password with the configured one without leaking its length or content by timing. */
export function isStagingPassword(typed: string, password: string): boolean {
  const a = createHash('sha256').update(typed).digest();
  const b = createHash('sha256').update(password).digest();
  return timingSafeEqual(a, b);
}
