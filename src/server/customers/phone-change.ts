import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { formatUsPhone } from '#lib/phone.ts';
import { consentAddress, consentState } from '../consent/index.ts';
import type { Database, Queryable } from '../db/database.ts';
import { limitRequest, type RequestLimit } from '../http/rate-limit.ts';
import { Refusal } from '../http/refusal.ts';
import { emailLink, queueEmail } from '../mail/index.ts';
import { linkSigningKey } from '../security/signed-token.ts';
import { getStoreSettings } from '../settings/index.ts';
import { queueText } from '../sms/sms-outbox.ts';
import { phoneChangeNoticeMessage } from './phone-emails.ts';
import type { SignedInAccount } from './signed-in-account.ts';

/** A code is good for ten minutes, and for five wrong guesses: one in 200 000 for a guesser. */
export const PHONE_CODE_VALID_SECONDS = 10 * 60;
export const PHONE_CODE_TRIES = 5;

/**
 * Codes texted to one number, whoever asks (a stranger cannot flood someone's phone), and asked
 * for by one account (a stolen session cannot text number after number), in an hour.
 */
export const PHONE_CODE_LIMITS = {
  number: { windowSeconds: 60 * 60, perClient: 20, perRecipient: 3 },
  account: { windowSeconds: 60 * 60, perClient: 20, perRecipient: 5 },
} as const satisfies Record<string, RequestLimit>;

/** The code as stored: bound to the account and the number, so it proves only this change. */
function codeHash(key: string, accountId: string, phone: string, code: string): string {
  return createHmac('sha256', key).update(`phone-code\n${accountId}\n${phone}\n${code}`).digest('hex');
}

/** Whether the number's owner texted STOP (and not START since): the store texts it nothing more. */
async function stoppedTexts(db: Queryable, number: string): Promise<boolean> {
  const [last] = await db.query<{ intent: string }>(
    `select intent from sms_inbound where from_number = $1 and intent in ('opt_out', 'opt_in')
      order by received_at desc, id desc limit 1`,
    [number],
  );
  return last?.intent === 'opt_out';
}

/**
 * A signed-in customer asks to use `phone` (ten digits): a six-digit code is texted to it and
 * waits, hashed, for the account page to send it back (a new request replaces the one waiting).
 * Counted against the number's and the account's limits in the same transaction, so a refused
 * request uses no allowance. A number that texted STOP is not texted again on a form's say-so.
 */
export async function requestPhoneCode(
  db: Database,
  account: Pick<SignedInAccount, 'id'>,
  { phone, ipAddress, now = new Date() }: { phone: string; ipAddress: string; now?: Date },
): Promise<{ sentTo: string; expiresAt: Date }> {
  const number = consentAddress('sms', phone);
  if (!number) throw new Refusal(400, 'Enter a 10-digit US phone number, like (734) 555-0123.', 'phone');
  return db.transaction(async (tx) => {
    const [profile] = await tx.query<{ phone: string | null; verified: boolean }>(
      'select phone, phone_verified_at is not null as verified from profiles where id = $1',
      [account.id],
    );
    if (profile?.verified && profile.phone === phone) {
      throw new Refusal(400, 'That number is already verified on your account.', 'phone');
    }
    if (await stoppedTexts(tx, number)) {
      throw new Refusal(
        409,
        'This number replied STOP to our texts, so we send it none. Reply START to our last text from it, then ask again.',
        'phone',
      );
    }
    await limitRequest(
      tx,
      'phone-code',
      PHONE_CODE_LIMITS.number,
      { clientAddress: ipAddress, recipient: number, now },
      { client: 'Too many codes asked for from here.', recipient: 'We already sent 3 codes to this number this hour.' },
    );
    await limitRequest(
      tx,
      'phone-code-account',
      PHONE_CODE_LIMITS.account,
      { clientAddress: ipAddress, recipient: account.id, now },
      {
        client: 'Too many codes asked for from here.',
        recipient: 'This account asked for 5 codes this hour.',
      },
    );
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + PHONE_CODE_VALID_SECONDS * 1000);
    await tx.query(
      `insert into phone_verifications (account_id, phone, code_hash, wrong_tries, sent_at, expires_at)
       values ($1, $2, $3, 0, $4, $5)
       on conflict (account_id) do update set phone = excluded.phone, code_hash = excluded.code_hash,
         wrong_tries = 0, sent_at = excluded.sent_at, expires_at = excluded.expires_at`,
      [account.id, phone, codeHash(await linkSigningKey(tx), account.id, phone, code), now, expiresAt],
    );
    const store = await getStoreSettings(tx);
    await queueText(tx, {
      to: number,
      template: 'phone_verification_code',
      body: `${store.name}: ${code} is your code to add this number to your account. It expires in 10 minutes. Did not ask? Ignore this text.`,
    });
    return { sentTo: phone, expiresAt };
  });
}

type CodeCheck =
  | { outcome: 'verified'; phone: string }
  | { outcome: 'none' | 'expired' | 'exhausted' }
  | { outcome: 'wrong'; triesLeft: number };

/**
 * The code sent back: right, the number becomes the account's, proven (`phone_verified_at`), and
 * the number it replaces is told; wrong, expired or past its tries, nothing changes and the
 * answer says which (a wrong try is counted even so).
 */
export async function confirmPhoneCode(
  db: Database,
  account: Pick<SignedInAccount, 'id' | 'email'>,
  { code, origin, now = new Date() }: { code: string; origin: string; now?: Date },
): Promise<{ phone: string }> {
  const checked = await db.transaction(async (tx): Promise<CodeCheck> => {
    const [waiting] = await tx.query<{ phone: string; code_hash: string; wrong_tries: number; expires_at: Date }>(
      'select phone, code_hash, wrong_tries, expires_at from phone_verifications where account_id = $1 for update',
      [account.id],
    );
    if (!waiting) return { outcome: 'none' };
    const forget = () => tx.query('delete from phone_verifications where account_id = $1', [account.id]);
    if (waiting.expires_at.getTime() <= now.getTime()) {
      await forget();
      return { outcome: 'expired' };
    }
    const given = Buffer.from(codeHash(await linkSigningKey(tx), account.id, waiting.phone, code));
    if (!timingSafeEqual(given, Buffer.from(waiting.code_hash))) {
      const tries = waiting.wrong_tries + 1;
      if (tries >= PHONE_CODE_TRIES) {
        await forget();
        return { outcome: 'exhausted' };
      }
      await tx.query('update phone_verifications set wrong_tries = $2 where account_id = $1', [account.id, tries]);
      return { outcome: 'wrong', triesLeft: PHONE_CODE_TRIES - tries };
    }
    await forget();
    await saveProvenPhone(tx, account, waiting.phone, { origin, now });
    return { outcome: 'verified', phone: waiting.phone };
  });
  if (checked.outcome === 'verified') return { phone: checked.phone };
  throw refusalOf(checked);
}

function refusalOf(checked: Exclude<CodeCheck, { outcome: 'verified' }>): Refusal {
  switch (checked.outcome) {
    case 'none':
      return new Refusal(409, 'No code is waiting for your account. Enter your number to get one.', 'code');
    case 'expired':
      return new Refusal(410, 'That code has expired. Ask for a new one.', 'code');
    case 'exhausted':
      return new Refusal(429, 'Too many wrong codes. Ask for a new one.', 'code');
    case 'wrong':
      return new Refusal(
        400,
        `That code is not right. ${checked.triesLeft} ${checked.triesLeft === 1 ? 'try' : 'tries'} left.`,
        'code',
      );
  }
}

/**
 * Writes the proven number on the profile (its text box follows the ledger for the new number)
 * and tells the number it replaces: by text when that number agreed to order texts, otherwise
 * by email to the account, so nobody is texted without consent.
 */
async function saveProvenPhone(
  tx: Queryable,
  account: Pick<SignedInAccount, 'id' | 'email'>,
  phone: string,
  { origin, now }: { origin: string; now: Date },
): Promise<void> {
  const [before] = await tx.query<{ phone: string | null }>('select phone from profiles where id = $1 for update', [
    account.id,
  ]);
  await tx.query(
    `update profiles set phone = $2, phone_verified_at = $3, updated_at = $3,
       sms_marketing_consent_at = (select s.changed_at from consent_states s where s.channel = 'sms'
                                     and s.address = '+1' || $2 and s.purpose = 'marketing' and s.status = 'subscribed')
     where id = $1`,
    [account.id, phone, now],
  );
  const oldPhone = before?.phone;
  if (!oldPhone || oldPhone === phone) return;
  const store = await getStoreSettings(tx);
  const oldNumber = `+1${oldPhone}`;
  if ((await consentState(tx, 'sms', oldNumber, 'order_updates'))?.status === 'subscribed') {
    await queueText(tx, {
      to: oldNumber,
      template: 'phone_change_notice',
      body: `${store.name}: your account now uses the number ending in ${phone.slice(-4)} instead of this one. Not you? Call ${formatUsPhone(store.phone)}.`,
    });
    return;
  }
  await queueEmail(
    tx,
    phoneChangeNoticeMessage({
      storeName: store.name,
      to: account.email,
      resetLink: emailLink(origin, '/account/forgot-password'),
      oldPhone: formatUsPhone(oldPhone),
      newPhoneEnding: phone.slice(-4),
      storePhone: formatUsPhone(store.phone),
    }),
  );
}

/** What `/account/phone` shows: the account's number, whether it is proven, and a code still waiting. */
export interface PhonePage {
  phone: string | null;
  verified: boolean;
  /** The number a code was texted to and not yet used, while it still works. */
  waitingFor: string | null;
}

export async function loadPhonePage(
  db: Queryable,
  account: Pick<SignedInAccount, 'id'>,
  now: Date,
): Promise<PhonePage> {
  const [row] = await db.query<{ phone: string | null; verified: boolean; waiting_for: string | null }>(
    `select p.phone, p.phone_verified_at is not null as verified,
            (select v.phone from phone_verifications v where v.account_id = p.id and v.expires_at > $2) as waiting_for
       from profiles p where p.id = $1`,
    [account.id, now],
  );
  return { phone: row?.phone ?? null, verified: row?.verified ?? false, waitingFor: row?.waiting_for ?? null };
}
