import { z } from 'zod';
import { VariantQuickEdit } from '#lib/catalog/menu-board.ts';
import { updateVariant } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';

/** A quick edit from the menu board: stock, availability, adult-use or medical price. */
export const PATCH = endpoint(
  { params: z.object({ id: z.uuid('That size no longer exists.') }), body: VariantQuickEdit },
  async ({ params, body }, context) => json(await updateVariant(context.locals.db, staffOf(context), params.id, body)),
);
