import type { Page } from '@playwright/test';
import { merchShopLink, SITE_PAGES, type SiteLink } from '#lib/site-map.ts';
import { expect, test } from './fixtures.ts';

/** The store's merch shop (`/{merch slug}-wear`): the demo store's slug is river-raisin. */
const MERCH = merchShopLink('river-raisin');
const PACK = 'Any 4 eighths for $100';

const headerNav = (page: Page) => page.getByRole('navigation', { name: 'Shop' });
const siteMap = (page: Page) => page.getByRole('navigation', { name: 'Site map' });

/** Every page a shopper must reach from any page, and where a signed-out visitor lands on it. */
const REACHABLE: (SiteLink & { lands?: string })[] = [
  SITE_PAGES.buildAPack,
  SITE_PAGES.quickOrder,
  SITE_PAGES.orderTracker,
  SITE_PAGES.rewards,
  SITE_PAGES.referrals,
  SITE_PAGES.referralTerms,
  SITE_PAGES.strainLibrary,
  SITE_PAGES.deals,
  MERCH,
  { ...SITE_PAGES.account, lands: '/account/login' },
];

for (const target of REACHABLE) {
  test(`${target.label} is a click away from the home page, in the header or the footer`, async ({ page }) => {
    await page.goto('/');
    const link = headerNav(page).or(siteMap(page)).getByRole('link', { name: target.label, exact: true }).first();
    await expect(link).toHaveAttribute('href', target.href);
    const lands = target.lands ?? target.href;
    const landed = page.waitForResponse(
      (response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === lands,
    );
    await link.click();
    expect((await landed).status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === lands);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('every link of the footer site map answers 200', async ({ page, request }) => {
  await page.goto('/strain-library');
  const hrefs = await siteMap(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs).toEqual(
    expect.arrayContaining([...Object.values(SITE_PAGES).map((link) => link.href), MERCH.href, '/category/flower']),
  );
  for (const href of hrefs) {
    const response = await request.get(href, { headers: { cookie: 'age_verified=adult' } });
    expect(response.status(), href).toBe(200);
  }
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the shop navigation shows every way to shop without sideways scrolling of the page', async ({ page, axe }) => {
    for (const path of ['/', '/dispensary-deals', '/build-a-pack']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), path).toBe(true);
    }
    await page.goto('/');
    const ways = headerNav(page).getByRole('list', { name: 'Ways to shop' });
    for (const name of ['Deals', 'Build a pack', 'Quick order', 'Rewards', 'Order tracker']) {
      // Wrapped, not scrolled away: each link sits wholly inside the screen, at a size a thumb can hit.
      const box = (await ways.getByRole('link', { name, exact: true }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(320);
      expect(box.height, name).toBeGreaterThanOrEqual(24);
    }
    // The categories scroll inside their own row; the first is on screen.
    await expect(headerNav(page).getByRole('list', { name: 'Browse' }).getByRole('link').first()).toBeInViewport();
    await axe.expectNoViolations();

    await headerNav(page).getByRole('link', { name: 'Quick order', exact: true }).click();
    await expect(page).toHaveURL(/\/quick-order$/);
    await expect(headerNav(page).getByRole('link', { name: 'Quick order', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test('a pack deal is shopped on the pack builder, at its own pack', async ({ page }) => {
  await page.goto('/dispensary-deals');
  const card = page.getByRole('article', { name: PACK });
  await card.getByRole('link', { name: /shop this deal/i }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/build-a-pack' && url.hash === '#pack-any-four-eighths-for-100',
  );
  await expect(page.getByRole('heading', { level: 2, name: PACK })).toBeInViewport();
  await expect(page.getByRole('form', { name: PACK })).toBeVisible();

  // A product the pack covers links to the same pack.
  await page.goto('/products/huron-valley-growers-chemdawg');
  await page.getByRole('region', { name: 'More ways to save today' }).getByRole('link', { name: PACK }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/build-a-pack' && url.hash === '#pack-any-four-eighths-for-100',
  );

  // A shelf deal still opens the menu narrowed to it.
  await page.goto('/dispensary-deals');
  await page
    .getByRole('article', { name: '$5 off Huron Valley Growers' })
    .getByRole('link', { name: /shop this deal/i })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/brands/huron-valley-growers');
});
