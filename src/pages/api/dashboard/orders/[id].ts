import { z } from 'zod';
import { endpoint, found, inStoreScope, json } from '#server/http/index.ts';
import { getOrderDetail } from '#server/orders/admin/index.ts';

const NOT_FOUND = 'There is no such order.';

/**
 * One order in full: contact, lines, totals and its status history. An order of any store the
 * caller may see, whichever store the dashboard is about (a link from a report opens it); another
 * store's is no order to a manager.
 */
export const GET = endpoint({ params: z.object({ id: z.uuid(NOT_FOUND) }) }, async ({ params }, context) =>
  json(found(await inStoreScope(context, (db) => getOrderDetail(db, params.id)), NOT_FOUND)),
);
