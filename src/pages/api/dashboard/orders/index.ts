import { endpoint, inStoreScope, json } from '#server/http/index.ts';
import { listOrderQueue } from '#server/orders/admin/index.ts';

/** The pickup queue of the store the dashboard is about: open orders and today's finished ones (the queue page polls it). */
export const GET = endpoint({}, async (_input, context) =>
  json(await inStoreScope(context, (db, store) => listOrderQueue(db, { storeId: store.id }))),
);
