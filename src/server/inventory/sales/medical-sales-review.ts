import type { Queryable } from '../../db/database.ts';
import { MEDICAL_REVIEW_HOURS, MEDICAL_UPLOAD_HOURS, type MedicalSaleToReview } from '#lib/inventory/sales-uploads.ts';

/** Sales older than this stay on the list as overdue, then leave it. */
const LISTED_DAYS = 7;

/**
 * A store's medical sales to review within 72 hours of the sale: those whose receipt was not in
 * the source within the hour (still waiting, or sent late), and those whose registry check could
 * not be made at checkout, each with its deadline and the whole hours left (negative once past).
 * Sales of the last week are listed, the nearest deadline first.
 */
export async function loadMedicalSalesReview(
  db: Queryable,
  storeId: string,
  now: Date,
): Promise<MedicalSaleToReview[]> {
  const rows = await db.query<{
    id: string;
    number: string;
    picked_up_at: Date;
    registry_check: string | null;
    state: 'queued' | 'sent' | 'attention' | null;
    sent_at: Date | null;
  }>(
    `select o.id, o.number, o.picked_up_at, o.registry_check, r.state, r.sent_at
       from orders o
       left join sales_receipts r on r.order_id = o.id and r.kind = 'sale'
      where o.store_id = $1 and o.menu_mode = 'medical' and o.status = 'picked_up'
        and o.picked_up_at >= $2
        and (o.registry_check = 'unavailable'
             or (r.id is not null and coalesce(r.sent_at, $3) > o.picked_up_at + make_interval(hours => $4)))
      order by o.picked_up_at, o.number`,
    [storeId, new Date(now.getTime() - LISTED_DAYS * 86_400_000), now, MEDICAL_UPLOAD_HOURS],
  );
  return rows.map((row) => {
    const deadline = new Date(row.picked_up_at.getTime() + MEDICAL_REVIEW_HOURS * 3_600_000);
    const late =
      row.state !== null &&
      (row.sent_at ?? now).getTime() > row.picked_up_at.getTime() + MEDICAL_UPLOAD_HOURS * 3_600_000;
    return {
      orderId: row.id,
      orderNumber: row.number,
      soldAt: row.picked_up_at.toISOString(),
      reasons: [
        ...(late ? (['late-upload'] as const) : []),
        ...(row.registry_check === 'unavailable' ? (['registry-unchecked'] as const) : []),
      ],
      receiptState: row.state,
      sentAt: row.sent_at?.toISOString() ?? null,
      deadline: deadline.toISOString(),
      hoursLeft: Math.floor((deadline.getTime() - now.getTime()) / 3_600_000),
    };
  });
}
