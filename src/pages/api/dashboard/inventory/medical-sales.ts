import { endpoint, inStoreScope, json } from '#server/http/index.ts';
import { loadMedicalSalesReview } from '#server/inventory/admin/index.ts';

/** A store's medical sales to review within 72 hours: `GET /api/dashboard/inventory/medical-sales?store=…`. */
export const GET = endpoint({}, async (_input, context) =>
  json(await inStoreScope(context, (db, store) => loadMedicalSalesReview(db, store.id, context.locals.clock.now()))),
);
