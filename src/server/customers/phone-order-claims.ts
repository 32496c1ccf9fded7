import type { Database, Queryable } from '../db/database.ts';
import { limitRequest, type RequestLimit } from '../http/rate-limit.ts';
import { Refusal } from '../http/refusal.ts';
import { emailLink, queueEmail } from '../mail/index.ts';
import { createSignedToken, readSignedToken } from '../security/signed-token.ts';
import { getStoreSettings } from '../settings/index.ts';
import { orderClaimMessage } from './phone-emails.ts';
import type { SignedInAccount } from './signed-in-account.ts';

/**
 * A phone proves nothing about who placed an order: people share phones. So guest orders placed
 * with an account's proven phone and another email are only suggested to the account; one joins
 * it when the signed-in customer opens a link sent to that order's email (claimGuestOrders joins
 * the orders of the account's own confirmed email without asking).
 */
export const ORDER_CLAIM_PURPOSE = 'order-claim';
export const ORDER_CLAIM_VALID_SECONDS = 24 * 60 * 60;
/** Links one order's mailbox receives in an hour, whoever asks. */
export const ORDER_CLAIM_LIMIT: RequestLimit = { windowSeconds: 60 * 60, perClient: 20, perRecipient: 3 };

/**
 * A suggested order by its id and time only: its number with the shared phone would open it on the
 * order tracker, so the number goes to the order's email alone.
 */
export interface PhoneOrderSuggestion {
  id: string;
  placedAt: Date;
}

const SUGGESTED_ORDERS = `
  from orders o join profiles p on p.id = $1
 where p.phone_verified_at is not null and o.phone = p.phone
   and o.customer_id is null and lower(o.email) <> lower($2)`;

/** Guest orders placed with the account's proven phone and another email, newest first. */
export async function phoneOrderSuggestions(
  db: Queryable,
  account: Pick<SignedInAccount, 'id' | 'email'>,
): Promise<PhoneOrderSuggestion[]> {
  const rows = await db.query<{ id: string; placed_at: Date }>(
    `select o.id, o.placed_at ${SUGGESTED_ORDERS} order by o.placed_at desc limit 20`,
    [account.id, account.email],
  );
  return rows.map((row) => ({ id: row.id, placedAt: row.placed_at }));
}

/**
 * Emails a suggested order's address a link that adds the order to this account when the account
 * opens it. Neither the address nor the order's number is shown to the asker, and the address
 * gets at most ORDER_CLAIM_LIMIT links.
 */
export async function sendOrderClaimLink(
  db: Database,
  account: Pick<SignedInAccount, 'id' | 'email'>,
  { orderId, ipAddress, origin, now = new Date() }: { orderId: string; ipAddress: string; origin: string; now?: Date },
): Promise<{ placedAt: Date }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ id: string; number: string; email: string; placed_at: Date }>(
      `select o.id, o.number, o.email, o.placed_at ${SUGGESTED_ORDERS} and o.id::text = $3`,
      [account.id, account.email, orderId],
    );
    if (!order) throw new Refusal(404, 'That order is not one placed as a guest with your phone number.', 'orderId');
    await limitRequest(
      tx,
      'order-claim-link',
      ORDER_CLAIM_LIMIT,
      { clientAddress: ipAddress, recipient: order.email, now },
      { client: 'Too many links asked for from here.', recipient: 'We already sent 3 links for this order this hour.' },
    );
    const { token } = await createSignedToken(tx, ORDER_CLAIM_PURPOSE, `${order.id}/${account.id}`, {
      now,
      validForSeconds: ORDER_CLAIM_VALID_SECONDS,
    });
    const store = await getStoreSettings(tx);
    await queueEmail(
      tx,
      orderClaimMessage({
        storeName: store.name,
        to: order.email,
        link: emailLink(origin, `/account/claim-order/${token}`),
        orderNumber: order.number,
      }),
    );
    return { placedAt: order.placed_at };
  });
}

/** What a claim link offers the account that opened it. */
export type OrderClaimView =
  { state: 'open' | 'claimed'; orderNumber: string } | { state: 'invalid' | 'other-account' | 'taken' };

/** The order a claim link names, as the signed-in account sees it; claiming takes a POST. */
export async function loadOrderClaim(
  db: Queryable,
  account: Pick<SignedInAccount, 'id'>,
  token: string,
  now: Date,
): Promise<OrderClaimView> {
  const signed = token ? await readSignedToken(db, ORDER_CLAIM_PURPOSE, token, now) : null;
  const [orderId, accountId] = signed?.subject.split('/') ?? [];
  if (!orderId || !accountId) return { state: 'invalid' };
  if (accountId !== account.id) return { state: 'other-account' };
  const [order] = await db.query<{ number: string; customer_id: string | null }>(
    'select number, customer_id from orders where id = $1',
    [orderId],
  );
  if (!order) return { state: 'invalid' };
  if (order.customer_id === null) return { state: 'open', orderNumber: order.number };
  return order.customer_id === account.id ? { state: 'claimed', orderNumber: order.number } : { state: 'taken' };
}

const CLAIM_REFUSALS = {
  invalid: [410, 'This link has expired or is not right. Ask for a new one on your orders page.'],
  'other-account': [403, 'This link was sent for another account. Sign in to the account that asked for it.'],
  taken: [409, 'This order already belongs to an account.'],
} as const;

/** Adds the link's order to the account that asked for the link, while it is still a guest's. */
export async function claimOrderWithLink(
  db: Queryable,
  account: Pick<SignedInAccount, 'id'>,
  { token, now = new Date() }: { token: string; now?: Date },
): Promise<{ orderNumber: string }> {
  const view = await loadOrderClaim(db, account, token, now);
  if (!('orderNumber' in view)) {
    const [status, message] = CLAIM_REFUSALS[view.state];
    throw new Refusal(status, message);
  }
  const [claimed] = await db.query<{ number: string }>(
    `update orders set customer_id = $1, updated_at = $3
      where number = $2 and (customer_id is null or customer_id = $1) returning number`,
    [account.id, view.orderNumber, now],
  );
  if (!claimed) throw new Refusal(409, 'This order already belongs to an account.');
  return { orderNumber: claimed.number };
}
