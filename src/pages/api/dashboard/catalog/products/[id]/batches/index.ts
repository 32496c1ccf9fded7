import { z } from 'zod';
import { BatchInput } from '#lib/catalog/product-editor.ts';
import { addBatch, requireProductEditor } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';

/** Adds a lab-tested batch to the product; answers with the editor's data. */
export const POST = endpoint(
  { params: z.object({ id: z.uuid('No product has that address.') }), body: BatchInput },
  async ({ params, body }, context) => {
    await addBatch(context.locals.db, staffOf(context), params.id, body);
    return json(await requireProductEditor(context.locals.db, params.id), 201);
  },
);
