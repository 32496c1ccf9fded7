import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/**
 * Links the store mails or hands out — a content preview, a review invitation, a newsletter
 * confirmation, an unsubscribe link, a private download — carry a signed token instead of a
 * stored secret: `subject.expiry.signature`, the subject base64url-encoded and the signature an
 * HMAC-SHA256 of purpose, subject and expiry under the store's link key. Any instance checks one
 * without shared state, and nobody can turn a token for one purpose, subject or expiry into
 * another. Whether a link may be used only once is the caller's rule (it knows what was done).
 */
export interface SignedToken {
  token: string;
  expiresAt: Date;
}

function signature(key: string, purpose: string, subject: string, expiresAt: number): string {
  return createHmac('sha256', key).update(`${purpose}\n${subject}\n${expiresAt}`).digest('base64url');
}

export function signToken(
  key: string,
  purpose: string,
  subject: string,
  { now, validForSeconds }: { now: Date; validForSeconds: number },
): SignedToken {
  const expiresAt = Math.floor(now.getTime() / 1000) + validForSeconds;
  const encoded = Buffer.from(subject, 'utf8').toString('base64url');
  return {
    token: `${encoded}.${expiresAt}.${signature(key, purpose, subject, expiresAt)}`,
    expiresAt: new Date(expiresAt * 1000),
  };
}

/** The subject a token names for `purpose` at `now`, or null (malformed, forged, another purpose, or expired). */
export function verifyToken(
  key: string,
  purpose: string,
  token: string,
  now: Date,
): { subject: string; expiresAt: Date } | null {
  const match = /^([A-Za-z0-9_-]{1,700})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, encoded, expiry, given] = match as unknown as [string, string, string, string];
  const expiresAt = Number(expiry);
  if (expiresAt * 1000 <= now.getTime()) return null;
  const subject = Buffer.from(encoded, 'base64url').toString('utf8');
  // A re-encoding that differs means the text was not what was signed (stray bits, padding games).
  if (Buffer.from(subject, 'utf8').toString('base64url') !== encoded) return null;
  const expected = Buffer.from(signature(key, purpose, subject, expiresAt));
  const presented = Buffer.from(given);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  return { subject, expiresAt: new Date(expiresAt * 1000) };
}

/** The store's link key, made by the migrations and kept in the database so every instance shares it. */
export async function linkSigningKey(db: Queryable): Promise<string> {
  const [row] = await db.query<{ secret: string }>('select secret from link_signing_key');
  if (!row) throw new Error('The link signing key is missing; run the migrations.');
  return row.secret;
}

/** A token for `purpose` and `subject` under the store's key. */
export async function createSignedToken(
  db: Queryable,
  purpose: string,
  subject: string,
  options: { now: Date; validForSeconds: number },
): Promise<SignedToken> {
  return signToken(await linkSigningKey(db), purpose, subject, options);
}

/** What a token presented to the store names, checked under the store's key. */
export async function readSignedToken(
  db: Queryable,
  purpose: string,
  token: string,
  now: Date,
): Promise<{ subject: string; expiresAt: Date } | null> {
  return verifyToken(await linkSigningKey(db), purpose, token, now);
}
