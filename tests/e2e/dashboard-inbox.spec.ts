import { expect, test } from './fixtures.ts';
import { signInAs } from './dashboard-support.ts';

/** The inbox as an admin works it, and as a manager is refused it (page and API). */
test('an admin answers a message, approves a press request and adds a tour slot', async ({
  page,
  context,
  baseURL,
  axe,
}) => {
  await page.goto('/media-access');
  await page.getByLabel('Your name').fill('Avery Reporter');
  await page.getByLabel('Outlet').fill('River Raisin Review');
  await page.getByLabel('Work email').fill('avery@review.test');
  await page.getByLabel('What is it for?').fill('A feature on craft growers in Monroe County.');
  await page.getByRole('button', { name: 'Request the media kit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your request is in' })).toBeVisible();

  await signInAs(context, baseURL!, 'admin');
  await page.goto('/dashboard/inbox?kind=press');
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Newsletter subscribers' })).toHaveAttribute(
    'href',
    '/dashboard/inbox/subscribers',
  );
  await page.getByRole('search').getByLabel('Name, email or words').fill('river raisin review');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status')).toHaveText('1 request');
  await axe.expectNoViolations();
  await page.getByRole('link', { name: 'Avery Reporter' }).click();
  await expect(page.getByRole('heading', { name: 'Press request from Avery Reporter' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve and send the link' }).click();
  await expect(page.getByText('Media kit link emailed to avery@review.test.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();

  await page.getByLabel('Reply to avery@review.test').fill('Happy to help; the link is in your inbox.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent to avery@review.test.')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Happy to help; the link is in your inbox.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText('Closed.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await axe.expectNoViolations();

  await page.goto('/dashboard/inbox/tours');
  await expect(page.getByRole('heading', { name: 'Tour calendar', level: 1 })).toBeVisible();
  const add = page.getByRole('form', { name: 'Add a tour slot' });
  await add.getByLabel('Date').fill('2031-06-07');
  await add.getByLabel('Start').fill('10:30');
  await add.getByLabel('People').fill('12');
  await add.getByLabel('Note').fill('Summer opening tour');
  await add.getByRole('button', { name: 'Add slot' }).click();
  await expect(page.getByText('Tour slot added.')).toBeVisible();
  const slot = page.getByTestId('tour-slot').filter({ hasText: 'Summer opening tour' });
  await expect(slot.getByRole('heading')).toHaveText('Sat, Jun 7, 10:30 – 11:30 AM');
  await expect(slot).toContainText('0 of 12 places booked');
  await axe.expectNoViolations();
});

test('a manager cannot open the inbox nor call its endpoints', async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, 'manager');
  for (const path of ['/dashboard/inbox', '/dashboard/inbox/tours']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Inbox' })).toHaveCount(0);
  for (const [method, path] of [
    ['GET', '/api/dashboard/inquiries'],
    ['GET', '/api/dashboard/inquiries/tour-slots'],
    ['POST', '/api/dashboard/inquiries/tour-slots'],
  ] as const) {
    const answer = await page.request.fetch(new URL(path, baseURL).href, {
      method,
      headers: { Origin: baseURL! },
      data: method === 'POST' ? {} : undefined,
    });
    expect(answer.status(), `${method} ${path}`).toBe(403);
  }
});
