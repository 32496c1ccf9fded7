/**
 * The last step of placing an order (place-order.ts): what it writes, each in as few statements
 * as it takes — the order with its lines, its first event and its abandoned checkout's link in
 * one, the confirmation email, the pickup slot's booking, the stock of every size in one, then the
 * marketing consents and the customer's rewards (docs/decisions/0039-…). A write that finds the
 * order cannot be placed fails as a statement (decision 48), so placeOrder can send the commit
 * with the writes: a number taken breaks `orders_number_key`, a full slot or too little stock calls
 * refuse_order; refusalOf names the refusal the failed commit stands for.
 */
import type { Queryable } from '../db/database.ts';
import { isUniqueViolation, statementError } from '../db/statement-error.ts';
import type { PricedCart } from '#lib/pricing/cart-pricing.ts';
import { recordCheckoutConsents } from '../consent/index.ts';
import { orderPlacedMessage, queueEmail } from '../mail/index.ts';
import { recordOrderRewards } from '../rewards/index.ts';
import type { StoreSettings } from '../settings/index.ts';
import { OrderRefused, type CheckedOrder, type OrderedLine } from './order-checks.ts';
import { pricedLine, type OrderItem } from '../cart/index.ts';
import { bookPickupSlot } from './pickup-capacity.ts';
import { pickupPlaceName } from './order-store.ts';
import { stockPoolSql } from '#lib/catalog/stock-pool.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { PlacedOrder, PlaceOrderInput } from './place-order.ts';

/** The order placeOrder decided to write, with what it was asked and checked against. */
export interface OrderToWrite {
  order: PlacedOrder;
  input: PlaceOrderInput;
  checked: CheckedOrder;
  settings: StoreSettings;
  keyHash: string;
  fingerprint: string;
  /** The origin of the links in what the order sends. */
  linkOrigin: string;
  now: Date;
}

/**
 * Sends the order's writes. Those of one statement each go in this order (every order locks the
 * slot's row before its sizes' rows) and are not waited for: the transaction's commit goes with
 * them, one round trip (decision 48). One that fails — the number taken, the slot full, a size sold
 * out meanwhile — turns the commit into a rollback and is thrown from the transaction (refusalOf
 * names it). Marketing consents ticked and a customer's rewards take statements in turn, so the
 * commit waits for them (a guest who ticked neither sends none).
 */
export async function writeOrder(tx: Queryable, write: OrderToWrite): Promise<void> {
  const { order, input, checked, settings, now } = write;
  const { ordered, priced, held, slot, rewards } = checked;
  const sent = Promise.allSettled([
    insertPlacedOrder(
      tx,
      {
        id: order.id,
        number: order.number,
        customerId: input.customerId,
        mode: input.mode,
        contact: input.contact,
        medicalCard: input.medicalCard,
        slot,
        notes: input.notes,
        priced,
        flowerMg: held.flowerMg,
        concentrateMg: held.concentrateMg,
        keyHash: write.keyHash,
        consents: input.consents,
        fingerprint: write.fingerprint,
        storeId: settings.store.id,
        registryCheck: checked.registryCheck,
        now,
      },
      ordered,
    ),
    queueEmail(tx, confirmationEmail(write), settings),
    bookPickupSlot(tx, settings.store.id, new Date(slot.start), settings.pickupSlotCapacity),
    takeStock(tx, { storeId: settings.store.id, orderId: order.id, mode: input.mode }, ordered),
  ]);
  const inTurn = await Promise.allSettled([
    recordCheckoutConsents(tx, {
      ...input.contact,
      consents: input.consents,
      customerId: input.customerId,
      storeName: settings.name,
      linkOrigin: write.linkOrigin,
      now,
    }),
    input.customerId
      ? recordOrderRewards(tx, {
          orderId: order.id,
          customerId: input.customerId,
          plan: rewards,
          applied: priced.applied,
          now,
        })
      : null,
  ]);
  const failed = inTurn.find((result) => result.status === 'rejected');
  if (failed) {
    // A write sent before them may have failed first and aborted the transaction: that is why.
    throw ((await sent).find((result) => result.status === 'rejected') ?? failed).reason;
  }
}

function confirmationEmail({ order, input, checked, settings, linkOrigin }: OrderToWrite) {
  const { priced, slot, ordered } = checked;
  return orderPlacedMessage({
    origin: linkOrigin,
    storeName: pickupPlaceName(settings),
    storeAddress: settings.address.singleLine,
    storePhone: settings.phone,
    number: order.number,
    email: input.contact.email,
    contactName: input.contact.name,
    pickupLabel: `${slot.dayLabel}, ${slot.timeLabel}`,
    totalCents: priced.totalCents,
    mode: input.mode,
    discounts: priced.applied.filter((saving) => saving.savingsCents > 0),
    lines: ordered.map((line) => ({
      productName: line.item.productName,
      sizeLabel: line.item.sizeLabel,
      quantity: line.quantity,
      totalCents: pricedLine(priced, line.variantId).totalCents,
    })),
  });
}

/** The drawn order number belongs to another order: everything is rolled back and placed again. */
export class OrderNumberTaken extends Error {}

/** What a commit that failed because the order cannot be placed means to placeOrder. */
export function refusalOf(
  error: unknown,
  ordered: readonly OrderedLine[],
): OrderRefused | OrderNumberTaken | undefined {
  const refused = refusedWrite(error);
  switch (refused?.code) {
    case 'number_taken':
      return new OrderNumberTaken();
    case 'slot_full':
      return new OrderRefused({ code: 'slot_full' });
    case 'sold_out': {
      const left = new Map(refused.short.map((size) => [size.id, size.stock]));
      const items = ordered
        .filter((line) => left.has(line.variantId))
        .map((line) => ({
          name: `${line.item.productName} (${line.item.sizeLabel})`,
          available: left.get(line.variantId)!,
        }));
      return new OrderRefused({ code: 'sold_out', items });
    }
    default:
      return undefined;
  }
}

/** The columns of the new `orders` row, as placeOrder decided them. */
interface NewOrder {
  /** Drawn by placeOrder, so what else its transaction writes can name the order in the same wait. */
  id: string;
  /** Drawn at random by placeOrder (`#lib/orders/order-number.ts`). */
  number: string;
  customerId: string | null;
  mode: MenuMode;
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
  storeId: string;
  /** Whether the registry answered for this medical order ('ok') or not ('unavailable'); null when not asked. */
  registryCheck: 'ok' | 'unavailable' | null;
  now: Date;
}

type WrittenLine = { quantity: number; item: OrderItem };

/** The unique constraint an order number already taken breaks (then nothing is written). */
const ORDER_NUMBER_TAKEN = 'orders_number_key';
/** refuse_order's SQLSTATE (supabase/migrations/20261129000100_order_refusals_in_sql.sql). */
const ORDER_REFUSED = 'RR001';

/**
 * Writes the order, its lines, its 'placed' event and the link from the checkout's abandoned
 * cart (if one was recorded under the same key). Each line records the count it is sold from
 * (stock-pool.ts), which takeStock takes from and an order ending without a sale puts back into.
 * Fails on ORDER_NUMBER_TAKEN when another order has its number.
 */
async function insertPlacedOrder(tx: Queryable, order: NewOrder, ordered: readonly WrittenLine[]): Promise<void> {
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
           placed_at, updated_at, discounts, request_fingerprint, concentrate_mg, store_id, registry_check)
         values ($26, $1, $2, $3, $4, $5, $6, $7::date, $8, $9::date, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
           $21, $22, $22, $23::text::jsonb, $24, $27, $28, $29)
         returning id
       ), lines as (
         insert into order_lines (order_id, variant_id, product_slug, product_name, size_label, quantity, unit_price_cents,
           discount_cents, price_cents, excise_cents, sales_tax_cents, total_cents, excise_taxable, limit_category,
           limit_amount, deals, stock_pool)
         select placed.id, l.variant_id, l.product_slug, l.product_name, l.size_label, l.quantity, l.unit_price_cents,
                l.discount_cents, l.price_cents, l.excise_cents, l.sales_tax_cents, l.total_cents, l.excise_taxable,
                l.limit_category, l.limit_amount, l.deals, ${stockPoolSql('$28::uuid', order.mode)}
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
      order.storeId,
      order.registryCheck,
    ],
  );
}

/** A size the order wanted more of than was left, as refuse_order's detail names it. */
interface ShortSize {
  id: string;
  /** What was left when the order was refused. */
  stock: number;
}

/**
 * Takes the stock of every size at the order's store in one statement, locking the store's rows
 * (`store_variants`, of the count the order's lines were sold from: the medical count of a store
 * keeping medical stock apart for a patient's order, else each size's own) in variant-id order
 * first, so two orders sharing sizes queue instead of deadlocking; another store's rows and the
 * other count are never touched.
 * When a size has too little left (or the store keeps no row of it), the statement fails with
 * refuse_order('sold_out', the ShortSize of each): nothing is taken, and the transaction it
 * aborts gives back nothing else either. The default store's rows carry `variants.stock` along
 * (its mirror trigger, in the same locked order).
 */
async function takeStock(
  tx: Queryable,
  { storeId, orderId, mode }: { storeId: string; orderId: string; mode: MenuMode },
  ordered: readonly { variantId: string; quantity: number }[],
): Promise<void> {
  const wanted = JSON.stringify(ordered.map((line) => ({ id: line.variantId, quantity: line.quantity })));
  // An adult-use order is always sold from the sizes' own rows; a patient's from the count its
  // lines recorded (insertPlacedOrder, sent first), so both statements agree whatever the store
  // switches meanwhile.
  const pool = mode === 'adult' ? `'all'` : `(select l.stock_pool from order_lines l where l.order_id = $3 limit 1)`;
  const params = mode === 'adult' ? [wanted, storeId] : [wanted, storeId, orderId];
  await tx.query(
    `with wanted as (
       select * from jsonb_to_recordset($1::text::jsonb) as w (id uuid, quantity integer)
     ), locked as (
       select sv.variant_id as id, sv.stock from store_variants sv
        where sv.variant_id in (select id from wanted) and sv.store_id = $2 and sv.pool = ${pool}
        order by sv.variant_id for no key update
     ), taken as (
       update store_variants sv set stock = sv.stock - wanted.quantity, updated_at = now()
         from wanted, locked
        where sv.variant_id = wanted.id and sv.store_id = $2 and sv.pool = ${pool} and locked.id = wanted.id
          and sv.stock >= wanted.quantity
       returning sv.variant_id as id
     )
     select public.refuse_order('sold_out', jsonb_agg(jsonb_build_object('id', w.id, 'stock', coalesce(l.stock, 0))))
       from wanted w left join locked l on l.id = w.id
      where w.id not in (select id from taken)
     having count(*) > 0`,
    params,
  );
}

/** Why a write of placeOrder's failed, when it failed because the order cannot be placed. */
type RefusedWrite = { code: 'number_taken' } | { code: 'slot_full' } | { code: 'sold_out'; short: ShortSize[] };

/** The refusal a failed write stands for (insertPlacedOrder, bookPickupSlot, takeStock), if it is one. */
function refusedWrite(error: unknown): RefusedWrite | undefined {
  if (isUniqueViolation(error, ORDER_NUMBER_TAKEN)) return { code: 'number_taken' };
  const failed = statementError(error);
  if (failed?.code !== ORDER_REFUSED) return undefined;
  if (failed.message === 'slot_full') return { code: 'slot_full' };
  if (failed.message === 'sold_out') return { code: 'sold_out', short: JSON.parse(failed.detail) as ShortSize[] };
  return undefined;
}
