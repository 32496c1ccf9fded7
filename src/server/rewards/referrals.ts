import type { Queryable } from '../db/database.ts';

export type ReferralRefusal = 'unknown_code' | 'own_code' | 'already_referred' | 'not_new';

/**
 * Links a customer to the customer whose code they used. Refused for an unknown code, one's own
 * code, a customer already referred once (the `referred_id` unique index decides races too), and
 * a customer who has already ordered: referrals are for new customers.
 */
export async function recordReferral(
  db: Queryable,
  referredId: string,
  typedCode: string,
): Promise<{ ok: true } | { ok: false; reason: ReferralRefusal }> {
  const code = typedCode.trim().toUpperCase();
  const [referrer] = await db.query<{ id: string }>(
    'select id from profiles where referral_code = $1 and disabled_at is null',
    [code],
  );
  if (!referrer) return { ok: false, reason: 'unknown_code' };
  if (referrer.id === referredId) return { ok: false, reason: 'own_code' };
  const ordered = await db.query(
    `select 1 from orders where customer_id = $1 and status not in ('cancelled', 'expired') limit 1`,
    [referredId],
  );
  if (ordered.length > 0) return { ok: false, reason: 'not_new' };
  const rows = await db.query(
    'insert into referrals (referrer_id, referred_id, code) values ($1, $2, $3) on conflict (referred_id) do nothing returning id',
    [referrer.id, referredId, code],
  );
  return rows.length === 1 ? { ok: true } : { ok: false, reason: 'already_referred' };
}

export interface ReferredFriend {
  firstName: string;
  referredAt: Date;
  /** Whether their first order was picked up (and the referrer rewarded). */
  rewarded: boolean;
}

/** Who signed up with a customer's code (first names only: the referrer needs no more). */
export async function referredFriends(db: Queryable, referrerId: string): Promise<ReferredFriend[]> {
  const rows = await db.query<{ full_name: string; created_at: Date; rewarded_at: Date | null }>(
    `select p.full_name, r.created_at, r.rewarded_at from referrals r join profiles p on p.id = r.referred_id
      where r.referrer_id = $1 order by r.created_at desc`,
    [referrerId],
  );
  return rows.map((row) => ({
    firstName: row.full_name.trim().split(/\s+/)[0] || 'A friend',
    referredAt: row.created_at,
    rewarded: row.rewarded_at !== null,
  }));
}

export async function referralCode(db: Queryable, customerId: string): Promise<string | null> {
  const [row] = await db.query<{ referral_code: string | null }>('select referral_code from profiles where id = $1', [
    customerId,
  ]);
  return row?.referral_code ?? null;
}

/** Whether a typed code belongs to a customer (checked before an account is made with it). */
export async function referralCodeExists(db: Queryable, typedCode: string): Promise<boolean> {
  const rows = await db.query('select 1 from profiles where referral_code = $1 and disabled_at is null', [
    typedCode.trim().toUpperCase(),
  ]);
  return rows.length > 0;
}
