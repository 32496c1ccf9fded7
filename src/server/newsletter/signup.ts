import { ageOn, birthdateProblem, todayIn } from '#lib/customers/birthday.ts';
import { DISCLOSURES } from '#lib/consent/disclosures.ts';
import type { NewsletterSignup } from '#lib/newsletter/newsletter-form.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { Database } from '../db/database.ts';
import { Refusal } from '../http/refusal.ts';
import { queueEmail } from '../mail/index.ts';
import { admitPublicForm } from '../security/public-form-guard.ts';
import { getStoreSettings } from '../settings/index.ts';
import { consentAddress, consentState, askEmailOptIn, askTextOptIn } from '../consent/index.ts';
import { alreadySubscribedEmail } from './newsletter-emails.ts';
import { preferencesUrl } from './newsletter-links.ts';

/**
 * Sign-ups from one network address: a household signs up a few people, a script gets a 429; and
 * to one email address, whoever signs it up (each sign-up emails it).
 */
export const SIGNUP_LIMIT = { perWindow: 5, windowSeconds: 15 * 60, perRecipient: 3 };
export const NEWSLETTER_MINIMUM_AGE = 21;

/**
 * A newsletter sign-up. The email stays pending until its emailed link is opened (double
 * opt-in); an address already on the list gets an email saying so instead, and the form answers
 * the same either way, so nobody learns from it who subscribes. Texts wait the same way for the
 * number's YES to the opt-in text, which says what the program is and how to stop it.
 */
export async function signUpForNewsletter(
  db: Database,
  config: Pick<RuntimeConfig, 'recaptchaSecretKey'>,
  form: NewsletterSignup,
  { clientAddress, origin, now }: { clientAddress: string; origin: string; now: Date },
): Promise<void> {
  await admitPublicForm(db, config, {
    form: 'newsletter',
    proof: { website: form.website, recaptchaToken: form.recaptchaToken },
    clientAddress,
    limit: SIGNUP_LIMIT,
    recipient: form.email.trim(),
    now,
  });
  const email = consentAddress('email', form.email);
  if (!email) throw new Refusal(400, 'Enter an email address like name@example.com.', 'email');
  const phone = form.smsMarketing && form.phone ? consentAddress('sms', form.phone) : null;
  await db.transaction(async (tx) => {
    const store = await getStoreSettings(tx);
    const today = todayIn(store.timeZone, now);
    const birthdate = form.birthdate!;
    const problem = birthdateProblem(birthdate, today);
    if (problem) throw new Refusal(400, problem, 'birthdate');
    if (ageOn(birthdate, today) < NEWSLETTER_MINIMUM_AGE) {
      throw new Refusal(422, 'The newsletter is for adults 21 and older.', 'birthdate');
    }
    const shared = { source: 'newsletter' as const, clientAddress, birthdate, now };
    const current = await consentState(tx, 'email', email, 'marketing');
    if (current?.status === 'subscribed') {
      await queueEmail(
        tx,
        alreadySubscribedEmail({
          to: email,
          storeName: store.name,
          preferences: await preferencesUrl(tx, origin, email, now),
        }),
      );
    } else {
      await askEmailOptIn(
        tx,
        {
          ...shared,
          address: email,
          disclosure: disclosed(DISCLOSURES.newsletterEmail, store.name),
          companionAddress: phone,
        },
        { storeName: store.name, origin },
      );
    }
    if (phone) {
      await askTextOptIn(
        tx,
        {
          ...shared,
          address: phone,
          disclosure: disclosed(DISCLOSURES.newsletterSms, store.name),
          companionAddress: email,
        },
        { storeName: store.name },
      );
    }
  });
}

/** A disclosure as the person read it: its key, version and words with the store's name. */
export function disclosed(
  disclosure: { key: string; version: number; text: (store: string) => string },
  storeName: string,
): { key: string; version: number; text: string } {
  return { key: disclosure.key, version: disclosure.version, text: disclosure.text(storeName) };
}
