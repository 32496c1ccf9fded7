import { z } from 'zod';
import { endpoint, json, found } from '#server/http/index.ts';
import { getOrderDetail } from '#server/orders/admin/index.ts';

const NOT_FOUND = 'There is no such order.';

/** One order in full: contact, lines, totals and its status history. */
export const GET = endpoint({ params: z.object({ id: z.uuid(NOT_FOUND) }) }, async ({ params }, { locals }) =>
  json(found(await getOrderDetail(locals.db, params.id), NOT_FOUND)),
);
