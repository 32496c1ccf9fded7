import { safeReturnPath } from '../navigation/return-path.ts';
import { STAFF_ROLES, type Role, type StaffRole } from '../vocabulary/accounts.ts';

/**
 * Who may open each dashboard route (spec §6). The dashboard's router guards with it and the
 * server checks the same table for every dashboard request, so the two cannot disagree.
 */
/** `staff`: any signed-in manager or admin; `manager`: managers and admins; `admin`: admins only. */
export type Guard = 'public' | 'staff' | 'manager' | 'admin';

export interface DashboardRoute {
  /** Path under /dashboard; `:id`/`:slug` match one segment, `*` the rest of the path. */
  path: string;
  guard: Guard;
}

/** Ordered: the first matching pattern wins, so fixed paths come before parameters. */
export const DASHBOARD_ROUTES: readonly DashboardRoute[] = [
  { path: 'login', guard: 'public' },
  { path: 'confirm', guard: 'public' },
  { path: '', guard: 'staff' },
  { path: 'orders', guard: 'staff' },
  { path: 'orders/:id', guard: 'staff' },
  { path: 'menu', guard: 'staff' },
  { path: 'menu/search-words', guard: 'staff' },
  { path: 'customers/lookup', guard: 'staff' },
  { path: 'web-vitals', guard: 'staff' },
  { path: 'forecasts', guard: 'staff' },
  { path: 'referrals', guard: 'staff' },
  { path: 'abandoned-carts', guard: 'staff' },
  { path: 'new-vs-returning-customers', guard: 'staff' },
  { path: 'product-categories', guard: 'staff' },
  { path: 'product-categories/shop-filters', guard: 'staff' },
  { path: 'product-categories/*', guard: 'manager' },
  { path: 'media', guard: 'manager' },
  { path: 'media/bundle-image-builder', guard: 'manager' },
  { path: 'products', guard: 'manager' },
  { path: 'products/:id', guard: 'manager' },
  // A store's end of day against its inventory source, and its medical sales to review (decision 79).
  { path: 'inventory/reconciliation', guard: 'manager' },
  { path: 'inventory/medical-sales', guard: 'manager' },
  { path: 'theme', guard: 'admin' },
  { path: 'jobs', guard: 'admin' },
  { path: 'jobs/create', guard: 'admin' },
  { path: 'jobs/:id', guard: 'admin' },
  { path: 'pages', guard: 'admin' },
  { path: 'pages/home', guard: 'admin' },
  { path: 'pages/dispensary-deals', guard: 'admin' },
  { path: 'pages/*', guard: 'admin' },
  { path: 'inbox/subscribers', guard: 'admin' },
  // The stores: every store and adding one are an admin's; a store's own form is its managers' too.
  { path: 'stores', guard: 'admin' },
  { path: 'stores/new', guard: 'admin' },
  { path: 'stores/:id', guard: 'manager' },
  // A store's stock from Metrc or its point of sale: its source is an admin's, its packages its managers' too.
  { path: 'inventory/source', guard: 'admin' },
  { path: 'inventory/packages', guard: 'manager' },
  { path: 'users', guard: 'admin' },
  { path: 'users/:id', guard: 'admin' },
  // Every email the store sent, whoever it went to (beside the spec's routes).
  { path: 'emails', guard: 'admin' },
  { path: 'reviews', guard: 'admin' },
  { path: 'reviews/:id', guard: 'admin' },
  { path: 'settings', guard: 'admin' },
  { path: 'reporting/sales', guard: 'admin' },
  { path: 'rewards', guard: 'admin' },
  { path: 'feedback', guard: 'admin' },
  { path: 'retention', guard: 'admin' },
  // The inbox of the store's public forms (beside the spec's routes): the list, one request, the tour calendar.
  { path: 'inbox', guard: 'admin' },
  { path: 'inbox/messages/:id', guard: 'admin' },
  { path: 'inbox/tours', guard: 'admin' },
];

const ALLOWED: Record<Guard, readonly (Role | null)[]> = {
  public: [null, 'customer', 'manager', 'admin'],
  staff: ['manager', 'admin'],
  manager: ['manager', 'admin'],
  admin: ['admin'],
};

function matches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const actual = path.split('/');
  for (let index = 0; index < wanted.length; index++) {
    const segment = wanted[index]!;
    if (segment === '*') return actual.length > index && actual.slice(index).every(Boolean);
    if (actual[index] === undefined) return false;
    if (segment.startsWith(':') ? !actual[index] : segment !== actual[index]) return false;
  }
  return wanted.length === actual.length;
}

/** The route a dashboard path belongs to (`/dashboard/products/12` → `products/:id`), if any. */
export function findDashboardRoute(pathname: string): DashboardRoute | undefined {
  const path = pathname.replace(/^\/dashboard\/?/, '').replace(/\/+$/, '');
  return DASHBOARD_ROUTES.find((route) => matches(route.path, path));
}

/** Whether a visitor with this role (null: signed out) passes the guard. */
export function guardAllows(guard: Guard, role: Role | null): boolean {
  return ALLOWED[guard].includes(role);
}

/** Whether a visitor with this role (null: signed out) may open the dashboard path. */
export function canOpen(role: Role | null, pathname: string): boolean {
  const route = findDashboardRoute(pathname);
  return !!route && guardAllows(route.guard, role);
}

/** Staff roles: the ones that may sign in to the dashboard at all. */
export function isStaffRole(role: Role | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly (Role | null | undefined)[]).includes(role);
}

/** Where the dashboard's sign-in page sends staff afterwards: a dashboard path of this site, never the sign-in screens. */
export function dashboardReturnPath(next: string | null | undefined): string {
  return safeReturnPath(next, { fallback: '/dashboard', accept: isGuardedDashboardPath });
}

function isGuardedDashboardPath(pathname: string): boolean {
  const route = /^\/dashboard(?:\/|$)/.test(pathname) ? findDashboardRoute(pathname) : undefined;
  return route !== undefined && route.guard !== 'public';
}

/**
 * The sign-in page that returns to `path` afterwards; with `reason` (`session-ended`), it says why
 * the person is there.
 */
export function dashboardLoginPath(path: string, reason?: 'session-ended'): string {
  const query = new URLSearchParams();
  if (path !== '/dashboard') query.set('next', path);
  if (reason) query.set('reason', reason);
  return query.size > 0 ? `/dashboard/login?${query}` : '/dashboard/login';
}
