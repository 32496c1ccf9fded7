import { loadOverview } from '#server/dashboard/overview.ts';
import { endpoint, json } from '#server/http/endpoint.ts';

/** The dashboard's home: today's orders to prepare, sales so far and low stock. */
export const GET = endpoint({}, async (_input, { locals }) => json(await loadOverview(locals.db)));
