import { describe, expect, it } from 'vitest';
import { guardAllows } from '#lib/staff/route-access.ts';
import { findDashboardEndpoint } from './dashboard-api-routes.ts';

const ID = '3f2b9c1e-1111-4a2b-9c3d-4e5f6a7b8c9d';

describe('order endpoints', () => {
  it.each([
    ['GET', 'orders', 'orders', 'orders'],
    ['GET', 'orders/search', 'orders/search', 'orders'],
    ['GET', `orders/${ID}`, 'orders/:id', 'orders/:id'],
    ['POST', `orders/${ID}/status`, 'orders/:id/status', 'orders'],
  ])('%s /api/dashboard/%s is the %s endpoint, for staff like /dashboard/%s', (method, path, endpoint, route) => {
    const match = findDashboardEndpoint(method, `/api/dashboard/${path}`);
    expect(match).toMatchObject({ endpoint: { path: endpoint }, route: { path: route } });
    if (typeof match !== 'object') return;
    expect(guardAllows(match.route.guard, 'manager')).toBe(true);
    expect(guardAllows(match.route.guard, 'admin')).toBe(true);
    expect(guardAllows(match.route.guard, 'customer')).toBe(false);
    expect(guardAllows(match.route.guard, null)).toBe(false);
  });

  it('has nothing else under an order', () => {
    expect(findDashboardEndpoint('POST', '/api/dashboard/orders/search')).toBe('method');
    expect(findDashboardEndpoint('DELETE', `/api/dashboard/orders/${ID}`)).toBe('method');
    expect(findDashboardEndpoint('GET', `/api/dashboard/orders/${ID}/lines`)).toBeUndefined();
  });
});
