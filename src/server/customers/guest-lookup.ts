import type { LookupGuest, LookupOrder } from '#lib/customers/customer-lookup.ts';
import { orderSearchTerms } from '#lib/orders/order-search-terms.ts';
import type { OrderStatus } from '#lib/orders/order-status.ts';
import { sqlParams } from '../db/sql-params.ts';
import type { Queryable } from '../db/database.ts';
import { matchingOrders } from '../orders/index.ts';

/** Guests shown for one query; more means the query should be longer. */
const GUEST_LIMIT = 10;
const ORDERS_SHOWN = 10;

interface SummaryRow {
  [column: string]: unknown;
  order_count: number;
  first_order_at: Date;
  last_order_at: Date;
  contacts: unknown;
  has_account: boolean;
}

interface GuestOrderRow {
  [column: string]: unknown;
  id: string;
  number: string;
  status: OrderStatus;
  placed_at: Date;
  pickup_slot_start: Date;
  total_cents: number;
  lines: unknown;
}

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const distinct = (values: readonly string[]) => [...new Set(values)];

/** The emails of the guests whose orders match the query (orderSearchTerms), the one with the newest matching order first. */
async function matchGuestEmails(db: Queryable, query: string): Promise<string[]> {
  const params = sqlParams();
  const matches = matchingOrders(params, orderSearchTerms(query));
  if (!matches) return [];
  const { text, values } = params.render(
    `select lower(email) as email from (${matches}) matched
      where customer_id is null
      group by lower(email)
      order by max(placed_at) desc, lower(email)
      limit ${GUEST_LIMIT + 1}`,
  );
  return (await db.query<{ email: string }>(text, values)).map((row) => row.email);
}

/** One guest: every order placed signed out with their email, summed up, and the newest of them. */
async function describeGuest(db: Queryable, email: string): Promise<LookupGuest> {
  const [[summary], orders] = await Promise.all([
    db.query<SummaryRow>(
      `select count(*)::int as order_count, min(placed_at) as first_order_at, max(placed_at) as last_order_at,
              json_agg(json_build_object('name', contact_name, 'phone', phone) order by placed_at desc) as contacts,
              exists (select 1 from account_emails u join profiles p on p.id = u.id where lower(u.email) = $1 and p.role = 'customer') as has_account
         from orders where customer_id is null and lower(email) = $1`,
      [email],
    ),
    db.query<GuestOrderRow>(
      `select o.id, o.number, o.status, o.placed_at, o.pickup_slot_start, o.total_cents,
              coalesce((select json_agg(json_build_object('productName', l.product_name, 'sizeLabel', l.size_label, 'quantity', l.quantity) order by l.id)
                          from order_lines l where l.order_id = o.id), '[]'::json) as lines
         from orders o
        where o.customer_id is null and lower(o.email) = $1
        order by o.placed_at desc, o.id desc
        limit ${ORDERS_SHOWN}`,
      [email],
    ),
  ]);
  const contacts = parsed<{ name: string; phone: string }[]>(summary!.contacts);
  const names = distinct(contacts.map((contact) => contact.name));
  return {
    email,
    name: names[0] ?? '',
    otherNames: names.slice(1),
    phones: distinct(contacts.map((contact) => contact.phone)),
    orderCount: summary!.order_count,
    firstOrderAt: summary!.first_order_at.toISOString(),
    lastOrderAt: summary!.last_order_at.toISOString(),
    hasAccount: summary!.has_account,
    orders: orders.map((order): LookupOrder => ({
      id: order.id,
      number: order.number,
      status: order.status,
      placedAt: order.placed_at.toISOString(),
      pickupSlotStart: order.pickup_slot_start.toISOString(),
      totalCents: order.total_cents,
      lines: parsed<LookupOrder['lines']>(order.lines),
    })),
  };
}

/**
 * People who ordered without an account, found by their orders' contact name, email or phone,
 * grouped by email (LookupGuest says why), with their orders.
 */
export async function lookUpGuests(db: Queryable, query: string): Promise<{ guests: LookupGuest[]; more: boolean }> {
  const emails = await matchGuestEmails(db, query);
  const guests = await Promise.all(emails.slice(0, GUEST_LIMIT).map((email) => describeGuest(db, email)));
  return { guests, more: emails.length > GUEST_LIMIT };
}
