import { isDeepStrictEqual } from 'node:util';
import { todayIn } from '#lib/customers/birthday.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { OrderDiscount } from '#lib/pricing/cart-pricing.ts';
import type { Queryable } from '#server/db/database.ts';
import { loadOrderItems } from '#server/cart/order-items.ts';
import { priceOrderItems } from '#server/cart/price-order-items.ts';
import { referralDiscount, rewardsDiscount } from '#server/rewards/order-rewards.ts';
import { getStoreSettings } from '#server/settings/store-settings.ts';

interface StoredOrder {
  [column: string]: unknown;
  id: string;
  number: string;
  menu_mode: MenuMode;
  email: string;
  customer_id: string | null;
  birthdate: string;
  placed_at: Date;
  rewards_points_redeemed: number;
  referral_discount_cents: number;
  subtotal_cents: number;
  discount_cents: number;
  excise_cents: number;
  sales_tax_cents: number;
  total_cents: number;
  discounts: { slug: string; title: string; savingsCents: number }[];
  first_order: boolean;
}

/**
 * Prices stored orders again the way order placement prices a new one (priceOrderItems: the deals
 * running at the order's instant, the customer's first-order and birthday facts as they stood
 * then, the points and referral credit it used) and lists every order whose money differs.
 */
export async function repricedLikePlacement(
  db: Queryable,
  orderIds: readonly string[],
): Promise<{ mismatches: string[]; discountSlugs: string[] }> {
  const settings = await getStoreSettings(db);
  const mismatches: string[] = [];
  const slugs = new Set<string>();
  for (const id of orderIds) {
    const [order] = await db.query<StoredOrder>(
      `select o.id, o.number, o.menu_mode, o.email, o.customer_id, to_char(o.birthdate, 'YYYY-MM-DD') as birthdate,
              o.placed_at, o.rewards_points_redeemed, o.referral_discount_cents, o.subtotal_cents, o.discount_cents,
              o.excise_cents, o.sales_tax_cents, o.total_cents, o.discounts,
              not exists (select 1 from orders e
                           where e.id <> o.id and (lower(e.email) = lower(o.email) or e.customer_id = o.customer_id)
                             and e.placed_at < o.placed_at
                             and coalesce(e.cancelled_at, e.expired_at, 'infinity'::timestamptz) > o.placed_at) as first_order
         from orders o where o.id = $1`,
      [id],
    );
    const lines = await db.query<{ variant_id: string; quantity: number }>(
      'select variant_id, quantity from order_lines where order_id = $1',
      [id],
    );
    const items = await loadOrderItems(
      db,
      lines.map((line) => line.variant_id),
      order!.menu_mode,
    );
    const orderDiscounts: OrderDiscount[] = [];
    const tier = settings.rewards.redemptionTiers.find((entry) => entry.points === order!.rewards_points_redeemed);
    if (tier) orderDiscounts.push(rewardsDiscount(tier));
    if (order!.referral_discount_cents > 0)
      orderDiscounts.push(referralDiscount(settings.rewards.referralDiscountCents));
    const { priced } = await priceOrderItems(
      db,
      lines.map((line) => ({ quantity: line.quantity, item: items.get(line.variant_id)! })),
      {
        mode: order!.menu_mode,
        customer: {
          firstOrder: order!.first_order,
          birthdayThisMonth: order!.birthdate.slice(5, 7) === todayIn(settings.timeZone, order!.placed_at).slice(5, 7),
        },
        settings,
        now: order!.placed_at,
        orderDiscounts,
      },
    );
    const stored = {
      subtotal: order!.subtotal_cents,
      discount: order!.discount_cents,
      excise: order!.excise_cents,
      tax: order!.sales_tax_cents,
      total: order!.total_cents,
      discounts: order!.discounts,
    };
    const again = {
      subtotal: priced.subtotalCents,
      discount: priced.discountCents,
      excise: priced.exciseCents,
      tax: priced.salesTaxCents,
      total: priced.totalCents,
      discounts: priced.applied.filter((saving) => saving.savingsCents > 0),
    };
    // Compared as values: the stored discounts come back from jsonb, whose keys are in its own order.
    if (!isDeepStrictEqual(stored, again))
      mismatches.push(`${order!.number}: stored ${JSON.stringify(stored)}, placement ${JSON.stringify(again)}`);
    for (const saving of order!.discounts) slugs.add(saving.slug);
  }
  return { mismatches, discountSlugs: [...slugs].sort() };
}
