import { expect, test } from './fixtures.ts';

const lostHeading = "Uh oh, looks like we're lost...";

test('an unknown page says what was not found and leads back to the menu', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: lostHeading })).toBeVisible();

  const wayBack = page
    .getByRole('link', { name: 'The weed is this way' })
    .or(page.getByRole('button', { name: 'The weed is this way' }));
  await expect(wayBack).toBeVisible();
  if ((await wayBack.evaluate((element) => element.tagName)) === 'A') {
    await expect(wayBack).toHaveAttribute('href', '/#monroe-dispensary-menu');
  }
  await wayBack.click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#monroe-dispensary-menu');
  await expect(page.locator('#monroe-dispensary-menu')).toBeVisible();
});

test('an unknown product is a 404 too', async ({ request }) => {
  const response = await request.get('/products/no-such-product');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found: /products/no-such-product');
});

test.describe('crawlers and audit tools', () => {
  const botAgents = [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Googlebot/2.1',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Chrome-Lighthouse',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (Linux; Android 6.0.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Google-InspectionTool/1.0)',
  ];

  test('people get the friendly page', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Uh oh');
  });

  for (const userAgent of botAgents) {
    test(`get a bare 404: ${userAgent}`, async ({ request }) => {
      const response = await request.get('/no-such-page', { headers: { 'user-agent': userAgent } });
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain('Uh oh');
    });
  }
});
