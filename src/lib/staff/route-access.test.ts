import { describe, expect, it } from 'vitest';
import { canOpen, DASHBOARD_ROUTES, dashboardReturnPath, findDashboardRoute } from './route-access.ts';

// Spec §6, written out again on purpose: the table in access.ts must agree with it.
const ADMIN_ONLY = [
  'theme',
  'jobs',
  'jobs/7',
  'jobs/create',
  'pages',
  'pages/home',
  'pages/about/team',
  'pages/dispensary-deals',
  'users',
  'users/42',
  'reviews',
  'reviews/3',
  'settings',
  'reporting/sales',
  'rewards',
  'feedback',
  'retention',
];
const MANAGER_AND_ADMIN = [
  'media',
  'media/bundle-image-builder',
  'products',
  'products/99',
  'product-categories/flower/indoor',
];
const ANY_STAFF = [
  '',
  'orders',
  'orders/0b7e6c1e-2f55-4d44-9a0e-6f3c8d1f2a90',
  'menu',
  'menu/search-words',
  'customers/lookup',
  'web-vitals',
  'forecasts',
  'referrals',
  'abandoned-carts',
  'product-categories',
  'product-categories/shop-filters',
  'new-vs-returning-customers',
];

describe('dashboard route access (spec §6)', () => {
  it.each(ADMIN_ONLY)('/dashboard/%s is for admins only', (path) => {
    expect(canOpen('admin', `/dashboard/${path}`)).toBe(true);
    expect(canOpen('manager', `/dashboard/${path}`)).toBe(false);
    expect(canOpen('customer', `/dashboard/${path}`)).toBe(false);
    expect(canOpen(null, `/dashboard/${path}`)).toBe(false);
  });

  it.each([...MANAGER_AND_ADMIN, ...ANY_STAFF])('/dashboard/%s is for managers and admins', (path) => {
    const pathname = path ? `/dashboard/${path}` : '/dashboard';
    expect(canOpen('admin', pathname)).toBe(true);
    expect(canOpen('manager', pathname)).toBe(true);
    expect(canOpen('customer', pathname)).toBe(false);
    expect(canOpen(null, pathname)).toBe(false);
  });

  it.each(['login', 'confirm'])('/dashboard/%s is open to everyone', (path) => {
    expect(canOpen(null, `/dashboard/${path}`)).toBe(true);
  });

  it('matches fixed paths before parameters', () => {
    expect(findDashboardRoute('/dashboard/product-categories/shop-filters')?.path).toBe(
      'product-categories/shop-filters',
    );
    expect(findDashboardRoute('/dashboard/jobs/create')?.path).toBe('jobs/create');
    expect(findDashboardRoute('/dashboard/products/12/')?.path).toBe('products/:id');
  });

  it('refuses paths that are not dashboard routes', () => {
    expect(canOpen('admin', '/dashboard/products/12/extra')).toBe(false);
    expect(canOpen('admin', '/dashboard/nope')).toBe(false);
    expect(canOpen('admin', '/dashboard/pages/')).toBe(true);
  });

  it('lists every route once', () => {
    const paths = DASHBOARD_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('dashboardReturnPath', () => {
  it('returns to a guarded dashboard page with its query', () => {
    expect(dashboardReturnPath('/dashboard/customers/lookup?q=casey')).toBe('/dashboard/customers/lookup?q=casey');
    expect(dashboardReturnPath('/dashboard')).toBe('/dashboard');
  });

  it.each([
    null,
    '/dashboard/login',
    '/dashboard/confirm?token=x',
    '/dashboard/no-such-page',
    '/dashboardx',
    '/account',
    '/dashboard/../account',
    '//evil.example/dashboard',
    '/dashboard/.//evil.example',
    'https://evil.example/dashboard',
  ])('sends %j to the dashboard home', (next) => {
    expect(dashboardReturnPath(next)).toBe('/dashboard');
  });
});
