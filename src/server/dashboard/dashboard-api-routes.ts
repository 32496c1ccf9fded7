import {
  DASHBOARD_API,
  DASHBOARD_API_PREFIX,
  type EndpointScope,
  type HttpMethod,
} from '#lib/staff/dashboard-api-paths.ts';
import { DASHBOARD_ROUTES, type DashboardRoute } from '#lib/staff/route-access.ts';

/**
 * Every dashboard endpoint (`/api/dashboard/…`) and the dashboard route whose guard it shares,
 * as `DASHBOARD_API` lists them. The guard middleware answers 404 for any method and path not
 * listed, so an endpoint nobody listed cannot be reached at all; the route decides who may call
 * it, so a page and the calls it makes cannot disagree.
 */
export interface DashboardEndpoint {
  method: HttpMethod;
  /** Path under /api/dashboard; `:id` matches one segment. */
  path: string;
  /** The dashboard route (a path of DASHBOARD_ROUTES, e.g. `products/:id`) whose guard applies. */
  route: string;
  /** Whose data it is: a store's, which a manager sees only for their stores, or the organization's. */
  scope: EndpointScope;
}

/** The table of `DASHBOARD_API`, a row per method, in its order (the first path that matches answers). */
export const DASHBOARD_ENDPOINTS: readonly DashboardEndpoint[] = Object.values(DASHBOARD_API).flatMap(
  ({ path, methods, scope }) =>
    Object.entries(methods).map(([method, route]) => ({ method: method as HttpMethod, path, route, scope })),
);

function matches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const actual = path.split('/');
  return (
    wanted.length === actual.length &&
    wanted.every((segment, index) => (segment.startsWith(':') ? actual[index] !== '' : segment === actual[index]))
  );
}

export interface EndpointMatch {
  endpoint: DashboardEndpoint;
  route: DashboardRoute;
}

/**
 * The endpoint a request is for and the route guarding it; `undefined` when no endpoint has that
 * path, `'method'` when the path exists but not for this method.
 */
export function findDashboardEndpoint(method: string, pathname: string): EndpointMatch | 'method' | undefined {
  if (!pathname.startsWith(DASHBOARD_API_PREFIX)) return undefined;
  const path = pathname.slice(DASHBOARD_API_PREFIX.length).replace(/\/+$/, '');
  const byPath = DASHBOARD_ENDPOINTS.filter((endpoint) => matches(endpoint.path, path));
  if (byPath.length === 0) return undefined;
  const endpoint = byPath.find((candidate) => candidate.method === method);
  if (!endpoint) return 'method';
  const route = DASHBOARD_ROUTES.find((candidate) => candidate.path === endpoint.route);
  if (!route)
    throw new Error(
      `Dashboard endpoint ${endpoint.method} ${endpoint.path} names no dashboard route: ${endpoint.route}`,
    );
  return { endpoint, route };
}
