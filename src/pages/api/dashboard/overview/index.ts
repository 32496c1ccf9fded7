import { canOpen } from '#lib/staff/route-access.ts';
import { loadOverview } from '#server/reports/admin/index.ts';
import { staffOf, endpoint, inStoreScope, json } from '#server/http/index.ts';

/**
 * The dashboard's home for the store it is about: today's orders to prepare, sales so far, low
 * stock, and the reviews waiting for those who moderate them.
 */
export const GET = endpoint({}, async (_input, context) => {
  const withReviews = canOpen(staffOf(context).role, '/dashboard/reviews');
  return json(await inStoreScope(context, (db, store) => loadOverview(db, { withReviews, storeId: store.id })));
});
