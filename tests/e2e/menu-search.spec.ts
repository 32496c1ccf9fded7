import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Search from the header, the medical/adult-use switch, and what never reaches the menu. */

const resultLinks = (page: Page) => page.locator('[data-menu-results] article h3 a');
const resultSlugs = async (page: Page) =>
  (await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).map((href) =>
    href!.replace('/products/', ''),
  );

async function search(page: Page, term: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]searchTerm=${encodeURIComponent(term).replace(/%20/g, '\\+')}`));
  await expect(page.getByRole('heading', { level: 2, name: `Results for “${term}”` })).toBeVisible();
}

test('a typo still finds the product: "blue dreem" shows Blue Dream first', async ({ page }) => {
  await search(page, 'blue dreem');
  await expect(resultLinks(page).first()).toHaveText('Blue Dream');
  expect((await resultSlugs(page))[0]).toBe('sleeping-bear-botanicals-blue-dream');
});

test('"jar" shows the glass jars', async ({ page }) => {
  await search(page, 'jar');
  const slugs = await resultSlugs(page);
  expect(slugs).toEqual(
    expect.arrayContaining([
      'monroe-glassworks-uv-glass-stash-jar',
      'monroe-glassworks-borosilicate-clamp-jar',
      'river-raisin-wear-river-raisin-logo-glass-jar',
    ]),
  );
  await expect(page.getByRole('searchbox', { name: 'Search the menu' })).toHaveValue('jar');
});

test('part of a word finds gummies, and the search chip clears it', async ({ page }) => {
  await search(page, 'gumm');
  const names = await resultLinks(page).allInnerTexts();
  expect(names.length).toBeGreaterThan(3);
  expect(names.slice(0, 3).every((name) => /gumm/i.test(name))).toBe(true);

  await page.getByRole('link', { name: 'Search: “gumm”, remove this filter' }).click();
  await expect(page).toHaveURL((url) => !url.search.includes('searchTerm'));
  await expect(page.getByRole('heading', { level: 2, name: 'Shop the menu' })).toBeVisible();
});

test('a search with no match says so and offers the whole menu', async ({ page, axe }) => {
  await search(page, 'zzzzqqq');
  await expect(page.locator('[data-menu-count]')).toHaveText(/^0 products/);
  await expect(page.getByText('Nothing on the menu matches “zzzzqqq”')).toBeVisible();
  await page.getByRole('link', { name: 'Clear all filters' }).last().click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.search.includes('searchTerm'));
  await axe.expectNoViolations();
});

const MEDICAL_ONLY = [
  'belle-isle-botanicals-medical-strength-thc-tincture-1000-mg',
  'cherry-capital-confections-medical-strength-tart-cherry-gummies',
];

test('the medical menu shows medical-only products, and adult-use hides them again', async ({ page }) => {
  await page.goto('/?searchTerm=medical+strength');
  const switcher = page.getByRole('group', { name: 'Menu' });
  await expect(switcher.getByRole('button', { name: 'Adult-use' })).toHaveAttribute('aria-pressed', 'true');
  for (const slug of MEDICAL_ONLY) expect(await resultSlugs(page)).not.toContain(slug);

  await switcher.getByRole('button', { name: 'Medical' }).click();
  await expect(page).toHaveURL(/\?searchTerm=medical\+strength/);
  await expect(page.getByRole('group', { name: 'Menu' }).getByRole('button', { name: 'Medical' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await resultSlugs(page)).toEqual(expect.arrayContaining(MEDICAL_ONLY));
  await expect(page.locator('[data-menu-results] article').filter({ hasText: 'Medical only' }).first()).toBeVisible();

  await page.getByRole('group', { name: 'Menu' }).getByRole('button', { name: 'Adult-use' }).click();
  for (const slug of MEDICAL_ONLY) expect(await resultSlugs(page)).not.toContain(slug);
});

test.describe('a visitor who answered the age gate as a medical patient', () => {
  test.use({ ageVerified: 'medical' });

  test('starts on the medical menu', async ({ page }) => {
    await page.goto('/?searchTerm=medical+strength');
    await expect(page.getByRole('group', { name: 'Menu' }).getByRole('button', { name: 'Medical' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await resultSlugs(page)).toEqual(expect.arrayContaining(MEDICAL_ONLY));
  });
});

test('recalled, on-hold and expired products never appear, searched for by name or browsed', async ({ page }) => {
  const unsellable = [
    { slug: 'copper-country-cannabis-tropicana-cookies', name: 'Tropicana Cookies', category: '/category/flower' },
    {
      slug: 'petoskey-stone-extracts-zkittlez-live-resin-sauce',
      name: 'Zkittlez Live Resin Sauce',
      category: '/category/concentrates',
    },
    {
      slug: 'kalamazoo-kitchen-mango-peach-sativa-gummies',
      name: 'Mango Peach Sativa Gummies',
      category: '/category/edibles',
    },
  ];
  for (const { slug, name, category } of unsellable) {
    await page.goto(`/?searchTerm=${encodeURIComponent(name)}`);
    expect(await resultSlugs(page), `search for ${name}`).not.toContain(slug);
    await page.goto(`${category}?sort=name`);
    // Walk every page of the category.
    for (let number = 2; ; number++) {
      expect(await resultSlugs(page), `${category} page ${number - 1}`).not.toContain(slug);
      const next = page.getByRole('link', { name: 'Next page' });
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(page).toHaveURL(new RegExp(`[?&]page=${number}`));
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search and the menu switch work as plain forms', async ({ page }) => {
    await search(page, 'jar');
    expect(await resultSlugs(page)).toContain('monroe-glassworks-uv-glass-stash-jar');
    await page.goto('/?searchTerm=medical+strength');
    await page.getByRole('group', { name: 'Menu' }).getByRole('button', { name: 'Medical' }).click();
    await expect(page).toHaveURL(/\?searchTerm=medical\+strength/);
    expect(await resultSlugs(page)).toEqual(expect.arrayContaining(MEDICAL_ONLY));
  });
});
