import type { Page } from '@playwright/test';
import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';

/** The groups of the storefront's filter panel, in order. */
async function filterGroups(page: Page): Promise<string[]> {
  return page.locator('[data-menu-form] fieldset > legend').allInnerTexts();
}

test.describe('dashboard categories and shop filters', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInAs(context, baseURL!, 'manager');
  });

  test('a manager changes which filters a category shows, and the category page shows exactly those', async ({
    page,
    axe,
  }) => {
    await page.goto('/category/tinctures');
    expect(await filterGroups(page)).toEqual(['Brand', 'THC %', 'CBD %', 'Effects', 'Price', 'Availability']);

    await page.goto('/dashboard/product-categories/shop-filters');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop filters' })).toBeVisible();
    // Choosing a category shows it at once: the tree it was chosen from is not asked for again.
    const treeReads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/dashboard/catalog/categories') {
        treeReads.push(request.url());
      }
    });
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Tinctures' });
    await expect(page.getByRole('heading', { name: 'Filters on Tinctures' })).toBeVisible();
    await expect(page.getByLabel('Choose the filters for Tinctures')).toBeChecked();
    expect(treeReads).toEqual([]);
    await axe.expectNoViolations();

    const shown = page.getByRole('group', { name: 'Filters shown, in this order' });
    for (const filter of ['THC %', 'CBD %', 'On deal', 'In stock only']) {
      await shown.getByRole('checkbox', { name: filter, exact: true }).uncheck();
    }
    await shown.getByRole('button', { name: 'Move Price up' }).click();
    await shown.getByRole('button', { name: 'Move Price up' }).click();
    await page.getByRole('button', { name: 'Save filters' }).click();
    await expect(page.getByRole('status')).toHaveText('Tinctures now shows Price, Brand, Effects.');
    // A save reads the tree again.
    await expect.poll(() => treeReads.length).toBeGreaterThan(0);

    await page.goto('/category/tinctures');
    expect(await filterGroups(page)).toEqual(['Price', 'Brand', 'Effects']);

    // Handing the choice back: a top-level category then shows every filter.
    await page.goto('/dashboard/product-categories/shop-filters');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Tinctures' });
    // The choice is Tinctures' once its editor shows its own saved filters.
    await expect(page.getByRole('heading', { name: 'Filters on Tinctures' })).toBeVisible();
    await expect(page.getByLabel('Choose the filters for Tinctures')).toBeChecked();
    await page.getByLabel('Show all filters').check();
    await page.getByRole('button', { name: 'Save filters' }).click();
    await expect(page.getByRole('status')).toHaveText('Tinctures now uses all filters.');
    await page.goto('/category/tinctures');
    // Every filter, in the menu's usual order (a group with nothing to offer in this category stays out).
    const groups = await filterGroups(page);
    const usual = ['Brand', 'Strain type', 'THC %', 'CBD %', 'Effects', 'Terpenes', 'Size', 'Price', 'Availability'];
    expect(groups).toEqual(usual.filter((group) => groups.includes(group)));
    expect(groups).toEqual(expect.arrayContaining(['Brand', 'THC %', 'CBD %', 'Effects', 'Price', 'Availability']));
  });

  test('the category tree: order among siblings, and edits that break the rules are refused beside their field', async ({
    page,
    axe,
  }) => {
    await page.goto('/dashboard/product-categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await axe.expectNoViolations();
    const names = () => page.getByRole('rowheader').allInnerTexts();
    const before = (await names()).map((name) => name.replace(/^↳\s*/, ''));
    expect(before.indexOf('Papers')).toBe(before.indexOf('Glass Jars') + 1);

    await page.getByRole('button', { name: 'Move Papers up' }).click();
    await expect(page.getByRole('status')).toHaveText('Papers moved up.');
    const after = (await names()).map((name) => name.replace(/^↳\s*/, ''));
    expect(after.indexOf('Papers')).toBe(after.indexOf('Glass Jars') - 1);

    await page.getByRole('link', { name: 'Papers', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Papers' })).toBeVisible();
    await axe.expectNoViolations();
    // A category cannot be offered as a parent of itself.
    const parents = page.getByLabel('Parent category').locator('option');
    await expect(parents.filter({ hasText: /^\s*Glass Jars$/ })).toHaveCount(1);
    await expect(parents.filter({ hasText: /^\s*Papers$/ })).toHaveCount(0);
    await page.getByLabel('Address').fill('grinders');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const address = page.getByLabel('Address');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(/already used by Grinders/);

    await page.getByLabel('Address').fill('rolling-papers');
    await page.getByLabel('Place among its siblings').selectOption({ label: 'After Glass Jars' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status')).toHaveText('Papers saved.');
    const saved = (await names()).map((name) => name.replace(/^↳\s*/, ''));
    expect(saved.indexOf('Papers')).toBe(saved.indexOf('Glass Jars') + 1);

    await page.goto('/category/rolling-papers');
    await expect(page.getByRole('heading', { level: 1, name: 'Papers' })).toBeVisible();
    await page.goto('/dashboard/product-categories');
    await page.getByRole('link', { name: 'Papers', exact: true }).click();
    await page.getByLabel('Address').fill('papers');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status')).toHaveText('Papers saved.');
  });
});
