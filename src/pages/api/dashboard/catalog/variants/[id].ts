import { z } from 'zod';
import { VariantQuickEdit } from '#lib/catalog/menu-board.ts';
import {
  splitStorePrices,
  storeFiguresAreTheCatalogs,
  updateStoreSize,
  updateVariant,
} from '#server/catalog/admin/index.ts';
import { endpoint, inStoreScope, json, staffOf, storeScopeOf } from '#server/http/index.ts';

/**
 * A quick edit from the menu board of the store the dashboard is about: stock, availability,
 * adult-use or medical price. At the default store, for someone who may change the catalog, they
 * are the catalog's (decision 64), which every other store follows where it has none of its own;
 * otherwise the store's own. The store's own prices, or their return to the catalog's, are the
 * store's at every store.
 */
export const PATCH = endpoint(
  { params: z.object({ id: z.uuid('That size no longer exists.') }), body: VariantQuickEdit },
  async ({ params, body }, context) => {
    const staff = staffOf(context);
    const { scope, store } = await storeScopeOf(context);
    const { db } = context.locals;
    if (await storeFiguresAreTheCatalogs(db, scope)) {
      const { own, rest } = splitStorePrices(body);
      const catalog =
        Object.keys(rest).length > 0
          ? await updateVariant(db, staff, params.id, rest, { storeId: store.id })
          : undefined;
      if (Object.keys(own).length === 0) return json(catalog);
      return json(await inStoreScope(context, (scoped) => updateStoreSize(scoped, staff, store, params.id, own)));
    }
    return json(await inStoreScope(context, (scoped) => updateStoreSize(scoped, staff, store, params.id, body)));
  },
);
