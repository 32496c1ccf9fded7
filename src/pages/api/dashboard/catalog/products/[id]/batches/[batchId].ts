import { z } from 'zod';
import { BatchInput } from '#lib/catalog/product-editor.ts';
import { removeBatch, requireProductEditor, updateBatch } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';

const GONE = 'That batch no longer exists.';
const params = z.object({ id: z.uuid(GONE), batchId: z.uuid(GONE) });

/** Saves a batch and its lab results; answers with the editor's data. */
export const PUT = endpoint({ params, body: BatchInput }, async ({ params, body }, context) => {
  await updateBatch(context.locals.db, staffOf(context), params.id, params.batchId, body);
  return json(await requireProductEditor(context.locals.db, params.id));
});

/** Removes a batch; answers with the editor's data. */
export const DELETE = endpoint({ params }, async ({ params }, context) => {
  await removeBatch(context.locals.db, staffOf(context), params.id, params.batchId);
  return json(await requireProductEditor(context.locals.db, params.id));
});
