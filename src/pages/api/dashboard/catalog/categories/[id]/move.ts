import { z } from 'zod';
import { categoryMoveSchema } from '#lib/catalog/categories.ts';
import { moveCategory } from '#server/catalog/admin/index.ts';
import { endpoint, found, json, staffOf } from '#server/http/index.ts';

const NOT_FOUND = 'That category does not exist.';

/** Moves a category one place up or down among its siblings. */
export const POST = endpoint(
  { params: z.object({ id: z.uuid(NOT_FOUND) }), body: categoryMoveSchema },
  async ({ params, body }, context) =>
    json(found(await moveCategory(context.locals.db, staffOf(context), params.id, body.direction), NOT_FOUND)),
);
