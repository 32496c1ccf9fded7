import { MenuBoardQuery } from '#lib/catalog/menu-board.ts';
import { listMenuBoard } from '#server/catalog/admin/index.ts';
import { endpoint, inStoreScope, json } from '#server/http/index.ts';

/** One page of the live menu board of the store the dashboard is about (`?q=&category=&status=&page=&store=`). */
export const GET = endpoint({ query: MenuBoardQuery }, async ({ query }, context) =>
  json(await inStoreScope(context, (db, store) => listMenuBoard(db, query, store.id))),
);
