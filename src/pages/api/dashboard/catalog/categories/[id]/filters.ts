import { z } from 'zod';
import { shopFiltersSchema } from '#lib/catalog/categories.ts';
import { saveShopFilters } from '#server/catalog/admin/index.ts';
import { endpoint, found, json, staffOf } from '#server/http/index.ts';

const NOT_FOUND = 'That category does not exist.';

/** Sets which filters the category's menu shows, in order; an empty list uses its parent's. */
export const PUT = endpoint(
  { params: z.object({ id: z.uuid(NOT_FOUND) }), body: shopFiltersSchema },
  async ({ params, body }, context) =>
    json(found(await saveShopFilters(context.locals.db, staffOf(context), params.id, body.filters), NOT_FOUND)),
);
