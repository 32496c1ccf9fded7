import type { Queryable } from '../db/database.ts';
import { Refusal } from '../http/refusal.ts';

/** What a review is about: one product, or the store itself. */
export type ReviewTarget = { subject: 'store' } | { subject: 'product'; productId: string };

export interface ReviewedProduct {
  [column: string]: unknown;
  id: string;
  slug: string;
  name: string;
}

/** The product a review is written for: one shoppers can see (not a draft), or a 404. */
export async function reviewableProduct(db: Queryable, productId: string): Promise<ReviewedProduct> {
  const [row] = await db.query<ReviewedProduct>(
    `select id, slug, name from products where id = $1 and status <> 'draft'`,
    [productId],
  );
  if (!row) throw new Refusal(404, 'There is no such product.');
  return row;
}

/**
 * The products of an order as they are now, each once, in the order's line order. A line's size
 * may have been deleted since; its product is then found by the slug the line kept.
 */
export async function orderProducts(db: Queryable, orderId: string): Promise<ReviewedProduct[]> {
  return db.query<ReviewedProduct>(
    `select p.id, p.slug, p.name
       from (select coalesce(v.product_id, (select id from products where slug = l.product_slug)) as product_id,
                    min(l.id) as first_line
               from order_lines l left join variants v on v.id = l.variant_id
              where l.order_id = $1
              group by 1) lines
       join products p on p.id = lines.product_id and p.status <> 'draft'
      order by lines.first_line`,
    [orderId],
  );
}

/**
 * The newest picked-up order of a customer (by account or by the email it was placed with) that
 * makes them a verified buyer: for a product, one that contained it; for the store, any.
 */
export async function verifyingOrder(
  db: Queryable,
  { customerId, email }: { customerId: string | null; email: string },
  target: ReviewTarget,
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `select o.id from orders o
      where o.status = 'picked_up'
        and ((o.customer_id is not null and o.customer_id = $1) or lower(o.email) = $2)
        and ($3::uuid is null or exists (
              select 1 from order_lines l left join variants v on v.id = l.variant_id
               where l.order_id = o.id
                 and coalesce(v.product_id, (select id from products where slug = l.product_slug)) = $3::uuid))
      order by o.picked_up_at desc nulls last, o.id
      limit 1`,
    [customerId, email.toLowerCase(), target.subject === 'product' ? target.productId : null],
  );
  return row?.id ?? null;
}

/**
 * A pickup makes its buyer's earlier reviews count: reviews not yet verified, written from an
 * account with a confirmed email that owns the order (or whose email the order was placed with),
 * of a product the order contained (any review of the store). Runs in the pickup's transaction.
 */
export async function verifyReviewsByPickup(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `update reviews r set verified = true, order_id = o.id
       from orders o, auth.users u
      where o.id = $1 and o.status = 'picked_up'
        and not r.verified
        and u.id = r.customer_id and u.email_confirmed_at is not null
        and ((o.customer_id is not null and o.customer_id = r.customer_id)
             or (lower(o.email) = r.author_email and lower(u.email) = r.author_email))
        and (r.subject = 'store' or r.product_id in (
              select coalesce(v.product_id, (select id from products where slug = l.product_slug))
                from order_lines l left join variants v on v.id = l.variant_id
               where l.order_id = o.id))`,
    [orderId],
  );
}
