import { z } from 'zod';
import { VariantInput } from '#lib/catalog/product-editor.ts';
import { addVariant, requireProductEditor } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';

/** Adds a size to the product; answers with the editor's data. */
export const POST = endpoint(
  { params: z.object({ id: z.uuid('No product has that address.') }), body: VariantInput },
  async ({ params, body }, context) => {
    await addVariant(context.locals.db, staffOf(context), params.id, body);
    return json(await requireProductEditor(context.locals.db, params.id), 201);
  },
);
