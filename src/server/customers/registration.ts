import type { Database } from '../db/database.ts';
import { normalizeEmail, type AuthProvider } from '../auth/auth-provider.ts';
import { Refusal } from '../http/refusal.ts';
import { recordRegistrationConsent } from '../consent/index.ts';
import { alreadyRegisteredMessage, emailLink, queueEmail } from '../mail/index.ts';
import { recordReferral, referralCodeExists } from '../rewards/index.ts';
import { getStoreSettings } from '../settings/index.ts';
import { limitAccountRequest, mayEmailAccount } from './account-request-limits.ts';

export interface Registration {
  fullName: string;
  email: string;
  password: string;
  emailMarketing?: boolean | undefined;
  referralCode?: string | undefined;
}

/**
 * Registers a customer. A new address gets its account and the link to confirm it; an address
 * that already has an account gets an email saying so and nothing else changes. Neither is signed
 * in, and both get the same answer after the same password hash and about the same writes, so the
 * form cannot be used to learn who has an account. Refused before anything is written: too many
 * registrations from one address (429) or a referral code no customer has (404).
 */
export async function registerCustomer(
  db: Database,
  auth: AuthProvider,
  registration: Registration,
  { ipAddress, origin }: { ipAddress: string; origin: string },
): Promise<void> {
  await limitAccountRequest(db, 'register', { ipAddress });
  const { referralCode } = registration;
  if (referralCode && !(await referralCodeExists(db, referralCode))) {
    throw new Refusal(404, 'That referral code is not one we know. Check it, or leave it empty.');
  }
  const outcome = await auth.signUp(registration);
  const { name } = await getStoreSettings(db);
  if (outcome.ok) {
    if (registration.emailMarketing)
      await recordRegistrationConsent(db, outcome.user.id, { storeName: name, origin, now: new Date() });
    if (referralCode) await recordReferral(db, outcome.user.id, referralCode);
    return;
  }
  // The owner hears of it, within the hour's limit of account emails to one address.
  const to = normalizeEmail(registration.email);
  if (!(await mayEmailAccount(db, to))) return;
  await queueEmail(
    db,
    alreadyRegisteredMessage({ storeName: name, to, link: emailLink(origin, '/account/login'), origin }),
  );
}
