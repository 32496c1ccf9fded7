import type { Queryable } from '../db/database.ts';
import { describeWait, hitRateLimit, limitRequest, type RequestLimit } from '../http/rate-limit.ts';
import { Refusal } from '../http/refusal.ts';

/**
 * How often one address may ask for the account work that costs the store a password hash or an
 * email — registering, choosing a password with a link, asking for reset or reminder emails — and
 * how many reset emails one account gets, whoever asks. Each purpose counts apart.
 */
export const ACCOUNT_REQUEST_LIMITS = {
  // A busy store's Wi-Fi sees a few sign-ups an hour; a script sees hundreds.
  register: { perWindow: 30, windowSeconds: 60 * 60 },
  'password-link': { perWindow: 30, windowSeconds: 15 * 60 },
  'account-email': { perWindow: 20, windowSeconds: 60 * 60 },
} as const;
/** Reset (or invitation) emails one account receives in an hour, however many addresses ask. */
export const EMAILS_PER_ACCOUNT_PER_HOUR = 3;

export type AccountRequest = keyof typeof ACCOUNT_REQUEST_LIMITS;

const emailsToKey = (email: string) => `account:emails-to:${email.toLowerCase()}`;

/** Counts a request from `ipAddress`; refuses it (429 with Retry-After) beyond its purpose's limit. */
export async function limitAccountRequest(
  db: Queryable,
  request: AccountRequest,
  { ipAddress, now = new Date() }: { ipAddress: string; now?: Date },
): Promise<void> {
  const { perWindow, windowSeconds } = ACCOUNT_REQUEST_LIMITS[request];
  const decision = await hitRateLimit(db, `account:${request}:${ipAddress}`, { limit: perWindow, windowSeconds, now });
  if (decision.allowed) return;
  throw new Refusal(429, 'Too many requests from here. Wait a while and try again, or call the store.', undefined, {
    headers: { 'Retry-After': String(decision.retryAfterSeconds) },
  });
}

/**
 * Whether one more account email may go to `email` this hour. Beyond the limit nothing is sent
 * and the asker is told the same as always, so the limit says nothing about whether the account exists.
 */
export async function mayEmailAccount(db: Queryable, email: string, now = new Date()): Promise<boolean> {
  const decision = await hitRateLimit(db, emailsToKey(email), {
    limit: EMAILS_PER_ACCOUNT_PER_HOUR,
    windowSeconds: 60 * 60,
    now,
  });
  return decision.allowed;
}

/**
 * Changes a signed-in customer makes to their account (the profile, the password with the current
 * one) in 15 minutes, from one address and to one account: plenty for a person, and a wall for a
 * stolen session guessing the current password or writing consent records by the thousand.
 */
export const ACCOUNT_CHANGE_LIMIT: RequestLimit = { windowSeconds: 15 * 60, perClient: 60, perRecipient: 20 };

/** Counts a change to `accountId`; 429 beyond ACCOUNT_CHANGE_LIMIT. */
export function limitAccountChange(
  db: Queryable,
  accountId: string,
  { ipAddress, now = new Date() }: { ipAddress: string; now?: Date },
): Promise<void> {
  return limitRequest(
    db,
    'account-change',
    ACCOUNT_CHANGE_LIMIT,
    { clientAddress: ipAddress, recipient: accountId, now },
    { client: 'Too many changes from here.', recipient: 'Too many changes to this account in a short time.' },
  );
}

/**
 * For an email a signed-in customer asks about their own account (the confirmation link again, the
 * link to a new address): the address's limit of account emails an hour, and their address's
 * limit of account requests. Refused out loud (429): they know whose account it is.
 */
export async function limitOwnAccountEmail(
  db: Queryable,
  email: string,
  { ipAddress, now = new Date() }: { ipAddress: string; now?: Date },
): Promise<void> {
  await limitAccountRequest(db, 'account-email', { ipAddress, now });
  const decision = await hitRateLimit(db, emailsToKey(email), {
    limit: EMAILS_PER_ACCOUNT_PER_HOUR,
    windowSeconds: 60 * 60,
    now,
  });
  if (decision.allowed) return;
  throw new Refusal(
    429,
    `We already sent ${EMAILS_PER_ACCOUNT_PER_HOUR} emails to ${email.toLowerCase()} this hour: check that inbox and its spam folder. Try again in ${describeWait(decision.retryAfterSeconds)}, or call the store.`,
    undefined,
    { headers: { 'Retry-After': String(decision.retryAfterSeconds) } },
  );
}

/**
 * Sends an account email (reset, invitation) to `email` if the hour's limit allows, without the
 * reply waiting: looking the account up and writing the email take time only when the account
 * exists, so a reply that waited would tell a stranger which addresses have accounts. A failure
 * is logged, as the asker has already been told the same as everyone.
 */
export function emailAccountAfterReply(db: Queryable, email: string, send: () => Promise<void>): Promise<void> {
  return (async () => {
    if (await mayEmailAccount(db, email)) await send();
  })().catch((error: unknown) => console.error('An account email could not be sent:', error));
}
