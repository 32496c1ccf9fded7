import type { Queryable } from '../db/database.ts';
import type { Role } from '#lib/vocabulary/accounts.ts';
import { recordProfileConsents } from '../consent/index.ts';
import { Refusal } from '../http/refusal.ts';

/** Creates the profile that carries an account's role and details; an existing one is kept. */
export async function ensureProfile(
  db: Queryable,
  userId: string,
  fullName: string,
  role: Role = 'customer',
): Promise<void> {
  await db.query(`insert into profiles (id, role, full_name) values ($1, $2, $3) on conflict (id) do nothing`, [
    userId,
    role,
    fullName.trim(),
  ]);
}

/** The account's role; an account without a profile is a customer, as when it signs in. */
export async function accountRole(db: Queryable, userId: string): Promise<Role> {
  const [row] = await db.query<{ role: Role }>('select role from profiles where id = $1', [userId]);
  return row?.role ?? 'customer';
}

/** What a customer keeps on their profile (`/account/profile`). Dates are `YYYY-MM-DD`. */
export interface CustomerProfile {
  fullName: string;
  /** 10 digits, or null. */
  phone: string | null;
  birthday: string | null;
  /** As `normalizeRegistryCardNumber` (`#lib/registry-card.ts`) keeps it, or null. */
  medicalCardNumber: string | null;
  medicalCardExpiresOn: string | null;
  emailMarketing: boolean;
  smsMarketing: boolean;
}

/** A saved profile, and which of its marketing boxes wait for the address's answer (an email's link, a text's YES). */
export interface StoredProfile extends CustomerProfile {
  /** The phone was proven with a texted code (phone-change.ts); only that flow changes it then. */
  phoneVerified: boolean;
  emailMarketingPending: boolean;
  smsMarketingPending: boolean;
}

type ProfileRow = {
  full_name: string;
  phone: string | null;
  phone_verified: boolean;
  birthday: string | null;
  medical_card_number: string | null;
  medical_card_expires_on: string | null;
  email_marketing_consent_at: Date | null;
  sms_marketing_consent_at: Date | null;
  email_marketing_pending: boolean;
  sms_marketing_pending: boolean;
};

export async function getCustomerProfile(db: Queryable, userId: string): Promise<StoredProfile | null> {
  const pending = (channel: string, address: string) =>
    `exists (select 1 from consent_states s where s.channel = '${channel}' and s.address = ${address}
               and s.purpose = 'marketing' and s.status = 'pending')`;
  const [row] = await db.query<ProfileRow>(
    `select p.full_name, p.phone, p.phone_verified_at is not null as phone_verified, to_char(p.birthday, 'YYYY-MM-DD') as birthday, p.medical_card_number,
            to_char(p.medical_card_expires_on, 'YYYY-MM-DD') as medical_card_expires_on,
            p.email_marketing_consent_at, p.sms_marketing_consent_at,
            ${pending('email', '(select lower(u.email) from auth.users u where u.id = p.id)')} as email_marketing_pending,
            ${pending('sms', "'+1' || p.phone")} as sms_marketing_pending
     from profiles p where p.id = $1`,
    [userId],
  );
  if (!row) return null;
  return {
    fullName: row.full_name,
    phone: row.phone,
    phoneVerified: row.phone_verified,
    birthday: row.birthday,
    medicalCardNumber: row.medical_card_number,
    medicalCardExpiresOn: row.medical_card_expires_on,
    emailMarketing: row.email_marketing_consent_at !== null,
    smsMarketing: row.sms_marketing_consent_at !== null,
    emailMarketingPending: row.email_marketing_pending,
    smsMarketingPending: row.sms_marketing_pending,
  };
}

/**
 * Saves the profile. The marketing boxes go through the consent ledger (src/server/consent/),
 * whose subscriptions set the profile's consent moments; an unticked box clears its moment here
 * too. An account whose email is not confirmed is asked to confirm a ticked box first.
 * The phone typed here is kept unproven, and only while the account has no proven one: a
 * verified number changes only with a code to the new number (phone-change.ts), so this form
 * refuses to replace or clear it (409) and changes nothing.
 */
export async function updateCustomerProfile(
  db: Queryable,
  userId: string,
  profile: CustomerProfile,
  { optIn, now = new Date() }: { optIn: { storeName: string; origin: string }; now?: Date },
): Promise<void> {
  const updated = await db.query(
    `update profiles set
       full_name = $2, phone = $3, birthday = $4::date, medical_card_number = $5, medical_card_expires_on = $6::date,
       email_marketing_consent_at = case when $7 then email_marketing_consent_at end,
       sms_marketing_consent_at = case when $8 then sms_marketing_consent_at end,
       updated_at = $9
     where id = $1 and (phone_verified_at is null or phone is not distinct from $3)
     returning id`,
    [
      userId,
      profile.fullName,
      profile.phone,
      profile.birthday,
      profile.medicalCardNumber,
      profile.medicalCardExpiresOn,
      profile.emailMarketing,
      profile.smsMarketing,
      now,
    ],
  );
  if (updated.length === 0 && (await hasVerifiedPhone(db, userId))) {
    throw new Refusal(
      409,
      'Your phone number is verified: to use another one, change it with a code on the phone page.',
      'phone',
    );
  }
  await recordProfileConsents(db, {
    accountId: userId,
    phone: profile.phone,
    emailMarketing: profile.emailMarketing,
    smsMarketing: profile.smsMarketing,
    optIn,
    now,
  });
}

async function hasVerifiedPhone(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query('select 1 from profiles where id = $1 and phone_verified_at is not null', [userId]);
  return row !== undefined;
}
