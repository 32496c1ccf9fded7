import { data, redirect, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { dashboardLoginPath, isStaffRole } from '#lib/staff/route-access.ts';
import type { DashboardCatalog } from '#lib/catalog/dashboard-catalog.ts';
import { $session } from '#stores/session.ts';
import { loadCatalog } from './api/catalog.ts';

/** The id of the route that loads the catalog before any dashboard page renders. */
export const STAFF_ROUTE_ID = 'staff';

/** The whole dashboard needs signed-in staff and the catalog's lists (spec §6: auth plus a products-loading step). */
export async function staffLoader({ request }: LoaderFunctionArgs) {
  const account = $session.get();
  const url = new URL(request.url);
  if (!account) throw redirect(dashboardLoginPath(`${url.pathname}${url.search}`));
  if (!isStaffRole(account.role)) throw data('The dashboard is for store staff.', { status: 403 });
  return { catalog: await loadCatalog() };
}

let stale = false;

/** Marks the catalog's lists as changed (a category, brand or product was saved); they load again before the next page shows. */
export function markCatalogChanged(): void {
  stale = true;
}

/** Whether the catalog must load again, consuming the mark. */
export function takeCatalogChanged(): boolean {
  const was = stale;
  stale = false;
  return was;
}

/** Categories, brands and product counts, loaded once for every page. */
export function useCatalog(): DashboardCatalog {
  const loaded = useRouteLoaderData<typeof staffLoader>(STAFF_ROUTE_ID);
  if (!loaded) throw new Error('useCatalog is used outside the dashboard layout.');
  return loaded.catalog;
}
