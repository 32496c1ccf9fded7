import { staffOf, endpoint, json } from '#server/http/index.ts';
import { salesUploadStatus } from '#server/inventory/admin/index.ts';

/**
 * Whether the sales of each store the caller may see are reaching its inventory source: the
 * dashboard's banner on every page (decision 79).
 */
export const GET = endpoint({}, async (_input, context) => {
  const { scope } = staffOf(context);
  return json(await salesUploadStatus(context.locals.db, scope.allowed, context.locals.clock.now()));
});
