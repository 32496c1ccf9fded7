import { z } from 'zod';
import { receiptStatus } from '#lib/orders/receipt-status.ts';
import { endpoint, json, Refusal } from '#server/http/index.ts';
import { findReceiptStatus } from '#server/orders/index.ts';

/** The receipt's link; what does not read finds no order, like a wrong number or key. */
const ReceiptLink = z.object({ order: z.string().catch(''), key: z.string().catch('') });

/**
 * `GET /api/orders/status?order=RR-…&key=…`: where the order stands, for the open thank-you page
 * to follow as staff accept it, get it ready or cancel it. Opened by the order's key, like the
 * receipt; a missing or wrong number or key answers 404 whichever it was.
 */
export const GET = endpoint({ query: ReceiptLink }, async ({ query }, { locals }) => {
  const status = await findReceiptStatus(locals.db, query.order, query.key);
  if (!status) throw new Refusal(404, 'No order matches that link.');
  return json(receiptStatus(status));
});
