import { describe, expect, it } from 'vitest';
import { DASHBOARD_API, dashboardApiUrl } from '../../src/lib/dashboard/dashboard-api-paths.ts';
import { DASHBOARD_ENDPOINTS } from '../../src/server/dashboard/dashboard-api-routes.ts';

/** Whether a path pattern (`settings/:section`) matches a path, where `:name` stands for any one segment. */
function matches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const actual = path.split('/');
  return wanted.length === actual.length && wanted.every((segment, index) => segment.startsWith(':') || segment === actual[index]);
}

describe('the addresses the dashboard calls', () => {
  it('are the endpoints the server lists, method for method', () => {
    const client = Object.values(DASHBOARD_API).flatMap(({ path, methods }) => methods.map((method) => ({ method, path })));
    const unlisted = client.filter(({ method, path }) => !DASHBOARD_ENDPOINTS.some((endpoint) => endpoint.method === method && matches(path, endpoint.path)));
    const uncalled = DASHBOARD_ENDPOINTS.filter((endpoint) => !client.some(({ method, path }) => method === endpoint.method && matches(path, endpoint.path)));
    expect(unlisted, 'called by the app but not listed by the server').toEqual([]);
    expect(uncalled, 'listed by the server but missing from the app’s list').toEqual([]);
  });

  it('fill their parameters as one encoded segment each and keep the query', () => {
    expect(dashboardApiUrl('catalog')).toBe('/api/dashboard/catalog');
    expect(dashboardApiUrl('productVariant', { id: 'p1', variantId: 'v/2' })).toBe('/api/dashboard/products/p1/variants/v%2F2');
    expect(dashboardApiUrl('menu', '?q=blue+dream&page=2')).toBe('/api/dashboard/menu?q=blue+dream&page=2');
    expect(dashboardApiUrl('menu', '')).toBe('/api/dashboard/menu');
    expect(dashboardApiUrl('customers', { q: 'casey c' })).toBe('/api/dashboard/customers?q=casey+c');
    expect(dashboardApiUrl('settingsSection', { section: 'hours' }, new URLSearchParams({ a: '1' }))).toBe('/api/dashboard/settings/hours?a=1');
  });
});
