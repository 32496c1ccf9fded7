import { z } from 'zod';
import { VariantInput } from '#lib/catalog/product-editor.ts';
import {
  addVariant,
  requireCatalogEditor,
  requireProductEditor,
  updateStoreSize,
} from '#server/catalog/admin/index.ts';
import { endpoint, inStoreScope, json, staffOf, storeScopeOf } from '#server/http/index.ts';

/**
 * Adds a size to the catalog's product; answers with the editor's data. The units entered are
 * those of the store the dashboard is about: at another store than the default the catalog's size
 * starts with none at the default store, and the store carries it from its first units.
 */
export const POST = endpoint(
  { params: z.object({ id: z.uuid('No product has that address.') }), body: VariantInput },
  async ({ params, body }, context) => {
    const staff = staffOf(context);
    const { scope, store } = await storeScopeOf(context);
    const { db } = context.locals;
    await requireCatalogEditor(db, scope);
    if (store.isDefault) {
      await addVariant(db, staff, params.id, body);
    } else {
      const { id } = await addVariant(db, staff, params.id, { ...body, stock: 0 });
      if (body.stock > 0) {
        await inStoreScope(context, (scoped) => updateStoreSize(scoped, staff, store, id, { stock: body.stock }));
      }
    }
    return json(await requireProductEditor(db, params.id, store.id), 201);
  },
);
