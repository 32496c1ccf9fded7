import type { APIRoute } from 'astro';
import { dashboardJson } from '../../../server/dashboard/dashboard-endpoint.ts';
import { listOrderQueue } from '../../../server/orders/order-queue.ts';

/** The pickup queue: open orders and today's finished ones (the queue page polls it). */
export const GET: APIRoute = async ({ locals }) => dashboardJson(await listOrderQueue(locals.db));
