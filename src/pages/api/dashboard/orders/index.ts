import { endpoint, json } from '#server/http/index.ts';
import { listOrderQueue } from '#server/orders/admin/index.ts';

/** The pickup queue: open orders and today's finished ones (the queue page polls it). */
export const GET = endpoint({}, async (_input, { locals }) => json(await listOrderQueue(locals.db)));
