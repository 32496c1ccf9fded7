/**
 * Permanent redirects that keep old and campaign URLs working (spec §2). Astro's config consumes
 * this map; `[name]` segments carry a path parameter across. Destinations on another host are
 * answered with an ordinary HTTP redirect, so the browser does a full page load.
 */

/** Articles that moved under /learn/. */
const learnArticles = [
  'cannabis-pricing',
  'cannabinoids',
  'what-is-cannabis',
  'cannabis-anatomy',
  'cannabis-history',
  'terpenes-over-potency',
  'michigan-dispensary-purchase-limits',
];

/** Seasonal and promotional deal pages, all answered by the live deals page. */
const dealPages = [
  'first-time-dispensary-deals',
  'first-time-customer-deals',
  '100-dollar-ounces',
  'birthday-deals',
  'halloween-deals',
  '420-deals',
];

/** Pages once aimed at shoppers from neighbouring states; the store's home page answers them. */
const nearStatePages = [
  'toledo-dispensary',
  'toledo-ohio-dispensary',
  'ohio-dispensary',
  'sylvania-ohio-dispensary',
  'indiana-dispensary',
];

/** External addresses, kept as short links on the store's own domain. */
const externalPages = {
  '/michigan-cannabis-regulatory-agency': 'https://www.michigan.gov/cra',
};

const permanent = (destination) => ({ status: 301, destination });

/** @type {Record<string, { status: 301, destination: string }>} */
export const redirects = {
  '/monroe-mi-dispensary': permanent('/#monroe-dispensary-menu'),
  '/monroe-mi-dispensary/[slug]': permanent('/products/[slug]'),
  '/jobs': permanent('/learn/jobs'),
  '/jobs/[slug]': permanent('/learn/jobs/[slug]'),
  '/refund-policy': permanent('/return-policy'),
  '/glass-jars': permanent('/?searchTerm=jar'),
  ...Object.fromEntries(learnArticles.map((slug) => [`/${slug}`, permanent(`/learn/${slug}`)])),
  ...Object.fromEntries(dealPages.map((slug) => [`/${slug}`, permanent('/dispensary-deals')])),
  ...Object.fromEntries(nearStatePages.map((slug) => [`/${slug}`, permanent('/')])),
  ...Object.fromEntries(Object.entries(externalPages).map(([from, to]) => [from, permanent(to)])),
};
