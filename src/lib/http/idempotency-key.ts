/**
 * The `Idempotency-Key` a write carries so that sending it again is harmless (the IETF
 * "Idempotency-Key HTTP header field" draft; decision 52): made once per user action, sent with
 * every attempt of it, and honoured by the store's endpoints (src/server/http/endpoint.ts).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** What a key looks like: 16 to 128 letters, digits, `-` or `_` (a UUID, checkout's order key). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** A fresh key for one user action. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
