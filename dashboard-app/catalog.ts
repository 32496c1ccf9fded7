import { useRouteLoaderData } from 'react-router';
import type { DashboardCatalog } from '../src/lib/dashboard/dashboard-catalog.ts';

/** The id of the route that loads the catalog before any dashboard page renders. */
export const STAFF_ROUTE_ID = 'staff';

let stale = false;

/** Marks the catalog's lists as changed (a category or brand was saved); the next navigation reloads them. */
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
  const data = useRouteLoaderData(STAFF_ROUTE_ID) as { catalog: DashboardCatalog } | undefined;
  if (!data) throw new Error('useCatalog is used outside the dashboard layout.');
  return data.catalog;
}
