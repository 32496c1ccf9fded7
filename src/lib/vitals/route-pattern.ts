/**
 * The route a page belongs to, so that every product page (or category, brand, job, article)
 * reports under one name and the report stays readable however many products there are.
 */
const DYNAMIC_ROUTES: readonly [RegExp, string][] = [
  [/^\/products\/[^/]+$/, '/products/[slug]'],
  [/^\/category\/[^/]+$/, '/category/[slug]'],
  [/^\/brands\/[^/]+$/, '/brands/[slug]'],
  [/^\/learn\/jobs\/[^/]+$/, '/learn/jobs/[slug]'],
  [/^\/blog\/[^/]+$/, '/blog/[slug]'],
  [/^\/[a-z0-9-]+-wear$/, '/[merch]-wear'],
];

const MAX_ROUTE_LENGTH = 120;

export function routePattern(path: string): string {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  for (const [pattern, route] of DYNAMIC_ROUTES) {
    if (pattern.test(clean)) return route;
  }
  return clean.length > MAX_ROUTE_LENGTH ? `${clean.slice(0, MAX_ROUTE_LENGTH)}…` : clean;
}
