import { redirects } from '../../redirects.mjs';
import { expect, test } from './fixtures.ts';

/**
 * Every old or campaign URL the spec keeps alive, written out here independently of
 * redirects.mjs: one rule per entry, with a URL that exercises it and where it must land.
 */
const learnArticles = [
  'cannabis-pricing',
  'cannabinoids',
  'what-is-cannabis',
  'cannabis-anatomy',
  'cannabis-history',
  'terpenes-over-potency',
  'michigan-dispensary-purchase-limits',
];
const dealPages = [
  'first-time-dispensary-deals',
  'first-time-customer-deals',
  '100-dollar-ounces',
  'birthday-deals',
  'halloween-deals',
  '420-deals',
];
const nearStatePages = [
  'toledo-dispensary',
  'toledo-ohio-dispensary',
  'ohio-dispensary',
  'sylvania-ohio-dispensary',
  'indiana-dispensary',
];

const cases: Record<string, { from: string; to: string }> = {
  '/monroe-mi-dispensary': { from: '/monroe-mi-dispensary', to: '/#monroe-dispensary-menu' },
  '/monroe-mi-dispensary/[slug]': { from: '/monroe-mi-dispensary/blue-dream', to: '/products/blue-dream' },
  '/jobs': { from: '/jobs', to: '/learn/jobs' },
  '/jobs/[slug]': { from: '/jobs/budtender', to: '/learn/jobs/budtender' },
  '/refund-policy': { from: '/refund-policy', to: '/return-policy' },
  '/glass-jars': { from: '/glass-jars', to: '/?searchTerm=jar' },
  '/michigan-cannabis-regulatory-agency': {
    from: '/michigan-cannabis-regulatory-agency',
    to: 'https://www.michigan.gov/cra',
  },
  ...Object.fromEntries(learnArticles.map((slug) => [`/${slug}`, { from: `/${slug}`, to: `/learn/${slug}` }])),
  ...Object.fromEntries(dealPages.map((slug) => [`/${slug}`, { from: `/${slug}`, to: '/dispensary-deals' }])),
  ...Object.fromEntries(nearStatePages.map((slug) => [`/${slug}`, { from: `/${slug}`, to: '/' }])),
};

/** Where `destination` lands once the query of the old URL is carried over. */
function withQuery(destination: string, query: URLSearchParams, base: string): string {
  const url = new URL(destination, base);
  for (const [name, value] of query) url.searchParams.append(name, value);
  return url.href;
}

test('every rule in redirects.mjs has a case here', () => {
  expect(Object.keys(cases).sort()).toEqual(Object.keys(redirects).sort());
});

test.describe('permanent redirects', () => {
  for (const [rule, { from, to }] of Object.entries(cases)) {
    test(`${rule}: ${from} → ${to}`, async ({ request, baseURL }) => {
      const campaign = new URLSearchParams({ utm_source: 'e2e', utm_campaign: 'old-link' });
      for (const query of [new URLSearchParams(), campaign]) {
        const requested = query.size ? `${from}?${query}` : from;
        const response = await request.get(requested, { maxRedirects: 0 });
        expect(response.status(), requested).toBe(301);
        const location = new URL(response.headers()['location'] ?? '', baseURL).href;
        expect(location, requested).toBe(withQuery(to, query, baseURL!));
      }
    });
  }
});
