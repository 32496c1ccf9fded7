import { describe, expect, it } from 'vitest';
import { dashboardApiUrl } from './dashboard-api-paths.ts';

describe('the addresses the dashboard calls', () => {
  it('fill their parameters as one encoded segment each and keep the query', () => {
    expect(dashboardApiUrl('catalog')).toBe('/api/dashboard/catalog');
    expect(dashboardApiUrl('productVariant', { id: 'p1', variantId: 'v/2' })).toBe(
      '/api/dashboard/catalog/products/p1/variants/v%2F2',
    );
    expect(dashboardApiUrl('menu', '?q=blue+dream&page=2')).toBe('/api/dashboard/catalog/menu?q=blue+dream&page=2');
    expect(dashboardApiUrl('menu', '')).toBe('/api/dashboard/catalog/menu');
    expect(dashboardApiUrl('customers', { q: 'casey c' })).toBe('/api/dashboard/customers?q=casey+c');
    expect(dashboardApiUrl('settingsSection', { section: 'hours' }, new URLSearchParams({ a: '1' }))).toBe(
      '/api/dashboard/settings/hours?a=1',
    );
  });
});
