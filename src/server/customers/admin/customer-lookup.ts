import type { Queryable } from '../../db/database.ts';
import type {
  CustomerLookupResult,
  LookupCustomer,
  LookupPerson,
  LookupReferral,
} from '#lib/customers/customer-lookup.ts';
import { phoneDigits } from '#lib/phone.ts';
import { rewardsBalance, rewardsHistory } from '../../rewards/index.ts';
import { listCustomerOrders } from '../customer-orders.ts';
import { lookUpGuests } from '../guest-lookup.ts';

/** Accounts shown for one query; more means the query should be longer. */
const MATCH_LIMIT = 10;
const ORDERS_SHOWN = 10;
const LEDGER_SHOWN = 25;

interface MatchRow {
  [column: string]: unknown;
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  created_at: Date;
  disabled_at: Date | null;
  referral_code: string | null;
  order_count: number;
}

/**
 * Customer accounts (not staff) whose name or email contains the query, or whose phone number —
 * on the profile or on any of their orders — contains its digits. Exact email matches first,
 * then by name.
 */
async function matchCustomers(db: Queryable, query: string): Promise<MatchRow[]> {
  return db.query<MatchRow>(
    `select p.id, p.full_name, u.email, p.phone, p.created_at, p.disabled_at, p.referral_code,
            (select count(*)::int from orders o where o.customer_id = p.id) as order_count
       from profiles p
       join account_emails u on u.id = p.id
      where p.role = 'customer'
        and (strpos(lower(p.full_name), lower($1)) > 0
             or strpos(lower(u.email), lower($1)) > 0
             or ($2::text is not null and (strpos(p.phone, $2) > 0
                   or exists (select 1 from orders o where o.customer_id = p.id and strpos(o.phone, $2) > 0))))
      order by lower(u.email) = lower($1) desc, lower(p.full_name), lower(u.email)
      limit ${MATCH_LIMIT + 1}`,
    [query, phoneDigits(query)],
  );
}

async function referralsOf(db: Queryable, customerId: string): Promise<Omit<LookupCustomer['referrals'], 'code'>> {
  const [referredBy, referred, [earned]] = await Promise.all([
    db.query<{ full_name: string; email: string }>(
      `select p.full_name, u.email from referrals r
         join profiles p on p.id = r.referrer_id join account_emails u on u.id = p.id
        where r.referred_id = $1`,
      [customerId],
    ),
    db.query<{ full_name: string; email: string; created_at: Date; rewarded_at: Date | null }>(
      `select p.full_name, u.email, r.created_at, r.rewarded_at from referrals r
         join profiles p on p.id = r.referred_id join account_emails u on u.id = p.id
        where r.referrer_id = $1
        order by r.created_at desc`,
      [customerId],
    ),
    db.query<{ points: number }>(
      `select coalesce(sum(points), 0)::int as points from reward_ledger where customer_id = $1 and reason = 'referral'`,
      [customerId],
    ),
  ]);
  const person = (row: { full_name: string; email: string }): LookupPerson => ({
    name: row.full_name,
    email: row.email,
  });
  return {
    referredBy: referredBy[0] ? person(referredBy[0]) : null,
    referred: referred.map((row): LookupReferral => ({
      ...person(row),
      referredAt: row.created_at.toISOString(),
      rewarded: row.rewarded_at !== null,
    })),
    pointsEarned: earned?.points ?? 0,
  };
}

async function describeCustomer(db: Queryable, row: MatchRow): Promise<LookupCustomer> {
  const [orders, balance, history, referrals] = await Promise.all([
    listCustomerOrders(db, row.id, ORDERS_SHOWN),
    rewardsBalance(db, row.id),
    rewardsHistory(db, row.id, LEDGER_SHOWN),
    referralsOf(db, row.id),
  ]);
  return {
    id: row.id,
    name: row.full_name,
    email: row.email,
    phone: row.phone,
    memberSince: row.created_at.toISOString(),
    disabled: row.disabled_at !== null,
    orderCount: row.order_count,
    orders: orders.map((order) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      placedAt: order.placedAt.toISOString(),
      pickupSlotStart: order.pickupSlotStart.toISOString(),
      totalCents: order.totalCents,
      lines: order.lines.map((line) => ({
        productName: line.productName,
        sizeLabel: line.sizeLabel,
        quantity: line.quantity,
      })),
    })),
    points: {
      balance,
      history: history.map((entry) => ({
        points: entry.points,
        reason: entry.reason,
        orderNumber: entry.orderNumber,
        note: entry.note,
        at: entry.createdAt.toISOString(),
      })),
    },
    referrals: { code: row.referral_code, ...referrals },
  };
}

/**
 * Looks customers up by name, email or phone: accounts, each with their orders, points and
 * referrals, and guests who ordered without one, with their orders.
 */
export async function lookUpCustomers(db: Queryable, query: string): Promise<CustomerLookupResult> {
  const [matches, guests] = await Promise.all([matchCustomers(db, query), lookUpGuests(db, query)]);
  const shown = matches.slice(0, MATCH_LIMIT);
  const customers = await Promise.all(shown.map((row) => describeCustomer(db, row)));
  return { query, customers, more: matches.length > MATCH_LIMIT, guests: guests.guests, moreGuests: guests.more };
}
