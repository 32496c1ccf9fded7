import { describe, expect, it } from 'vitest';
import { routePattern } from './route-pattern.ts';

describe('routePattern', () => {
  it.each([
    ['/', '/'],
    ['/products/huron-valley-growers-chemdawg', '/products/[slug]'],
    ['/products/huron-valley-growers-chemdawg/', '/products/[slug]'],
    ['/category/flower?type=indica', '/category/[slug]'],
    ['/brands/grand-river-farms#menu', '/brands/[slug]'],
    ['/learn/jobs/budtender', '/learn/jobs/[slug]'],
    ['/river-raisin-wear', '/[merch]-wear'],
    ['/dispensary-deals', '/dispensary-deals'],
    ['/learn/terpenes-over-potency', '/learn/terpenes-over-potency'],
  ])('%s reports as %s', (path, route) => {
    expect(routePattern(path)).toBe(route);
  });

  it('bounds the length of unknown paths', () => {
    expect(routePattern(`/${'x'.repeat(500)}`).length).toBeLessThanOrEqual(121);
  });
});
