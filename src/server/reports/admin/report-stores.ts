import type { ReportFilter } from '#lib/reports/report-payload.ts';
import { ALL_STORES, STORE_FILTER } from '#lib/reports/report-stores.ts';
import type { ScopeStore, StoreScope } from '#lib/stores/store-scope.ts';
import type { Role } from '#lib/vocabulary/accounts.ts';
import type { Queryable } from '../../db/database.ts';
import { staffStoreScope } from '../../stores/index.ts';

/**
 * Which stores a report sums (decision 68): `?stores=all` every store the caller may see (an
 * admin every store, a manager theirs), `?stores=<slug>` one of them (another store is refused as
 * the dashboard's guard refuses it: 403 to a manager, 404 when no store has that slug), and
 * nothing the dashboard's store (`?store=`, the switcher's). The filter is drawn only when the
 * caller may see two or more stores.
 */

export interface ReportStore extends ScopeStore {
  timeZone: string;
}

export interface ReportStores {
  /** The stores whose rows are summed, in the dashboard's order. */
  stores: ReportStore[];
  /** The store filter as the page draws it, null when there is nothing to choose. */
  filter: ReportFilter | null;
}

/** The caller as the dashboard guard leaves it: their role and the stores they may see. */
export interface ReportCaller {
  role: Role;
  scope?: StoreScope;
}

/** Every store, as the dashboard lists them, with its time zone. */
export async function readStoresForReports(db: Queryable): Promise<ReportStore[]> {
  const rows = await db.query<{ id: string; slug: string; name: string; is_default: boolean; timezone: string }>(
    'select id, slug, name, is_default, timezone from stores order by is_default desc, position, name, id',
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    isDefault: row.is_default,
    timeZone: row.timezone,
  }));
}

export async function readReportStores(
  db: Queryable,
  caller: ReportCaller,
  search: URLSearchParams,
): Promise<ReportStores> {
  // The dashboard's guard always resolves the scope; a report loaded in-process without it (the
  // benchmark, a test calling the handler) is the organization's, about the default store.
  const scope = caller.scope ?? (await staffStoreScope(db, { role: 'admin' }, null));
  const allowed = scope.allowed;
  const visible = (await readStoresForReports(db)).filter((store) => allowed === 'all' || allowed.includes(store.id));
  const asked = search.get(STORE_FILTER) || null;
  let chosen: ReportStore[];
  if (asked === ALL_STORES) chosen = visible;
  else {
    const slug =
      asked === null
        ? scope.store?.slug
        : (await staffStoreScope(db, { role: caller.role, stores: allowed === 'all' ? undefined : allowed }, asked))
            .store?.slug;
    chosen = visible.filter((store) => store.slug === slug);
  }
  const filter: ReportFilter | null =
    visible.length < 2
      ? null
      : {
          key: STORE_FILTER,
          label: 'Store',
          value: asked === ALL_STORES ? ALL_STORES : (chosen[0]?.slug ?? ALL_STORES),
          options: [
            { value: ALL_STORES, label: 'All stores' },
            ...visible.map((store) => ({ value: store.slug, label: store.name })),
          ],
        };
  return { stores: chosen, filter };
}

/** The ids of the stores a report sums: those chosen, or null (every store) for a report loaded in-process. */
export function reportStoreIds(stores: ReportStores | undefined): string[] | null {
  return stores ? stores.stores.map((store) => store.id) : null;
}

/** The SQL condition that `column` is one of the stores in `param` (a uuid[]; null for every store). */
export function ofStores(column: string, param: string): string {
  return `(${param}::uuid[] is null or ${column} = any(${param}::uuid[]))`;
}

/** The store filter, first among a report's filters when there is one to draw. */
export function storeFilters(stores: ReportStores | undefined): ReportFilter[] {
  return stores?.filter ? [stores.filter] : [];
}
