import type { Page } from '@playwright/test';
import { SEED_CONTENT_PAGES } from '#demo-store/content/index.ts';
import { SITE_PAGES } from '#lib/site-map.ts';
import { addToCart } from './shopper-support.ts';
import { expect, test } from './fixtures.ts';

/**
 * The store's content pages as visitors and search engines meet them: learn articles, the blog
 * and its feed, the legal pages and the referral terms, all published by the demo seed.
 */

/** Every JSON-LD block of the page, parsed: a block that is not valid JSON fails the test here. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block): Record<string, unknown>[] => {
    const parsed = JSON.parse(block) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

const types = async (page: Page) => (await structuredData(page)).map((item) => String(item['@type']));
const posts = SEED_CONTENT_PAGES.filter((seeded) => seeded.kind === 'blog').sort((a, b) =>
  b.publishedAt.localeCompare(a.publishedAt),
);

for (const seeded of SEED_CONTENT_PAGES) {
  test(`${seeded.path} shows its page with one h1, Article data and breadcrumbs`, async ({ page, baseURL }) => {
    const response = await page.goto(seeded.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${seeded.path}`);
    const data = await structuredData(page);
    const article = data.find((item) => item['@type'] === (seeded.kind === 'blog' ? 'BlogPosting' : 'Article'));
    expect(article, 'Article or BlogPosting').toMatchObject({
      headline: seeded.title,
      url: `${baseURL}${seeded.path}`,
    });
    expect(data.map((item) => item['@type'])).toContain('BreadcrumbList');
    expect(data.map((item) => item['@type'])).not.toEqual(expect.arrayContaining(['FAQPage']));
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
  });
}

test('the learn index lists the seven articles, and an article is signed, dated and passes axe', async ({
  page,
  axe,
}) => {
  await page.goto('/learn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn about cannabis');
  const list = page.getByRole('list', { name: 'Learn articles' });
  await expect(list.getByRole('listitem')).toHaveCount(7);
  expect(await types(page)).toEqual(['BreadcrumbList']);

  await list.getByRole('link', { name: 'Michigan dispensary purchase limits' }).click();
  await expect(page).toHaveURL(/\/learn\/michigan-dispensary-purchase-limits$/);
  await expect(page.getByText(/^By .+ · Published/)).toBeVisible();
  // The limits come from the store's settings (the demo store: 2.5 oz per visit, 15 g of concentrate).
  const limits = page.getByRole('table', { name: /Purchase limits at/ });
  await expect(limits.getByRole('row', { name: /Adult-use \(21\+\), per visit/ })).toContainText('2.5 oz');
  await expect(limits.getByRole('row', { name: /concentrate within that/ })).toContainText('15 g');
  await axe.expectNoViolations();
});

test('the blog lists the posts newest first, links its RSS feed and passes axe; a page past the last is a 404', async ({
  page,
  axe,
  baseURL,
}) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  const titles = page.getByRole('list', { name: 'Blog posts' }).getByRole('heading');
  await expect(titles).toHaveText(posts.map((post) => post.title));
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    `${baseURL}/blog/rss.xml`,
  );
  await expect(page.getByRole('link', { name: 'Follow the RSS feed' })).toHaveAttribute('href', '/blog/rss.xml');
  await axe.expectNoViolations();

  expect((await page.goto('/blog?page=2'))?.status()).toBe(404);
  expect((await page.goto('/blog?page=first'))?.status()).toBe(404);
});

test('the RSS feed is RSS 2.0 with every post, escaped, with absolute links', async ({ page, request, baseURL }) => {
  const response = await request.get('/blog/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await response.text();
  await page.goto('/blog');
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      version: doc.documentElement.getAttribute('version'),
      titles: [...doc.querySelectorAll('item > title')].map((node) => node.textContent),
      links: [...doc.querySelectorAll('item > link')].map((node) => node.textContent),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.version).toBe('2.0');
  expect(feed.titles).toEqual(posts.map((post) => post.title));
  expect(feed.links).toEqual(posts.map((post) => `${baseURL}${post.path}`));
});

test('a legal page passes axe and says when it took effect', async ({ page, axe }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByText(/^Effective /)).toBeVisible();
  await axe.expectNoViolations();
});

test('an address with no published page is the store’s 404', async ({ page }) => {
  for (const path of ['/learn/no-such-article', '/blog/no-such-post', '/no-such-policy']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
  }
});

test('old addresses of the articles and the refund policy land on the pages', async ({ page }) => {
  await page.goto('/cannabinoids');
  await expect(page).toHaveURL(/\/learn\/cannabinoids$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Cannabinoids/);
  await page.goto('/refund-policy');
  await expect(page).toHaveURL(/\/return-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Return policy');
});

test('the footer links the policies, Learn and the blog', async ({ page }) => {
  await page.goto('/');
  const siteMap = page.getByRole('navigation', { name: 'Site map' });
  for (const link of [
    SITE_PAGES.termsOfUse,
    SITE_PAGES.privacyPolicy,
    SITE_PAGES.returnPolicy,
    SITE_PAGES.accessibility,
    SITE_PAGES.learn,
    SITE_PAGES.blog,
  ]) {
    await expect(siteMap.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
  }
  await siteMap.getByRole('link', { name: SITE_PAGES.accessibility.label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility');
});

test('checkout links the privacy policy and terms of use beside what it collects', async ({ page }) => {
  await addToCart(page, { path: '/products/huron-valley-growers-chemdawg', size: /^3\.5 g/ }, 1);
  await page.goto('/checkout');
  const contact = page.getByRole('group', { name: 'Who is picking up' });
  await expect(contact.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  const consents = page.getByRole('group', { name: 'Before you go' });
  await expect(consents.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms-of-use');
  await expect(consents.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
});

test('a content page is served from the page cache after its first visit', async ({ request }) => {
  await request.get('/learn/cannabinoids');
  const again = await request.get('/learn/cannabinoids');
  expect(again.headers()['x-cache']).toBe('HIT');
});
