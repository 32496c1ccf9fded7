import { z } from 'zod';
import { VariantChanges } from '#lib/catalog/product-editor.ts';
import {
  removeVariant,
  requireCatalogEditor,
  requireProductEditor,
  storeFiguresAreTheCatalogs,
  updateStoreSize,
  updateVariant,
} from '#server/catalog/admin/index.ts';
import { endpoint, inStoreScope, json, staffOf, storeScopeOf } from '#server/http/index.ts';

const GONE = 'That size no longer exists.';
const params = z.object({ id: z.uuid(GONE), variantId: z.uuid(GONE) });

/**
 * Changes the fields of a size that were edited; answers with the editor's data at the store the
 * dashboard is about. The size's stock is the store's and everything else the catalog's, changed
 * only by someone who may change the catalog; at the default store, for them, one change of the
 * catalog's size (whose stock is the default store's).
 */
export const PATCH = endpoint({ params, body: VariantChanges }, async ({ params, body }, context) => {
  const staff = staffOf(context);
  const { scope, store } = await storeScopeOf(context);
  const { db } = context.locals;
  const { stock, ...catalog } = body;
  if (await storeFiguresAreTheCatalogs(db, scope)) {
    await updateVariant(db, staff, params.variantId, body, { productId: params.id, storeId: store.id });
  } else {
    if (Object.keys(catalog).length > 0) {
      await requireCatalogEditor(db, scope);
      await updateVariant(db, staff, params.variantId, catalog, { productId: params.id });
    }
    if (stock !== undefined) {
      await inStoreScope(context, (scoped) =>
        updateStoreSize(scoped, staff, store, params.variantId, { stock }, { productId: params.id }),
      );
    }
  }
  return json(await requireProductEditor(db, params.id, store.id));
});

/** Removes a size (the catalog's); answers with the editor's data. */
export const DELETE = endpoint({ params }, async ({ params }, context) => {
  const { scope, store } = await storeScopeOf(context);
  await requireCatalogEditor(context.locals.db, scope);
  await removeVariant(context.locals.db, staffOf(context), params.id, params.variantId);
  return json(await requireProductEditor(context.locals.db, params.id, store.id));
});
