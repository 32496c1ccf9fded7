import { describe, expect, it } from 'vitest';
import { guardAllows } from '#lib/staff/route-access.ts';
import { findDashboardEndpoint } from './dashboard-api-routes.ts';

const ID = '3f2b9c1e-1111-4a2b-9c3d-4e5f6a7b8c9d';

// The media library's, the bundle builder's, the categories' and the shop filters' endpoints,
// and the dashboard route whose guard each shares (spec §6).
const ENDPOINTS: [method: string, path: string, route: string][] = [
  ['GET', 'media', 'media'],
  ['POST', 'media', 'media'],
  ['PATCH', `media/${ID}`, 'media'],
  ['DELETE', `media/${ID}`, 'media'],
  ['GET', 'media/products', 'media'],
  ['POST', 'media/bundles', 'media/bundle-image-builder'],
  ['POST', `catalog/products/${ID}/images`, 'products/:id'],
  ['DELETE', `catalog/products/${ID}/images/${ID}`, 'products/:id'],
  ['GET', 'catalog/categories', 'product-categories'],
  ['POST', 'catalog/categories', 'product-categories/*'],
  ['PATCH', `catalog/categories/${ID}`, 'product-categories/*'],
  ['DELETE', `catalog/categories/${ID}`, 'product-categories/*'],
  ['POST', `catalog/categories/${ID}/move`, 'product-categories/*'],
  ['PUT', `catalog/categories/${ID}/filters`, 'product-categories/shop-filters'],
];

describe('media and category endpoints', () => {
  it.each(ENDPOINTS)(
    '%s /api/dashboard/%s is guarded like /dashboard/%s: managers and admins',
    (method, path, route) => {
      const match = findDashboardEndpoint(method, `/api/dashboard/${path}`);
      expect(match).toMatchObject({ route: { path: route } });
      if (typeof match !== 'object') return;
      expect(guardAllows(match.route.guard, 'manager')).toBe(true);
      expect(guardAllows(match.route.guard, 'admin')).toBe(true);
      expect(guardAllows(match.route.guard, 'customer')).toBe(false);
      expect(guardAllows(match.route.guard, null)).toBe(false);
    },
  );

  it('answers methods it does not have with 405, and nothing else under the paths exists', () => {
    expect(findDashboardEndpoint('PUT', '/api/dashboard/media')).toBe('method');
    expect(findDashboardEndpoint('GET', '/api/dashboard/media/bundles')).toBe('method');
    expect(findDashboardEndpoint('GET', `/api/dashboard/media/${ID}/variants`)).toBeUndefined();
  });
});
