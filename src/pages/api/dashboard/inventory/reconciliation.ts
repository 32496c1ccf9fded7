import { ReconciliationQuery } from '#lib/inventory/sales-inputs.ts';
import { endpoint, inStoreScope, json } from '#server/http/index.ts';
import { loadSalesReconciliation } from '#server/inventory/admin/index.ts';

/** A store's end of day: `GET /api/dashboard/inventory/reconciliation?store=…&day=YYYY-MM-DD` (its managers and admins). */
export const GET = endpoint({ query: ReconciliationQuery }, async ({ query }, context) =>
  json(
    await inStoreScope(context, (db, store) =>
      loadSalesReconciliation(db, store.id, query.day, context.locals.clock.now()),
    ),
  ),
);
