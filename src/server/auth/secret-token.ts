import { createHash, randomBytes } from 'node:crypto';

/** A fresh unguessable token for a cookie or an emailed link (256 bits, URL-safe). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens nothing. */
export function hashSecretToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Tokens this module makes have exactly this shape; anything else is refused before a query. */
export function isSecretTokenShape(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
