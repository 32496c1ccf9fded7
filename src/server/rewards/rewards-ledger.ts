import type { Queryable } from '../db/database.ts';
import type { RewardReason } from '#lib/vocabulary/rewards.ts';

export interface RewardEntry {
  points: number;
  reason: RewardReason;
  orderNumber: string | null;
  note: string | null;
  createdAt: Date;
}

/** A customer's points: the sum of their ledger. */
export async function rewardsBalance(db: Queryable, customerId: string): Promise<number> {
  const [row] = await db.query<{ balance: number }>(
    'select coalesce(sum(points), 0)::int as balance from reward_ledger where customer_id = $1',
    [customerId],
  );
  return row?.balance ?? 0;
}

/** The newest ledger entries of one customer, with the order each belongs to. */
export async function rewardsHistory(db: Queryable, customerId: string, limit = 50): Promise<RewardEntry[]> {
  const rows = await db.query<{
    points: number;
    reason: RewardReason;
    number: string | null;
    note: string | null;
    created_at: Date;
  }>(
    `select r.points, r.reason, o.number, r.note, r.created_at
       from reward_ledger r left join orders o on o.id = r.order_id
      where r.customer_id = $1
      order by r.created_at desc, r.id desc
      limit $2`,
    [customerId, limit],
  );
  return rows.map((row) => ({
    points: row.points,
    reason: row.reason,
    orderNumber: row.number,
    note: row.note,
    createdAt: row.created_at,
  }));
}

/**
 * Writes one ledger entry. An order earns, redeems and refunds once each, and a referral rewards
 * once: the unique indexes make a repeat a no-op (a job or a double click cannot pay twice).
 */
export async function addRewardEntry(
  db: Queryable,
  entry: {
    customerId: string;
    points: number;
    reason: RewardReason;
    orderId?: string | null;
    referralId?: string | null;
    note?: string | null;
    now?: Date;
  },
): Promise<boolean> {
  if (entry.points === 0) return false;
  const rows = await db.query(
    `insert into reward_ledger (customer_id, points, reason, order_id, referral_id, note, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict do nothing
     returning id`,
    [
      entry.customerId,
      entry.points,
      entry.reason,
      entry.orderId ?? null,
      entry.referralId ?? null,
      entry.note ?? null,
      entry.now ?? new Date(),
    ],
  );
  return rows.length === 1;
}
