import { z } from 'zod';
import { endpoint } from '#server/http/index.ts';
import { findReceipt, receiptCalendarFile } from '#server/orders/index.ts';

/** Nothing about an order may be kept by a browser's or proxy's cache, or indexed. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/** The receipt's link; what does not read finds no order, like a wrong number or key. */
const ReceiptLink = z.object({ order: z.string().catch(''), key: z.string().catch('') });

/**
 * `GET /api/orders/calendar.ics?order=RR-…&key=…`: the pickup as an iCalendar file, for the
 * thank-you page's "Add to calendar" link. Opened by the order's key, like the receipt; a
 * missing or wrong number or key answers 404 whichever it was.
 */
export const GET = endpoint({ query: ReceiptLink }, async ({ query }, { url, locals }) => {
  const receipt = await findReceipt(locals.db, query.order, query.key);
  if (!receipt) {
    return new Response('No order matches that link.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...PRIVATE },
    });
  }
  const file = await receiptCalendarFile(locals.db, receipt, locals.config.siteUrl ?? url.origin);
  return new Response(file, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${receipt.number}.ics"`,
      ...PRIVATE,
    },
  });
});
