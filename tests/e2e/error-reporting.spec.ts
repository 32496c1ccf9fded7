import type { Page, Request } from '@playwright/test';
import { startStoreServer, waitUntilHealthy, type StoreServer } from '../support/store-server.ts';
import { expect, test } from './fixtures.ts';

/**
 * Errors go to Sentry only when SENTRY_DSN is set (spec §8): uncaught errors are reported,
 * navigation errors with a 300–499 status are not, and trace headers go to the store's own
 * origin only. Sentry's ingest host answers from the test, which reads the envelopes sent to it.
 */

const INGEST = 'https://o42.ingest.sentry.io';
const SENTRY_REQUEST = /^https:\/\/o42\.ingest\.sentry\.io\//;

/** The events (errors and transactions) of the envelopes sent so far: every JSON line that is one. */
function eventsIn(envelopes: string[]): Record<string, unknown>[] {
  return envelopes
    .flatMap((body) => body.split('\n'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    })
    .filter((item) => 'exception' in item || item.type === 'transaction');
}

/** The texts of the envelopes the page sent to Sentry, as they arrive. */
async function catchEnvelopes(page: Page): Promise<string[]> {
  const envelopes: string[] = [];
  await page.route(SENTRY_REQUEST, (route) => {
    envelopes.push(route.request().postData() ?? '');
    return route.fulfill({ status: 200, json: {} });
  });
  return envelopes;
}

test.describe('with SENTRY_DSN', () => {
  test.describe.configure({ mode: 'serial' });
  let store: StoreServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    store = await startStoreServer({
      SENTRY_DSN: `https://public@${new URL(INGEST).host}/7`,
      SENTRY_TRACES_SAMPLE_RATE: '1',
    });
    await waitUntilHealthy(store);
  });
  test.afterAll(() => store?.stop());

  test('an uncaught error is reported; a navigation error with a 4xx status is not', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/page error on .*: (route not found in e2e|uncaught e2e failure)$/);
    const envelopes = await catchEnvelopes(page);
    await page.goto(`${store.baseURL}/`);
    await expect(page.locator('#error-reporting')).toBeAttached();
    // The SDK is a chunk of its own; wait until it has started.
    await expect
      .poll(() => page.evaluate(() => Boolean((window as unknown as { __SENTRY__?: unknown }).__SENTRY__)))
      .toBe(true);

    await page.evaluate(() => {
      const notFound = Object.assign(new Error('route not found in e2e'), { name: 'NavigationError', status: 404 });
      setTimeout(() => {
        throw notFound;
      });
      setTimeout(() => {
        throw new Error('uncaught e2e failure');
      }, 50);
    });
    await expect.poll(() => envelopes.some((body) => body.includes('uncaught e2e failure'))).toBe(true);
    await page.waitForTimeout(500);
    expect(envelopes.some((body) => body.includes('route not found in e2e'))).toBe(false);
  });

  test('a report and a trace name the page by its route: no address, slug or secret link token of it', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    consoleErrors.allow(/page error on .*: e2e failure on (a secret link’s|a product) page$/);
    const envelopes = await catchEnvelopes(page);
    const token = 'bWFkZS11cA.1893456000.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd';
    const pages = [
      {
        address: `/reviews/write/${token}?utm_source=mail`,
        route: '/reviews/write/[...token]',
        what: 'a secret link’s',
      },
      { address: '/products/huron-valley-growers-chemdawg?ref=mail', route: '/products/[slug]', what: 'a product' },
    ];
    for (const { address, route, what } of pages) {
      await page.goto(`${store.baseURL}${address}`);
      await expect
        .poll(() => page.evaluate(() => Boolean((window as unknown as { __SENTRY__?: unknown }).__SENTRY__)))
        .toBe(true);
      // The menu and forms change the query in place; a later error still names the route.
      await page.evaluate((message) => {
        history.pushState(null, '', `${location.pathname}?step=2`);
        setTimeout(() => {
          throw new Error(message);
        });
      }, `e2e failure on ${what} page`);
      await expect
        .poll(() => eventsIn(envelopes).find((event) => JSON.stringify(event).includes(`e2e failure on ${what} page`)))
        .toMatchObject({ request: { url: `${store.baseURL}${route}` }, transaction: route });
      // The page load's trace too, once it ends: waited for here, since leaving the page drops a
      // trace still open.
      await expect
        .poll(
          () =>
            eventsIn(envelopes)
              .filter((event) => event.type === 'transaction')
              .map((event) => event.transaction),
          { timeout: 20_000 },
        )
        .toContain(route);
    }
    const sent = envelopes.join('\n');
    expect(sent).not.toContain(token);
    expect(sent).not.toMatch(/utm_source|ref=mail|step=2/);
  });

  test('trace headers go to the store, never to another host', async ({ page, consoleErrors }) => {
    // The request to another host is blocked by the page's policy on purpose, and the browser says so.
    consoleErrors.allow(/https:\/\/elsewhere\.example\/x/);
    await catchEnvelopes(page);
    const seen: Request[] = [];
    await page.route('https://elsewhere.example/**', (route) => {
      seen.push(route.request());
      return route.fulfill({ status: 200, body: '{}', headers: { 'access-control-allow-origin': '*' } });
    });
    await page.goto(`${store.baseURL}/`);
    await expect
      .poll(() => page.evaluate(() => Boolean((window as unknown as { __SENTRY__?: unknown }).__SENTRY__)))
      .toBe(true);

    const own = page.waitForRequest((request) => request.url().endsWith('/api/health'));
    await page.evaluate(() => fetch('/api/health'));
    expect(await (await own).headerValue('sentry-trace')).toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}/);

    // Another origin: the policy blocks it before it leaves the page, so no header could leak either.
    const blocked = await page.evaluate(() =>
      fetch('https://elsewhere.example/x').then(
        () => 'sent',
        () => 'blocked',
      ),
    );
    expect(blocked).toBe('blocked');
    expect(seen).toEqual([]);
  });
});

test('without SENTRY_DSN the page loads no Sentry code and sends nothing', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/page error on .*: not reported$/);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/sentry/i.test(request.url())) sent.push(request.url());
  });
  await page.goto('/');
  await page.mouse.move(50, 50);
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('not reported');
    }),
  );
  await page.waitForLoadState('networkidle');
  expect(await page.locator('#error-reporting').count()).toBe(0);
  expect(sent).toEqual([]);
});
