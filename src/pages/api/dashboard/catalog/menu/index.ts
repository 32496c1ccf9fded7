import { MenuBoardQuery } from '#lib/catalog/menu-board.ts';
import { listMenuBoard } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';
import { noStore, withStoreScope } from '#server/stores/index.ts';

/** One page of the live menu board of the request's store (`?q=&category=&status=&page=&store=`). */
export const GET = endpoint({ query: MenuBoardQuery }, async ({ query }, context) => {
  const { scope } = staffOf(context);
  const { store } = scope;
  if (!store) throw noStore();
  return json(await withStoreScope(context.locals.db, scope, (db) => listMenuBoard(db, query, store.id)));
});
