import fc from 'fast-check';
import { actionNames } from '../support/action-files.ts';
import { endpointFiles } from '../support/endpoint-files.ts';
import {
  deeplyNestedJson,
  formBody,
  FUZZ_SCALE,
  FUZZ_SEED,
  jsonBody,
  pathParameter,
  queryString,
  sendAll,
  type Sent,
} from '../support/hostile-input.ts';
import { nearlyValidCart, nearlyValidForm, REFUSED_MARKER } from '../support/near-valid-input.ts';
import { signInAs } from './dashboard-support.ts';
import { AGE_COOKIE, expect, test } from './fixtures.ts';

/**
 * Hostile input against the built server: every endpoint under src/pages/api (found from the
 * files; public ones anonymously, the dashboard's as a signed-in admin), every Astro Action and
 * the menu's pages get arbitrary JSON, forms, path parameters and query strings, and none of them
 * ever answers 5xx. The seed is printed; `FUZZ_SEED=<n>` replays a run.
 */

/**
 * Not fuzzed: the e2e clock (test-only; a valid time would move every other test's clock) and
 * sign-out (it would end the admin session the dashboard batch runs in; it reads no input).
 */
const LEFT_OUT = new Set(['test-clock', 'auth/sign-out']);

// Thousands of requests per test, on a machine other tests share: minutes, not the usual 30 s.
test.describe.configure({ timeout: 180_000 * FUZZ_SCALE });

const endpoints = endpointFiles()
  .filter((file) => !LEFT_OUT.has(file.route))
  .flatMap((file) => file.throughHelper.map((method) => ({ method, route: file.route, reads: file.reads[method]! })));

const RUNS_PER_ENDPOINT = 30 * FUZZ_SCALE;
const RUNS_PER_DASHBOARD_ENDPOINT = 25 * FUZZ_SCALE;
const RUNS_PER_ACTION = 45 * FUZZ_SCALE;
const RUNS_PER_PAGE = 100 * FUZZ_SCALE;
const NEARLY_VALID_RUNS = 40 * FUZZ_SCALE;

/** `count` samples of `arbitrary`, each run of the suite the same for one seed. */
function samples<T>(arbitrary: fc.Arbitrary<T>, count: number, salt: number): T[] {
  return fc.sample(arbitrary, { seed: FUZZ_SEED + salt, numRuns: count });
}

function requestsFor(endpoint: (typeof endpoints)[number], runs: number, salt: number): Sent[] {
  const path = fc
    .tuple(...[...endpoint.route.matchAll(/\[(\w+)\]/g)].map(() => pathParameter))
    .map((values) => `/api/${endpoint.route.replace(/\[(\w+)\]/g, () => values.shift()!)}`);
  const body =
    endpoint.reads === 'form'
      ? formBody.map((form) => ({ form }))
      : endpoint.method === 'GET'
        ? fc.constant({})
        : jsonBody.map((json) => ({ json }));
  return samples(fc.tuple(path, queryString(), body), runs, salt).map(([at, query, sent]) => ({
    method: endpoint.method,
    url: `${at}${query}`,
    ...sent,
  }));
}

const publicBatch = endpoints
  .filter((endpoint) => !endpoint.route.startsWith('dashboard/'))
  .flatMap((endpoint, index) => requestsFor(endpoint, RUNS_PER_ENDPOINT, index));
const dashboardBatch = endpoints
  .filter((endpoint) => endpoint.route.startsWith('dashboard/'))
  .flatMap((endpoint, index) => requestsFor(endpoint, RUNS_PER_DASHBOARD_ENDPOINT, 1000 + index));
const actionBatch = actionNames().flatMap((name, index) =>
  samples(formBody, RUNS_PER_ACTION, 2000 + index).map((form) => ({ method: 'POST', url: `/_actions/${name}`, form })),
);

function expectNone(problems: string[]) {
  expect(problems.slice(0, 20), `${problems.length} answers broke the rules (seed ${FUZZ_SEED})`).toEqual([]);
}

test('the public endpoints answer arbitrary input without a server error', async ({ request, baseURL }) => {
  expect(publicBatch.map((sent) => `${sent.method} ${sent.url.split('?')[0]}`)).toEqual(
    expect.arrayContaining([
      'POST /api/checkout',
      'POST /api/cart/quote',
      'POST /api/auth/sign-in',
      'POST /api/sms/inbound',
    ]),
  );
  const problems: string[] = [];
  await sendAll(request, baseURL!, publicBatch, () => true, problems);
  expectNone(problems);
});

test('the dashboard endpoints answer a signed-in admin’s arbitrary input without a server error', async ({
  request,
  baseURL,
}) => {
  await signInAs(request, baseURL!, 'admin');
  expect(dashboardBatch.length).toBeGreaterThan(50 * RUNS_PER_DASHBOARD_ENDPOINT);
  const problems: string[] = [];
  await sendAll(request, baseURL!, dashboardBatch, () => true, problems);
  expectNone(problems);
});

test('every Action answers arbitrary forms without a server error', async ({ request, baseURL }) => {
  expect(actionNames()).toEqual(
    expect.arrayContaining(['inquiries.contact', 'newsletter.subscribe', 'reviews.writeInvited']),
  );
  const problems: string[] = [];
  await sendAll(request, baseURL!, actionBatch, () => false, problems);
  expectNone(problems);
});

const RUNS_DEEP = 4 * FUZZ_SCALE;
const deepBatch: Sent[] = [
  ...endpoints
    .filter((endpoint) => endpoint.method !== 'GET' && endpoint.reads !== 'form' && !/\[\w+\]/.test(endpoint.route))
    .flatMap((endpoint, index) =>
      samples(deeplyNestedJson, RUNS_DEEP, 3000 + index).map((jsonText) => ({
        method: endpoint.method,
        url: `/api/${endpoint.route}`,
        jsonText,
      })),
    ),
  ...actionNames().flatMap((name, index) =>
    samples(deeplyNestedJson, RUNS_DEEP, 4000 + index).map((jsonText) => ({
      method: 'POST',
      url: `/_actions/${name}`,
      jsonText,
    })),
  ),
];

test('JSON nested thousands of levels deep is refused by every JSON endpoint and Action, never a server error', async ({
  request,
  baseURL,
}) => {
  await signInAs(request, baseURL!, 'admin');
  const problems: string[] = [];
  await sendAll(request, baseURL!, deepBatch, (sent) => sent.url.startsWith('/api/'), problems);
  expectNone(problems);
  // The body that once answered 500 everywhere is a 400 that says why.
  for (const url of [
    '/api/checkout',
    '/api/cart/quote',
    '/api/dashboard/catalog/products',
    '/_actions/newsletter.subscribe',
  ]) {
    const answer = await request.post(url, {
      headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
      data: `${'['.repeat(5_600)}${']'.repeat(5_600)}`,
    });
    expect(answer.status(), url).toBe(400);
    expect(await answer.text(), url).toContain('nested too deeply');
  }
});

/** The menu's query parameters (src/lib/catalog/menu-query.ts) and the reviews page's. */
const MENU_NAMES = [
  'category',
  'brand',
  'type',
  'thcMin',
  'thcMax',
  'cbdMin',
  'cbdMax',
  'effect',
  'terpene',
  'weight',
  'priceMin',
  'priceMax',
  'deal',
  'inStock',
  'searchTerm',
  'sort',
  'page',
  'q',
];

/** The menu's pages, each from the slugs the home page links to (or any other). */
const MENU_PAGES: ((known: Record<string, string[]>) => fc.Arbitrary<string>)[] = [
  () => fc.constant('/'),
  ...['category', 'brands', 'products'].map(
    (folder) => (known: Record<string, string[]>) =>
      (known[folder]!.length > 0 ? fc.oneof(fc.constantFrom(...known[folder]!), pathParameter) : pathParameter).map(
        (slug) => `/${folder}/${slug}`,
      ),
  ),
  () => fc.constant('/learn/jobs'),
  () => fc.constant('/reviews'),
];

test('the menu’s pages answer arbitrary query parameters and slugs without a server error', async ({
  request,
  baseURL,
}) => {
  const home = await (await request.get('/', { headers: { Cookie: `${AGE_COOKIE}=adult` } })).text();
  const known = Object.fromEntries(
    ['category', 'brands', 'products'].map((folder) => [
      folder,
      [...new Set([...home.matchAll(new RegExp(`href="/${folder}/([a-z0-9-]+)"`, 'g'))].map((match) => match[1]!))],
    ]),
  );
  expect(known.products!.length).toBeGreaterThan(0);
  const batch = MENU_PAGES.flatMap((page, index) =>
    samples(fc.tuple(page(known), queryString(MENU_NAMES)), RUNS_PER_PAGE, 3000 + index).map(([path, query]) => ({
      method: 'GET',
      url: `${path}${query}`,
      headers: { Cookie: `${AGE_COOKIE}=adult` },
    })),
  );
  const problems: string[] = [];
  await sendAll(request, baseURL!, batch, () => false, problems);
  expectNone(problems);
});

/**
 * Actions whose refusals count against the visitor's address (sign-in, account requests, order
 * lookups, helpful votes): nearly valid input would soon meet those limits and be answered 429,
 * which tries nothing more. They still get the arbitrary forms above, which their schemas refuse first.
 */
const COUNTED = /^(account\.|orders\.trackOrder$|reviews\.voteHelpful$)/;
const NEARLY_VALID_ACTIONS = actionNames().filter((name) => !COUNTED.test(name));
const NEARLY_VALID_JSON = ['/api/cart/quote', '/api/checkout'];
const NEARLY_VALID_JSON_RUNS = NEARLY_VALID_RUNS * 4;

test('nearly valid submissions to the public forms, the cart and the checkout are refused and store nothing', async ({
  request,
  baseURL,
  playwright,
}) => {
  const productPages = [...(await (await request.get('/')).text()).matchAll(/href="(\/products\/[a-z0-9-]+)"/g)]
    .slice(0, 4)
    .map((match) => match[1]!);
  const variantIds = new Set<string>();
  for (const page of productPages)
    for (const match of (await (await request.get(page)).text()).matchAll(/variantId&quot;:&quot;([0-9a-f-]{36})/g))
      variantIds.add(match[1]!);
  expect(variantIds.size).toBeGreaterThan(0);

  const resume = { name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 refused-fuzz') };
  const batch: Sent[] = [
    ...NEARLY_VALID_ACTIONS.flatMap((name, index) =>
      samples(nearlyValidForm, NEARLY_VALID_RUNS, 4000 + index).map((form) =>
        name === 'jobs.apply'
          ? { method: 'POST', url: `/_actions/${name}`, multipart: { ...form, resume } }
          : { method: 'POST', url: `/_actions/${name}`, form },
      ),
    ),
    ...NEARLY_VALID_JSON.flatMap((url, index) =>
      samples(nearlyValidCart([...variantIds]), NEARLY_VALID_JSON_RUNS, 5000 + index).map((json) => ({
        method: 'POST',
        url,
        json,
      })),
    ),
  ];
  const problems: string[] = [];
  await sendAll(request, baseURL!, batch, (sent) => sent.url.startsWith('/api/'), problems);
  expectNone(problems);

  // Nothing a refused submission carried was stored: no inquiry, subscriber, customer, order,
  // application or review holds the marker every one of them carried.
  const admin = await playwright.request.newContext({ baseURL: baseURL! });
  await signInAs(admin, baseURL!, 'admin');
  const storedAt = async (path: string, pick: (answer: Record<string, unknown>) => unknown) => {
    const response = await admin.get(path);
    expect(response.status(), path).toBe(200);
    return { path, stored: JSON.stringify(pick(await response.json())).toLowerCase() };
  };
  const jobs = (await (await admin.get('/api/dashboard/hiring/postings?state=all')).json()) as { id: string }[];
  expect(jobs.length).toBeGreaterThan(0);
  const reads = await Promise.all([
    storedAt(`/api/dashboard/inquiries?status=all&q=${REFUSED_MARKER}`, (answer) => answer.items),
    storedAt(`/api/dashboard/newsletter/subscribers?q=${REFUSED_MARKER}`, (answer) => answer.subscribers),
    storedAt(`/api/dashboard/customers?q=${REFUSED_MARKER}`, (answer) => [answer.customers, answer.guests]),
    storedAt(`/api/dashboard/orders/search?q=${REFUSED_MARKER}`, (answer) => answer.rows),
    storedAt('/api/dashboard/reviews?status=all', (answer) => answer.reviews),
    ...jobs.map((job) =>
      storedAt(`/api/dashboard/hiring/postings/${job.id}/applications?q=${REFUSED_MARKER}`, (answer) => answer),
    ),
  ]);
  await admin.dispose();
  expect(reads.filter(({ stored }) => stored.includes(REFUSED_MARKER)).map(({ path }) => path)).toEqual([]);
});

test('a run sends at least 5 000 hostile requests', () => {
  const total =
    publicBatch.length +
    dashboardBatch.length +
    actionBatch.length +
    MENU_PAGES.length * RUNS_PER_PAGE +
    NEARLY_VALID_ACTIONS.length * NEARLY_VALID_RUNS +
    NEARLY_VALID_JSON.length * NEARLY_VALID_JSON_RUNS;
  console.info(`Hostile input: ${total} requests, seed ${FUZZ_SEED} (FUZZ_SEED=${FUZZ_SEED} replays this run)`);
  expect(total).toBeGreaterThanOrEqual(5000);
});
