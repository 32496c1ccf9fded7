import { MenuBoardQuery } from '#lib/catalog/menu-board.ts';
import { listMenuBoard } from '#server/catalog/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

/** One page of the live menu board (`?q=&category=&status=&page=`). */
export const GET = endpoint({ query: MenuBoardQuery }, async ({ query }, { locals }) =>
  json(await listMenuBoard(locals.db, query)),
);
