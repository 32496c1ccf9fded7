import type { Queryable } from '../../db/database.ts';
import type { SourceReceipt, SourceReceiptLine } from '#lib/inventory/source-records.ts';
import { packageQuantityOf } from '#lib/inventory/sales-uploads.ts';
import { allocateCents } from '#lib/pricing/allocate-cents.ts';

/**
 * How the customer's identity was checked: the counter checks a government-issued photo ID at
 * every pickup (and the registry card of a patient) before handing an order over.
 */
export const IDENTIFICATION_METHOD = 'Government-issued photo ID';

type OrderRow = {
  number: string;
  store_id: string;
  menu_mode: 'adult' | 'medical';
  medical_card_number: string | null;
  kind: 'own' | 'metrc' | 'pos';
  timezone: string;
};

type LineRow = {
  id: string;
  variant_id: string | null;
  product_name: string;
  size_label: string;
  quantity: number;
  price_cents: number;
  stock_pool: 'all' | 'medical';
  weight_mg: number | null;
};

type PackageRow = {
  label: string;
  unit_of_measure: string;
  available: string;
};

interface Allocation {
  lineId: string;
  label: string;
  units: number;
  quantity: number;
  unitOfMeasure: string;
}

/** The packages a line may draw from: its count's (decision 73). */
function poolsOf(line: LineRow, mode: OrderRow['menu_mode']): string[] {
  if (line.stock_pool === 'medical') return ['medical'];
  return mode === 'medical' ? ['all', 'medical'] : ['all', 'adult'];
}

/**
 * An order handed over at a store whose stock comes from Metrc or a point of sale: records which
 * packages each line's units left from and queues its sale for the source, in the caller's
 * transaction (the handover's). Packages are drawn earliest expiry first, then oldest, never one
 * gone, on hold or failed at the lab; a package holds what the source last confirmed less what was
 * handed over since. When packages cannot cover a line the handover still happens: the sale is
 * queued for attention with the reason, and is allocated again by the upload job until staff have
 * fixed the mapping. A store keeping its own stock queues nothing. Returns whether a sale was queued.
 */
export async function recordHandedOverSale(tx: Queryable, orderId: string, now: Date): Promise<boolean> {
  const order = await readSaleOrder(tx, orderId);
  if (!order || order.kind === 'own') return false;
  const { lines, problem } = await allocatePackages(tx, orderId, order, now);
  const receipt: SourceReceipt = {
    externalNumber: order.number,
    soldAt: now,
    timeZone: order.timezone,
    customerType: order.menu_mode === 'medical' ? 'Patient' : 'Consumer',
    patientLicenceNumber: order.menu_mode === 'medical' ? order.medical_card_number : null,
    identificationMethod: IDENTIFICATION_METHOD,
    lines,
  };
  await tx.query(
    `insert into sales_receipts (store_id, order_id, kind, state, attention_reason, payload, external_number, sold_at,
                                 last_error, last_error_at, queued_at, next_attempt_at)
     values ($1, $2, 'sale', $3, $4, $5, $6, $7, $8, $9, $7, $7)
     on conflict (order_id) where kind = 'sale' do nothing`,
    [
      order.store_id,
      orderId,
      problem ? 'attention' : 'queued',
      problem ? 'packages' : null,
      JSON.stringify(receipt),
      order.number,
      now,
      problem ?? '',
      problem ? now : null,
    ],
  );
  return true;
}

/**
 * A sale queued for attention because its packages did not cover it, allocated again (after staff
 * mapped more packages): queued when they now cover it. Returns whether it was.
 */
export async function allocateWaitingSale(tx: Queryable, receiptId: string, now: Date): Promise<boolean> {
  const [waiting] = await tx.query<{ order_id: string; payload: SourceReceipt }>(
    `select order_id, payload from sales_receipts
      where id = $1 and state = 'attention' and attention_reason = 'packages' for update`,
    [receiptId],
  );
  if (!waiting) return false;
  const order = await readSaleOrder(tx, waiting.order_id);
  if (!order) return false;
  // What was drawn before is given back first, so the packages are chosen afresh.
  const [handover] = await tx.query<{ handed_over_at: Date | null }>(
    `delete from order_line_packages where order_id = $1 returning handed_over_at`,
    [waiting.order_id],
  );
  const at = handover?.handed_over_at ?? new Date(waiting.payload.soldAt);
  const { lines, problem } = await allocatePackages(tx, waiting.order_id, order, at);
  if (problem) {
    await tx.query(`update sales_receipts set last_error = $2 where id = $1`, [receiptId, problem]);
    return false;
  }
  await tx.query(
    `update sales_receipts
        set state = 'queued', attention_reason = null, payload = payload || jsonb_build_object('lines', $2::jsonb),
            last_error = '', last_error_at = null, failures = 0, next_attempt_at = $3
      where id = $1`,
    [receiptId, JSON.stringify(lines), now],
  );
  return true;
}

async function readSaleOrder(tx: Queryable, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.query<OrderRow>(
    `select o.number, o.store_id, o.menu_mode, o.medical_card_number, s.kind, st.timezone
       from orders o
       join store_inventory_sources s on s.store_id = o.store_id
       join stores st on st.id = o.store_id
      where o.id = $1`,
    [orderId],
  );
  return order;
}

async function allocatePackages(
  tx: Queryable,
  orderId: string,
  order: OrderRow,
  handedOverAt: Date,
): Promise<{ lines: SourceReceiptLine[]; problem: string | null }> {
  const lines = await tx.query<LineRow>(
    `select l.id::text as id, l.variant_id, l.product_name, l.size_label, l.quantity, l.price_cents, l.stock_pool,
            v.weight_mg
       from order_lines l left join variants v on v.id = l.variant_id
      where l.order_id = $1 order by l.id`,
    [orderId],
  );
  const allocations: Allocation[] = [];
  const problems: string[] = [];
  const receiptLines: SourceReceiptLine[] = [];
  for (const line of lines) {
    const drawn = await drawLine(tx, order, line);
    if (drawn.missing > 0) {
      problems.push(
        `${line.product_name} ${line.size_label}: ${drawn.missing} of ${line.quantity} ${line.quantity === 1 ? 'unit' : 'units'} not covered by the packages mapped to this size`,
      );
    }
    allocations.push(...drawn.allocations);
    const shares =
      drawn.allocations.length > 0
        ? allocateCents(
            line.price_cents,
            drawn.allocations.map((a) => a.units),
          )
        : [];
    drawn.allocations.forEach((allocation, index) => {
      receiptLines.push({
        packageLabel: allocation.label,
        quantity: allocation.quantity,
        unitOfMeasure: allocation.unitOfMeasure,
        totalCents: shares[index]!,
      });
    });
  }
  if (allocations.length > 0) {
    await tx.query(
      `insert into order_line_packages (order_line_id, order_id, store_id, package_label, units, quantity, unit_of_measure, handed_over_at)
       select a.line_id::bigint, $1, $2, a.label, a.units, a.quantity, a.unit_of_measure, $3
         from jsonb_to_recordset($4::jsonb) as a(line_id text, label text, units integer, quantity numeric, unit_of_measure text)`,
      [
        orderId,
        order.store_id,
        handedOverAt,
        JSON.stringify(
          allocations.map((a) => ({
            line_id: a.lineId,
            label: a.label,
            units: a.units,
            quantity: a.quantity,
            unit_of_measure: a.unitOfMeasure,
          })),
        ),
      ],
    );
  }
  const problem = problems.length > 0 ? `${problems.join('; ')}. Map packages to the size, then it uploads.` : null;
  return { lines: receiptLines, problem: problem?.slice(0, 1000) ?? null };
}

/** One line's units drawn from its size's packages, earliest expiry first, then oldest. */
async function drawLine(
  tx: Queryable,
  order: OrderRow,
  line: LineRow,
): Promise<{ allocations: Allocation[]; missing: number }> {
  if (!line.variant_id) return { allocations: [], missing: line.quantity };
  // Locked, so two handovers at once cannot both draw the last units of a package.
  await tx.query(
    `select 1 from store_packages
      where store_id = $1 and variant_id = $2 and gone_at is null order by id for update`,
    [order.store_id, line.variant_id],
  );
  const packages = await tx.query<PackageRow>(
    `select p.label, p.unit_of_measure,
            (p.quantity - coalesce((select sum(h.quantity) from order_line_packages h
                                     where h.store_id = p.store_id and h.package_label = p.label
                                       and h.handed_over_at > p.confirmed_at), 0))::text as available
       from store_packages p
      where p.store_id = $1 and p.variant_id = $2 and p.pool = any($3::text[])
        and p.gone_at is null and not p.on_hold and p.lab_state <> 'TestFailed'
      order by p.expires_on nulls last, p.created_at, p.label`,
    [order.store_id, line.variant_id, poolsOf(line, order.menu_mode)],
  );
  const allocations: Allocation[] = [];
  let missing = line.quantity;
  for (const item of packages) {
    if (missing === 0) break;
    const perUnit = packageQuantityOf(1, item.unit_of_measure, line.weight_mg);
    if (perUnit === null || perUnit <= 0) continue;
    const fits = Math.floor((Number(item.available) + 1e-9) / perUnit);
    const units = Math.min(missing, fits);
    if (units <= 0) continue;
    allocations.push({
      lineId: line.id,
      label: item.label,
      units,
      quantity: packageQuantityOf(units, item.unit_of_measure, line.weight_mg)!,
      unitOfMeasure: item.unit_of_measure,
    });
    missing -= units;
  }
  return { allocations, missing };
}
