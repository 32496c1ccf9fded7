import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The strain library: search with typos, filters from the URL, and links to what is in stock. */

const strainCards = (page: Page) => page.locator('main article');
const strainNames = (page: Page) => strainCards(page).getByRole('heading', { level: 3 }).allInnerTexts();
const strainCard = (page: Page, name: string) =>
  strainCards(page).filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

test('lists strains with type, lineage, terpenes, effects, typical THC and what is in stock', async ({ page, axe }) => {
  await page.goto('/strain-library');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strain library');
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(/^\d+ strains · Page 1 of 2/);
  expect(await strainCards(page).count()).toBe(48);

  const blueDream = strainCard(page, 'Blue Dream');
  await expect(blueDream).toContainText('Hybrid');
  await expect(blueDream).toContainText('Blueberry × Haze');
  await expect(blueDream).toContainText('Myrcene 0.62%');
  await expect(blueDream).toContainText('Relaxed');
  await expect(blueDream).toContainText('THC 19%');
  await blueDream.getByRole('link', { name: 'Blue Dream' }).click();
  await expect(page).toHaveURL('/products/sleeping-bear-botanicals-blue-dream');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blue Dream');

  await page.goto('/strain-library');
  await axe.expectNoViolations();
  await page
    .getByRole('navigation', { name: 'Pages of the strain library' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\?page=2/);
  expect(await strainCards(page).count()).toBeGreaterThan(0);
});

test('products of a strain link only while they are on the menu', async ({ page }) => {
  await page.goto('/strain-library?searchTerm=tropicana+cookies');
  const tropicana = strainCard(page, 'Tropicana Cookies');
  // Its flower lot is recalled; its cartridge is still on the menu.
  await expect(tropicana.locator('a[href="/products/copper-country-cannabis-tropicana-cookies"]')).toHaveCount(0);
  await expect(tropicana.getByRole('link')).not.toHaveCount(0);

  await page.goto('/strain-library?searchTerm=cannatonic');
  const cannatonic = strainCard(page, 'Cannatonic');
  await expect(cannatonic).toContainText('Not in stock right now');
  await expect(cannatonic.getByRole('link')).toHaveCount(0);
});

test('searching forgives typos and filters combine', async ({ page }) => {
  await page.goto('/strain-library');
  await page.getByLabel('Strain name').fill('blue dreem');
  await page.getByRole('button', { name: 'Show strains' }).click();
  await expect(page).toHaveURL(/searchTerm=blue\+dreem/);
  expect((await strainNames(page))[0]).toBe('Blue Dream');

  await page.goto('/strain-library');
  await page.getByLabel('Type').selectOption('cbd');
  await page.getByLabel('Terpene').selectOption('myrcene');
  await page.getByRole('button', { name: 'Show strains' }).click();
  await expect(page).toHaveURL(/type=cbd/);
  const names = await strainNames(page);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    const card = strainCard(page, name);
    await expect(card).toContainText('CBD');
    await expect(card).toContainText('Myrcene');
  }
  await expect(page.getByLabel('Type')).toHaveValue('cbd');
});

test('an effect filter from a shared link, and a search with no match', async ({ page, axe }) => {
  await page.goto('/strain-library?effect=sleepy');
  await expect(page.getByLabel('Effect')).toHaveValue('sleepy');
  for (const name of await strainNames(page)) await expect(strainCard(page, name)).toContainText('Sleepy');

  await page.goto('/strain-library?searchTerm=zzzzqqq');
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText('0 strains');
  await page.getByRole('link', { name: 'See every strain' }).click();
  await expect(page).toHaveURL('/strain-library');
  await axe.expectNoViolations();
});

test('every page links to the deals and the strain library', async ({ page }) => {
  await page.goto('/products/huron-valley-growers-chemdawg');
  const shop = page.getByRole('navigation', { name: 'Shop' });
  await shop.getByRole('link', { name: 'Strain library' }).click();
  await expect(page).toHaveURL(/\/strain-library$/);
  await expect(shop.getByRole('link', { name: 'Strain library' })).toHaveAttribute('aria-current', 'page');
  await shop.getByRole('link', { name: 'Deals' }).click();
  await expect(page).toHaveURL(/\/dispensary-deals$/);
});
