import type { APIRequestContext } from '@playwright/test';
import { signInAs } from './dashboard-support.ts';
import { AGE_COOKIE, expect, test } from './fixtures.ts';

/**
 * The content editor as an admin uses it: a learn article written, a health claim flagged with its
 * rule, a preview another staff member opens (and a signed-out visitor cannot), the article
 * scheduled and published by the server's own background job when the server's clock (moved by the
 * test) reaches the chosen minute, shown with its JSON-LD, and an earlier revision restored as a
 * draft. Managers are refused every `pages` route.
 */

const STORE_ZONE = 'America/Detroit';
const TITLE = 'Edibles: start low, go slow';
const PATH = '/learn/edibles-start-low-go-slow';
const CLAIM = 'This indica cures insomnia in one night.';
const CLEAN_BODY =
  'Edibles take longer to come on than flower. Start with a small amount, wait two hours, and browse the [flower](/category/flower) while you wait.';

/** The server's clock (the end-to-end server's, which tests move forward; never the test machine's). */
async function serverNow(request: APIRequestContext): Promise<Date> {
  const answer = await request.get('/api/test-clock');
  expect(answer.status()).toBe(200);
  return new Date(((await answer.json()) as { now: string }).now);
}

/** Moves the server's clock to `at` and runs its background jobs once then; answers each job's count. */
async function moveServerClock(request: APIRequestContext, at: Date): Promise<Record<string, number | 'failed'>> {
  const answer = await request.post('/api/test-clock', { data: { at: at.toISOString() } });
  expect(answer.status()).toBe(200);
  const moved = (await answer.json()) as { now: string; jobs: Record<string, number | 'failed'> };
  expect(new Date(moved.now).getTime()).toBeGreaterThanOrEqual(at.getTime());
  return moved.jobs;
}

/** An instant as a `datetime-local` value on the store's clock. */
function storeMinute(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: STORE_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

test('a manager is refused the pages list, the editor and their endpoints', async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, 'manager');
  for (const path of ['/dashboard/pages', '/dashboard/pages/learn/terpenes-over-potency']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  }
  const list = await context.request.get('/api/dashboard/content');
  expect(list.status()).toBe(403);
  const editor = await context.request.get('/api/dashboard/content/at?path=/privacy-policy');
  expect(editor.status()).toBe(403);
});

test('an admin writes a learn article, previews it, schedules it and restores an earlier revision', async ({
  page,
  context,
  baseURL,
  browser,
  axe,
}) => {
  // The editor's whole journey, four axe checks included, in one test.
  test.slow();
  await signInAs(context, baseURL!, 'admin');
  await page.goto('/dashboard/pages?kind=legal');
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await axe.expectNoViolations();

  await page.getByText('New page').click();
  await page.getByLabel('Kind').first().selectOption('learn');
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await expect(page.getByLabel('Web address name')).toHaveValue('edibles-start-low-go-slow');
  await page.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/pages${PATH}$`));

  // The health claim is flagged with its rule as it is typed, and "Show" selects its words.
  const body = page.getByLabel(/^Text \(Markdown\)/);
  await body.fill(`Edibles take longer to come on than flower.\n\n${CLAIM}`);
  const findings = page.getByTestId('compliance-findings');
  await expect(findings).toContainText('R 420.507(3)');
  await expect(findings).toContainText('Stops publishing');
  await findings.getByRole('button', { name: 'Show in the text' }).first().click();
  const selected = await body.evaluate((area: HTMLTextAreaElement) => ({
    focused: document.activeElement === area,
    text: area.value.slice(area.selectionStart, area.selectionEnd),
  }));
  expect(selected.focused).toBe(true);
  expect(CLAIM).toContain(selected.text);
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
  await axe.expectNoViolations();

  // The server refuses to publish it, naming the rule, until the words change or a reason is recorded.
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The advertising rules stop this page' })).toBeVisible();
  await expect(page.getByLabel(/^Why the page may go out anyway/)).toBeVisible();
  await body.fill(CLEAN_BODY);
  await expect(findings).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();

  // The preview: the real page for another staff member, marked and unindexed; nothing for a signed-out visitor.
  await page.getByRole('button', { name: 'Make a preview link' }).click();
  const previewPath = await page.getByTestId('preview-link').getAttribute('href');
  expect(previewPath).toMatch(/^\/content-preview\//);
  const colleague = await browser.newContext({ baseURL });
  await colleague.addCookies([{ name: AGE_COOKIE, value: 'adult', url: baseURL! }]);
  await signInAs(colleague, baseURL!, 'manager');
  const preview = await colleague.newPage();
  const answer = await preview.goto(previewPath!);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['x-robots-tag']).toBe('noindex');
  await expect(preview.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(preview.getByRole('note')).toContainText('Preview of a draft');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await colleague.close();
  const signedOut = await browser.newContext({ baseURL });
  expect((await signedOut.request.get(previewPath!)).status()).toBe(404);
  await signedOut.close();

  // Scheduled for a minute on the store's clock, three whole minutes after the server's now: not public
  // before it, even a minute before; published by the server's own job once its clock reaches it.
  const now = await serverNow(page.request);
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 3 * 60_000);
  await page.getByLabel(`Publish at (store time, ${STORE_ZONE})`).fill(storeMinute(minute));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByTestId('publish-state')).toContainText(`Scheduled to go out`);
  expect((await page.request.get(PATH)).status()).toBe(404);
  const early = await moveServerClock(page.request, new Date(minute.getTime() - 60_000));
  expect(early['publish-scheduled-pages']).toBe(0);
  expect((await page.request.get(PATH)).status()).toBe(404);
  await moveServerClock(page.request, minute);
  expect((await page.request.get(PATH)).status()).toBe(200);

  const article = await browser.newContext({ baseURL });
  await article.addCookies([{ name: AGE_COOKIE, value: 'adult', url: baseURL! }]);
  const reader = await article.newPage();
  await reader.goto(PATH);
  await expect(reader.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const jsonLd = await reader.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.flatMap((text) => [JSON.parse(text)].flat()).map((item: { '@type': string }) => item['@type']);
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  await article.close();

  // A later edit, then the earlier revision restored: a draft again, the public page untouched.
  await page.reload();
  await page.getByLabel('Title', { exact: true }).fill(`${TITLE} (rewrite)`);
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
  await page.reload();
  const revisions = page.getByTestId('revisions').getByRole('listitem');
  const published = revisions.filter({ hasText: 'Scheduled for' });
  await published.getByRole('button', { name: 'Compare with the draft' }).click();
  await expect(page.getByTestId('revision-diff')).toContainText('(rewrite)');
  await published.getByRole('button', { name: 'Restore as the draft' }).click();
  await expect(page.getByText('Restored as the draft. Publish it when it is ready.')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(TITLE);
  await expect(revisions.first()).toContainText('Restored the revision of');
  expect(await (await page.request.get(PATH)).text()).not.toContain('(rewrite)');
  await axe.expectNoViolations();
});

test('a failed autosave keeps what was typed, says so, and saves it when tried again', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  // The store is made unreachable for the draft's saves on purpose: the browser logs the 503.
  consoleErrors.allow(/status of 503/);
  await signInAs(context, baseURL!, 'admin');
  await page.goto('/dashboard/pages/learn/cannabis-history');
  const summary = page.getByLabel(/^Summary/);
  await expect(summary).not.toHaveValue('');
  await page.route('**/api/dashboard/content/*/draft', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Try again soon.","fields":{}}' }),
  );
  await summary.fill('A short history of the plant, from hemp rope to Michigan’s dispensaries.');
  await expect(page.getByRole('status').filter({ hasText: 'Not saved: Try again soon.' })).toBeVisible();
  await expect(summary).toHaveValue('A short history of the plant, from hemp rope to Michigan’s dispensaries.');

  await page.unroute('**/api/dashboard/content/*/draft');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Summary/)).toHaveValue(
    'A short history of the plant, from hemp rope to Michigan’s dispensaries.',
  );
  // The public page still shows the published summary until the draft is published.
  expect(await (await page.request.get('/learn/cannabis-history')).text()).not.toContain('from hemp rope');
});
