import { emailLink, emailChangeNoticeMessage, queueEmail } from '../mail/index.ts';
import { formatUsPhone } from '#lib/phone.ts';
import type { Queryable } from '../db/database.ts';
import { normalizeEmail, type AuthProvider } from '../auth/auth-provider.ts';
import { checkSignInThrottle, clearSignInFailures, recordSignInFailure } from '../auth/sign-in-throttle.ts';
import { Refusal } from '../http/refusal.ts';
import { getStoreSettings } from '../settings/index.ts';
import type { SignedInAccount } from './signed-in-account.ts';

/**
 * A signed-in customer moves their account to another email. A session alone is not enough: the
 * current password is asked again (its guesses are slowed like sign-in's), and the address being
 * left is told at once, with how to stop a change its owner did not ask for. The provider sends
 * the link to the new address; the email changes when that link is opened.
 */
export async function changeAccountEmail(
  db: Queryable,
  auth: AuthProvider,
  account: Pick<SignedInAccount, 'id' | 'email' | 'emailConfirmed'>,
  {
    currentPassword,
    newEmail,
    ipAddress,
    origin,
    now = new Date(),
  }: { currentPassword: string; newEmail: string; ipAddress: string; origin: string; now?: Date },
): Promise<{ sentTo: string }> {
  const email = normalizeEmail(newEmail);
  if (email === normalizeEmail(account.email)) {
    throw new Refusal(400, 'That is already the email on your account.', 'email');
  }
  const guard = { account: normalizeEmail(account.email), ipAddress, now };
  const throttle = await checkSignInThrottle(db, guard);
  if (!throttle.allowed) {
    throw new Refusal(
      429,
      'Too many tries with a wrong password. Try again later, or reset your password.',
      undefined,
      {
        headers: { 'Retry-After': String(throttle.retryAfterSeconds) },
      },
    );
  }
  const outcome = await auth.requestEmailChange(account, currentPassword, email);
  if (outcome === 'wrong_password') {
    await recordSignInFailure(db, guard);
    throw new Refusal(403, 'Your current password is not right.', 'currentPassword');
  }
  await clearSignInFailures(db, guard);
  if (outcome === 'email_taken') throw new Refusal(409, 'Another account already uses this email.', 'email');
  const settings = await getStoreSettings(db);
  await queueEmail(
    db,
    emailChangeNoticeMessage({
      storeName: settings.name,
      to: account.email,
      newEmail: email,
      link: emailLink(origin, '/account/forgot-password'),
      origin,
      storePhone: formatUsPhone(settings.phone),
    }),
  );
  return { sentTo: email };
}
