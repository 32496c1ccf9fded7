import { loadDashboardCatalog } from '#server/catalog/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

/** The products-loading step: categories, brands and product counts, before any dashboard page renders. */
export const GET = endpoint({}, async (_input, { locals }) => json(await loadDashboardCatalog(locals.db)));
