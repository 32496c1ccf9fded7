import { isSelfReferral, REFERRAL_REFUSALS } from '#lib/rewards/self-referral.ts';
import type { Queryable } from '../db/database.ts';

/** What the order being priced says of the friend, beside their account: as checkout has it so far. */
export interface ReferralContact {
  email?: string | null | undefined;
  phone?: string | null | undefined;
  medicalCard?: string | null | undefined;
}

/** The referral whose credit an order may take, or why there is none (null: no referral waits). */
export type ReferralCredit = { referralId: string; problem: null } | { referralId: null; problem: string | null };

interface ReferralRow {
  [column: string]: unknown;
  id: string;
  confirmed: boolean;
  friend_email: string | null;
  friend_phone: string | null;
  friend_card: string | null;
  referrer_emails: string[];
  referrer_phones: string[];
  referrer_cards: string[];
}

/**
 * The referral a customer's first order takes its credit from (and whose pickup pays the referrer
 * their points): referred, no order kept yet, the account's email confirmed, and the friend not the
 * referrer by the obvious signs — the friend's account email, profile phone and card, and this
 * order's email, phone and card, against the referrer's account and every order they placed
 * (`isSelfReferral`). Quote and placement ask alike, so the total shown is the total placed.
 */
export async function referralCredit(
  db: Queryable,
  customerId: string,
  contact: ReferralContact = {},
): Promise<ReferralCredit> {
  const [row] = await db.query<ReferralRow>(
    `select r.id, u.email_confirmed_at is not null as confirmed,
            u.email as friend_email, p.phone as friend_phone, p.medical_card_number as friend_card,
            array_append(coalesce((select array_agg(distinct o.email) from orders o where o.customer_id = r.referrer_id), '{}'),
                         ru.email) as referrer_emails,
            array_append(coalesce((select array_agg(distinct o.phone) from orders o where o.customer_id = r.referrer_id), '{}'),
                         rp.phone) as referrer_phones,
            array_append(coalesce((select array_agg(distinct o.medical_card_number) from orders o
                                    where o.customer_id = r.referrer_id and o.medical_card_number is not null), '{}'),
                         rp.medical_card_number) as referrer_cards
       from referrals r
       join auth.users u on u.id = r.referred_id
       join profiles p on p.id = r.referred_id
       left join auth.users ru on ru.id = r.referrer_id
       join profiles rp on rp.id = r.referrer_id
      where r.referred_id = $1 and r.first_order_id is null
        and not exists (select 1 from orders o where o.customer_id = $1 and o.status not in ('cancelled', 'expired'))`,
    [customerId],
  );
  if (!row) return { referralId: null, problem: null };
  if (!row.confirmed) return { referralId: null, problem: REFERRAL_REFUSALS.unconfirmed };
  const self = isSelfReferral(
    { emails: row.referrer_emails, phones: row.referrer_phones, medicalCards: row.referrer_cards },
    {
      emails: [row.friend_email, contact.email ?? null],
      phones: [row.friend_phone, contact.phone ?? null],
      medicalCards: [row.friend_card, contact.medicalCard ?? null],
    },
  );
  return self ? { referralId: null, problem: REFERRAL_REFUSALS.self } : { referralId: row.id, problem: null };
}
