import { expect, test } from './fixtures.ts';

const EVERYDAY_DEAL = '$5 off Huron Valley Growers';

test('the deals page lists what runs today, with its terms and the fine print', async ({ page, axe }) => {
  await page.goto('/dispensary-deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Dispensary deals' })).toBeVisible();

  const today = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Running today' }) });
  const card = today.getByRole('article', { name: EVERYDAY_DEAL });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Every day');
  await expect(card.getByRole('link', { name: 'Huron Valley Growers', exact: true })).toHaveAttribute(
    'href',
    '/brands/huron-valley-growers',
  );

  // A weekday deal is either on today or coming up, and says which day.
  const wax = page.getByRole('article', { name: 'Wax Wednesday' });
  await expect(wax).toContainText('20% off concentrates');
  await expect(wax).toContainText('Wednesdays');

  await expect(page.getByText(/deals don't stack unless/i)).toBeVisible();
  await expect(page.getByText(/first-time and birthday deals are applied at checkout/i)).toBeVisible();
  await axe.expectNoViolations();
});

test('an everyday deal links to the menu narrowed to it, and its products show the deal price', async ({ page }) => {
  await page.goto('/dispensary-deals');
  const card = page.getByRole('article', { name: EVERYDAY_DEAL });
  await card.getByRole('link', { name: /shop this deal/i }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/brands/huron-valley-growers' && url.searchParams.get('deal') === '1',
  );

  const products = page.locator('main a[href^="/products/"]');
  await expect(products.first()).toBeVisible();
  await products.first().click();

  await expect(page.getByRole('link', { name: 'Huron Valley Growers', exact: true })).toBeVisible();
  await expect(page.getByText(EVERYDAY_DEAL).first()).toBeVisible();
  // The regular price is struck through next to the deal price.
  await expect(page.locator('table del').first()).toBeVisible();
});
