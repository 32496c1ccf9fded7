import { z } from 'zod';
import { VariantChanges } from '#lib/catalog/product-editor.ts';
import {
  removeVariant,
  requireCatalogEditor,
  splitStorePrices,
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
 * catalog's size (whose stock is the default store's). The store's own prices, or their return to
 * the catalog's, are the store's, changed by whoever may change the store.
 */
export const PATCH = endpoint({ params, body: VariantChanges }, async ({ params, body }, context) => {
  const staff = staffOf(context);
  const { scope, store } = await storeScopeOf(context);
  const { db } = context.locals;
  const { own, rest } = splitStorePrices(body);
  const { stock, ...catalog } = rest;
  const catalogs = await storeFiguresAreTheCatalogs(db, scope);
  if (catalogs) {
    if (Object.keys(rest).length > 0)
      await updateVariant(db, staff, params.variantId, rest, { productId: params.id, storeId: store.id });
  } else if (Object.keys(catalog).length > 0) {
    await requireCatalogEditor(db, scope);
    await updateVariant(db, staff, params.variantId, catalog, { productId: params.id });
  }
  const atStore = catalogs || stock === undefined ? own : { ...own, stock };
  if (Object.keys(atStore).length > 0) {
    await inStoreScope(context, (scoped) =>
      updateStoreSize(scoped, staff, store, params.variantId, atStore, { productId: params.id }),
    );
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
