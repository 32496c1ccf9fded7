import type { Queryable } from '../db/database.ts';
import { normalizeEmail, type AuthProvider } from '../auth/auth-provider.ts';
import { checkSignInThrottle, clearSignInFailures, recordSignInFailure } from '../auth/sign-in-throttle.ts';
import { claimGuestOrders } from './customer-orders.ts';
import { loadSignedInAccount, type SignedInAccount } from './signed-in-account.ts';

export type SignInResult =
  | { ok: true; account: SignedInAccount }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/**
 * Signs in with email and password, the same way for customers and staff and for both
 * providers: slowed while the address or the account is being guessed at (sign-in-throttle.ts);
 * a wrong email, a wrong password and a disabled account all get the same answer.
 */
export async function signInWithPassword(
  db: Queryable,
  auth: AuthProvider,
  { email, password, ipAddress, now = new Date() }: { email: string; password: string; ipAddress: string; now?: Date },
): Promise<SignInResult> {
  const account = normalizeEmail(email);
  const throttle = await checkSignInThrottle(db, { account, ipAddress, now });
  if (!throttle.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: throttle.retryAfterSeconds };

  const user = await auth.signIn(account, password);
  const signedIn = user ? await loadSignedInAccount(db, user) : null;
  if (!signedIn) {
    if (user) await auth.signOut();
    await recordSignInFailure(db, { account, ipAddress, now });
    return { ok: false, reason: 'invalid' };
  }
  await clearSignInFailures(db, { account, ipAddress, now });
  await claimGuestOrders(db, signedIn);
  return { ok: true, account: signedIn };
}

export { describeWait } from '../http/rate-limit.ts';
