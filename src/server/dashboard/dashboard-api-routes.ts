import { DASHBOARD_ROUTES, type DashboardRoute } from '../../lib/dashboard/route-access.ts';

/**
 * Every dashboard endpoint (`/api/dashboard/…`) and the dashboard route whose guard it shares
 * (spec §6, src/lib/dashboard/route-access.ts). The guard middleware answers 404 for any method
 * and path not listed here, so an endpoint nobody listed cannot be reached at all; the route
 * decides who may call it, so a page and the calls it makes cannot disagree.
 */
export interface DashboardEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under /api/dashboard; `:id` matches one segment. */
  path: string;
  /** The dashboard route (a path of DASHBOARD_ROUTES, e.g. `products/:id`) whose guard applies. */
  route: string;
}

export const DASHBOARD_ENDPOINTS: readonly DashboardEndpoint[] = [
  // The products-loading step every dashboard page waits for.
  { method: 'GET', path: 'catalog', route: '' },
  // Menu and catalog: the live menu board, its CSV import, the products list and the product editor.
  { method: 'GET', path: 'menu', route: 'menu' },
  { method: 'PATCH', path: 'variants/:id', route: 'menu' },
  { method: 'POST', path: 'menu/import/preview', route: 'menu' },
  { method: 'POST', path: 'menu/import', route: 'menu' },
  { method: 'GET', path: 'products', route: 'products' },
  { method: 'POST', path: 'products', route: 'products' },
  { method: 'POST', path: 'products/bulk', route: 'products' },
  { method: 'GET', path: 'products/:id', route: 'products/:id' },
  { method: 'PUT', path: 'products/:id', route: 'products/:id' },
  { method: 'POST', path: 'products/:id/variants', route: 'products/:id' },
  { method: 'PATCH', path: 'products/:id/variants/:variantId', route: 'products/:id' },
  { method: 'DELETE', path: 'products/:id/variants/:variantId', route: 'products/:id' },
  { method: 'POST', path: 'products/:id/batches', route: 'products/:id' },
  { method: 'PUT', path: 'products/:id/batches/:batchId', route: 'products/:id' },
  { method: 'DELETE', path: 'products/:id/batches/:batchId', route: 'products/:id' },
  { method: 'PATCH', path: 'products/:id/images/:imageId', route: 'products/:id' },
  // Media library, bundle images, product images from the library; categories and shop filters.
  { method: 'GET', path: 'media', route: 'media' },
  { method: 'POST', path: 'media', route: 'media' },
  { method: 'PATCH', path: 'media/:id', route: 'media' },
  { method: 'DELETE', path: 'media/:id', route: 'media' },
  { method: 'GET', path: 'media/products', route: 'media' },
  { method: 'POST', path: 'media/bundles', route: 'media/bundle-image-builder' },
  { method: 'POST', path: 'products/:id/images', route: 'products/:id' },
  { method: 'DELETE', path: 'products/:id/images/:imageId', route: 'products/:id' },
  { method: 'GET', path: 'product-categories', route: 'product-categories' },
  { method: 'POST', path: 'product-categories', route: 'product-categories/*' },
  { method: 'PATCH', path: 'product-categories/:id', route: 'product-categories/*' },
  { method: 'DELETE', path: 'product-categories/:id', route: 'product-categories/*' },
  { method: 'POST', path: 'product-categories/:id/move', route: 'product-categories/*' },
  { method: 'PUT', path: 'product-categories/:id/filters', route: 'product-categories/shop-filters' },
  // Today and customers: the overview, the pickup queue, every order and one in full, customer lookup.
  { method: 'GET', path: 'overview', route: '' },
  { method: 'GET', path: 'orders', route: 'orders' },
  // Before `orders/:id`: the first endpoint whose path matches answers.
  { method: 'GET', path: 'orders/search', route: 'orders' },
  { method: 'GET', path: 'orders/:id', route: 'orders/:id' },
  { method: 'POST', path: 'orders/:id/status', route: 'orders' },
  { method: 'GET', path: 'customers', route: 'customers/lookup' },
  // Reports
  { method: 'GET', path: 'web-vitals', route: 'web-vitals' },
  // Store administration: settings, theme, users (admins only).
  { method: 'GET', path: 'settings', route: 'settings' },
  { method: 'PUT', path: 'settings/store', route: 'settings' },
  { method: 'PUT', path: 'settings/hours', route: 'settings' },
  { method: 'PUT', path: 'settings/pickup', route: 'settings' },
  { method: 'PUT', path: 'settings/taxes', route: 'settings' },
  { method: 'PUT', path: 'settings/limits', route: 'settings' },
  { method: 'PUT', path: 'settings/storefront', route: 'settings' },
  { method: 'GET', path: 'theme', route: 'theme' },
  { method: 'PUT', path: 'theme', route: 'theme' },
  { method: 'GET', path: 'users', route: 'users' },
  { method: 'POST', path: 'users', route: 'users' },
  { method: 'GET', path: 'users/:id', route: 'users/:id' },
  { method: 'PUT', path: 'users/:id/role', route: 'users/:id' },
  { method: 'POST', path: 'users/:id/disable', route: 'users/:id' },
  { method: 'POST', path: 'users/:id/enable', route: 'users/:id' },
  { method: 'POST', path: 'users/:id/invitation', route: 'users/:id' },
];

export const DASHBOARD_API_PREFIX = '/api/dashboard/';

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
  if (!route) throw new Error(`Dashboard endpoint ${endpoint.method} ${endpoint.path} names no dashboard route: ${endpoint.route}`);
  return { endpoint, route };
}
