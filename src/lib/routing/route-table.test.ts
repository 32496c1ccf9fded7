import { describe, expect, it } from 'vitest';
import { createRouteTable, NO_ROUTE, routeOfFile } from './route-table.ts';

describe('routeOfFile', () => {
  it.each([
    ['/src/pages/index.astro', '/'],
    ['/src/pages/learn/index.astro', '/learn'],
    ['/src/pages/products/[slug].astro', '/products/[slug]'],
    ['/src/pages/[merch]-wear.astro', '/[merch]-wear'],
    ['/src/pages/reviews/write/[...token].astro', '/reviews/write/[...token]'],
    ['/src/pages/api/orders/calendar.ics.ts', '/api/orders/calendar.ics'],
    ['/src/pages/blog/rss.xml.ts', '/blog/rss.xml'],
  ])('%s is the route %s', (file, pattern) => {
    expect(routeOfFile(file)?.pattern).toBe(pattern);
  });

  it('leaves out what the router leaves out', () => {
    expect(routeOfFile('/src/pages/_partials/card.astro')).toBeNull();
    expect(routeOfFile('/src/pages/api/_helpers.ts')).toBeNull();
    expect(routeOfFile('/src/pages/notes.txt')).toBeNull();
  });
});

describe('a route table', () => {
  const table = createRouteTable([
    '/src/pages/index.astro',
    '/src/pages/[page].astro',
    '/src/pages/[merch]-wear.astro',
    '/src/pages/learn/[slug].astro',
    '/src/pages/learn/jobs/index.astro',
    '/src/pages/learn/jobs/[slug].astro',
    '/src/pages/learn/jobs/application/[...token].astro',
    '/src/pages/dashboard/[...path].astro',
    '/src/pages/dashboard/files/resume/[...token].ts',
    '/src/pages/api/[beacon].ts',
    '/src/pages/api/health/index.ts',
  ]);

  it.each([
    ['/', '/'],
    ['/terms-of-use', '/[page]'],
    ['/terms-of-use/', '/[page]'],
    // A static part is more specific than a bare parameter, whichever file sorts first.
    ['/river-raisin-wear', '/[merch]-wear'],
    ['/learn/cannabinoids', '/learn/[slug]'],
    ['/learn/jobs', '/learn/jobs'],
    ['/learn/jobs/budtender', '/learn/jobs/[slug]'],
    // A static segment wins over a parameter, and a rest parameter matches its folder alone too.
    ['/learn/jobs/application', '/learn/jobs/application/[...token]'],
    ['/learn/jobs/application/abc.123.sig', '/learn/jobs/application/[...token]'],
    ['/dashboard', '/dashboard/[...path]'],
    ['/dashboard/jobs/7', '/dashboard/[...path]'],
    ['/dashboard/files/resume', '/dashboard/files/resume/[...token]'],
    ['/dashboard/files/resume/abc.123.sig', '/dashboard/files/resume/[...token]'],
    ['/api/_web-vitals', '/api/[beacon]'],
    ['/api/health', '/api/health'],
    ['/learn/jobs/budtender?utm_source=mail#apply', '/learn/jobs/[slug]'],
    ['/learn/a%20b', '/learn/[slug]'],
  ])('%s matches %s', (path, pattern) => {
    expect(table.patternOf(path)).toBe(pattern);
  });

  it('names an address no route matches "other"', () => {
    expect(table.patternOf('/learn/a/b')).toBe(NO_ROUTE);
    expect(table.patternOf('/wp-admin/setup.php')).toBe(NO_ROUTE);
    expect(table.patternOf('/%E0%A4%A')).toBe('/[page]');
  });
});
