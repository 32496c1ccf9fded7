import type { APIRoute } from 'astro';
import { MenuBoardQuery } from '../../../../lib/dashboard/menu-board.ts';
import { listMenuBoard } from '../../../../server/catalog-admin/menu-board.ts';
import { dashboardJson, readQuery } from '../../../../server/dashboard/dashboard-endpoint.ts';

/** One page of the live menu board (`?q=&category=&status=&page=`). */
export const GET: APIRoute = async ({ url, locals }) => {
  const query = readQuery(url, MenuBoardQuery);
  if (!query.ok) return query.response;
  return dashboardJson(await listMenuBoard(locals.db, query.data));
};
