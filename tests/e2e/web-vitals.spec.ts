import type { Page } from '@playwright/test';
import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';

/** What a browser does when the shopper switches tabs or leaves: the page becomes hidden. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

test('a public page sends its web vitals in one beacon when it is hidden', async ({ page }) => {
  // Playwright cannot read a beacon's body from the network, so the page keeps a copy of what it sends.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const sent: string[] = ((window as unknown as { sentBeacons: string[] }).sentBeacons = []);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(text));
      return send(url, data);
    };
  });
  const beacons = () =>
    page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons.map((text) => JSON.parse(text)));
  await page.goto('/products/huron-valley-growers-chemdawg');
  await page.getByRole('heading', { level: 1 }).click();
  await page.waitForLoadState('networkidle');
  expect(await beacons()).toEqual([]);

  const sent = page.waitForResponse((response) => response.url().endsWith('/api/_web-vitals'));
  await hidePage(page);
  expect((await sent).status()).toBe(204);
  await expect.poll(async () => (await beacons()).length).toBe(1);
  const [batch] = (await beacons()) as { name: string; value: number; rating: string; path: string }[][];
  const names = batch!.map((beacon) => beacon.name);
  expect(names).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
  for (const beacon of batch!) {
    expect(beacon.path).toBe('/products/huron-valley-growers-chemdawg');
    expect(beacon.value).toBeGreaterThanOrEqual(0);
    expect(['good', 'needs-improvement', 'poor']).toContain(beacon.rating);
  }
});

test('the beacon endpoint answers good, malformed and oversized bodies', async ({ request }) => {
  const good = await request.post('/api/_web-vitals', {
    data: [{ name: 'TTFB', value: 120, rating: 'good', path: '/' }],
  });
  expect(good.status()).toBe(204);
  const malformed = await request.post('/api/_web-vitals', { data: { name: 'TTFB', value: 'fast' } });
  expect(malformed.status()).toBe(400);
  const oversized = await request.post('/api/_web-vitals', {
    data: { name: 'LCP', value: 1, rating: 'good', path: '/', attribution: { target: 'x'.repeat(20_000) } },
  });
  expect(oversized.status()).toBe(413);
  expect((await request.post('/api/_not-a-beacon', { data: {} })).status()).toBe(404);
});

test('a beacon sent when a page is hidden shows in the dashboard report', async ({ page, context, baseURL, axe }) => {
  const shopper = await context.newPage();
  await shopper.goto('/strain-library');
  await shopper.getByRole('heading', { level: 1 }).click();
  await shopper.waitForLoadState('networkidle');
  const sent = shopper.waitForResponse((response) => response.url().endsWith('/api/_web-vitals'));
  await hidePage(shopper);
  expect((await sent).status()).toBe(204);

  await signInAs(context, baseURL!, 'manager');
  await page.goto('/dashboard/web-vitals?period=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Web vitals' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Page' }).selectOption('/strain-library');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/route=%2Fstrain-library/);
  await expect(
    page.getByRole('table', { name: 'By page' }).getByRole('rowheader', { name: '/strain-library' }),
  ).toBeVisible();
  const ttfb = page.locator('[data-metric="TTFB"]');
  await expect(ttfb).toContainText(/p75 of [1-9]\d* views/);
  await expect(ttfb).toContainText(/Good|Needs improvement|Poor/);
  await axe.expectNoViolations();
});
