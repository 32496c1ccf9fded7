/**
 * What placing an order writes, each in as few statements as it takes: the order with its lines,
 * its first event and its abandoned checkout's link in one, the stock of every size in one. Called
 * by placeOrder inside its transaction (place-order.ts); docs/decisions/0039-…. A write that finds
 * the order cannot be placed fails as a statement (decision 48), so placeOrder can send the commit
 * with the writes: a number taken breaks `orders_number_key`, too little stock calls refuse_order.
 */
import type { Queryable } from '../db/database.ts';
import { isUniqueViolation, statementError } from '../db/statement-error.ts';
import type { PricedCart } from '#lib/pricing/cart-pricing.ts';
import type { OrderItem } from './order-items.ts';

/** The columns of the new `orders` row, as placeOrder decided them. */
export interface NewOrder {
  /** Drawn by placeOrder, so what else its transaction writes can name the order in the same wait. */
  id: string;
  /** Drawn at random by placeOrder (`#lib/orders/order-number.ts`). */
  number: string;
  customerId: string | null;
  mode: string;
  contact: { name: string; email: string; phone: string; birthdate: string };
  medicalCard: { number: string; expiresOn: string } | null;
  slot: { start: string; end: string };
  notes: string;
  priced: PricedCart;
  flowerMg: number;
  /** The share of `flowerMg` that counts toward the adult-use concentrate limit. */
  concentrateMg: number;
  keyHash: string;
  consents: { email: boolean; sms: boolean };
  fingerprint: string;
  now: Date;
}

type OrderedLine = { quantity: number; item: OrderItem };

/** The unique constraint an order number already taken breaks (then nothing is written). */
const ORDER_NUMBER_TAKEN = 'orders_number_key';
/** refuse_order's SQLSTATE (supabase/migrations/20261129000100_order_refusals_in_sql.sql). */
const ORDER_REFUSED = 'RR001';

/**
 * Writes the order, its lines, its 'placed' event and the link from the checkout's abandoned
 * cart (if one was recorded under the same key). Fails on ORDER_NUMBER_TAKEN when another order
 * has its number.
 */
export async function insertPlacedOrder(
  tx: Queryable,
  order: NewOrder,
  ordered: readonly OrderedLine[],
): Promise<void> {
  const { priced } = order;
  const lines = JSON.stringify(
    ordered.map(({ item, quantity }) => {
      const line = pricedLine(priced, item.variantId);
      return {
        variant_id: item.variantId,
        product_slug: item.productSlug,
        product_name: item.productName,
        size_label: item.sizeLabel,
        quantity,
        unit_price_cents: line.unitPriceCents,
        discount_cents: line.discountCents,
        price_cents: line.priceCents,
        excise_cents: line.exciseCents,
        sales_tax_cents: line.salesTaxCents,
        total_cents: line.totalCents,
        excise_taxable: item.exciseTaxable,
        limit_category: item.limitCategory,
        limit_amount: item.limitAmount,
        deals: line.deals,
      };
    }),
  );
  await tx.query(
    `with placed as (
         insert into orders (id, number, customer_id, menu_mode, contact_name, email, phone, birthdate, medical_card_number,
           medical_card_expires_on, pickup_slot_start, pickup_slot_end, notes, subtotal_cents, discount_cents, excise_cents,
           sales_tax_cents, total_cents, flower_equivalent_mg, idempotency_key, marketing_email_consent, marketing_sms_consent,
           placed_at, updated_at, discounts, request_fingerprint, concentrate_mg)
         values ($26, $1, $2, $3, $4, $5, $6, $7::date, $8, $9::date, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
           $21, $22, $22, $23::text::jsonb, $24, $27)
         returning id
       ), lines as (
         insert into order_lines (order_id, variant_id, product_slug, product_name, size_label, quantity, unit_price_cents,
           discount_cents, price_cents, excise_cents, sales_tax_cents, total_cents, excise_taxable, limit_category,
           limit_amount, deals)
         select placed.id, l.variant_id, l.product_slug, l.product_name, l.size_label, l.quantity, l.unit_price_cents,
                l.discount_cents, l.price_cents, l.excise_cents, l.sales_tax_cents, l.total_cents, l.excise_taxable,
                l.limit_category, l.limit_amount, l.deals
           from placed,
                jsonb_to_recordset($25::text::jsonb) as l (variant_id uuid, product_slug text, product_name text,
                  size_label text, quantity integer, unit_price_cents integer, discount_cents integer, price_cents integer,
                  excise_cents integer, sales_tax_cents integer, total_cents integer, excise_taxable boolean,
                  limit_category text, limit_amount integer, deals jsonb)
       ), event as (
         insert into order_events (order_id, status, at, actor_id) select placed.id, 'placed', $22, $2 from placed
       ), checkout as (
         update abandoned_checkouts set order_id = placed.id, updated_at = $22
           from placed where checkout_key = $19 and order_id is null
       )
       select id from placed`,
    [
      order.number,
      order.customerId,
      order.mode,
      order.contact.name,
      order.contact.email,
      order.contact.phone,
      order.contact.birthdate,
      order.medicalCard?.number ?? null,
      order.medicalCard?.expiresOn ?? null,
      order.slot.start,
      order.slot.end,
      order.notes,
      priced.subtotalCents,
      priced.discountCents,
      priced.exciseCents,
      priced.salesTaxCents,
      priced.totalCents,
      order.flowerMg,
      order.keyHash,
      order.consents.email,
      order.consents.sms,
      order.now,
      JSON.stringify(priced.applied.filter((saving) => saving.savingsCents > 0)),
      order.fingerprint,
      lines,
      order.id,
      order.concentrateMg,
    ],
  );
}

/** A size the order wanted more of than was left, as refuse_order's detail names it. */
export interface ShortSize {
  id: string;
  /** What was left when the order was refused. */
  stock: number;
}

/**
 * Takes the stock of every size in one statement, locking the rows in variant-id order first (so
 * two orders sharing sizes queue instead of deadlocking). When a size has too little left, the
 * statement fails with refuse_order('sold_out', the ShortSize of each): nothing is taken, and the
 * transaction it aborts gives back nothing else either.
 */
export async function takeStock(
  tx: Queryable,
  ordered: readonly { variantId: string; quantity: number }[],
): Promise<void> {
  const wanted = JSON.stringify(ordered.map((line) => ({ id: line.variantId, quantity: line.quantity })));
  await tx.query(
    `with wanted as (
       select * from jsonb_to_recordset($1::text::jsonb) as w (id uuid, quantity integer)
     ), locked as (
       select v.id, v.stock from variants v where v.id in (select id from wanted) order by v.id for no key update
     ), taken as (
       update variants v set stock = v.stock - wanted.quantity, updated_at = now()
         from wanted, locked
        where v.id = wanted.id and locked.id = wanted.id and v.stock >= wanted.quantity
       returning v.id
     )
     select public.refuse_order('sold_out', jsonb_agg(jsonb_build_object('id', w.id, 'stock', coalesce(l.stock, 0))))
       from wanted w left join locked l on l.id = w.id
      where w.id not in (select id from taken)
     having count(*) > 0`,
    [wanted],
  );
}

export function pricedLine(priced: PricedCart, variantId: string) {
  const line = priced.lines.find((candidate) => candidate.key === variantId);
  if (!line) throw new Error(`The priced cart has no line for ${variantId}`);
  return line;
}

/** Why a write of placeOrder's failed, when it failed because the order cannot be placed. */
export type RefusedWrite = { code: 'number_taken' } | { code: 'slot_full' } | { code: 'sold_out'; short: ShortSize[] };

/** The refusal a failed write stands for (insertPlacedOrder, bookPickupSlot, takeStock), if it is one. */
export function refusedWrite(error: unknown): RefusedWrite | undefined {
  if (isUniqueViolation(error, ORDER_NUMBER_TAKEN)) return { code: 'number_taken' };
  const failed = statementError(error);
  if (failed?.code !== ORDER_REFUSED) return undefined;
  if (failed.message === 'slot_full') return { code: 'slot_full' };
  if (failed.message === 'sold_out') return { code: 'sold_out', short: JSON.parse(failed.detail) as ShortSize[] };
  return undefined;
}
