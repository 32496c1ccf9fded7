import { describe, expect, it } from 'vitest';
import { NO_ROUTE } from '#lib/routing/route-table.ts';
import { PAGE_ROUTES, routePatternOf } from './page-routes.ts';

/** An address of a route: each parameter filled with a value of its own (a rest parameter with two segments). */
function addressOf(pattern: string): string {
  return pattern.replace(/\[\.\.\.(\w+)\]/g, 'a-$1/b-$1').replace(/\[(\w+)\]/g, 'some-$1');
}

describe('the project route table', () => {
  it('has every route file under src/pages, and folds an address of each to the route itself', () => {
    const patterns = PAGE_ROUTES.routes.map((route) => route.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/',
        '/products/[slug]',
        '/reviews/write/[...token]',
        '/feedback/first-purchase',
        '/newsletter/confirm/[...token]',
        '/newsletter/preferences/[...token]',
        '/unsubscribe/[...token]',
        '/content-preview/[...token]',
        '/learn/jobs/application/[...token]',
        '/media-access/kit/[...token]',
        '/account/update-password',
        '/dashboard/[...path]',
        '/dashboard/files/resume/[...token]',
        '/api/[beacon]',
      ]),
    );
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns) expect(routePatternOf(addressOf(pattern)), pattern).toBe(pattern);
  });

  it('never keeps a parameter’s value', () => {
    const token = 'b3JkZXItMTIz.1893456000.Vx9qZk3l0w2bQe8m1mB3n4c5d6e7f8g9h0i1j2k3l4m';
    for (const path of [
      `/reviews/write/${token}`,
      `/newsletter/confirm/${token}`,
      `/feedback/first-purchase?token=${token}`,
      `/account/update-password?token=${token}&type=recovery`,
      `/dashboard/files/resume/${token}`,
      `/products/${token}`,
      `/${token}`,
    ]) {
      expect(routePatternOf(path)).not.toContain(token);
    }
  });

  it('names an address no route matches "other"', () => {
    expect(routePatternOf('/products/some-slug/reviews')).toBe(NO_ROUTE);
    expect(routePatternOf('/wp-admin/install.php')).toBe(NO_ROUTE);
  });
});
