import { readdirSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Page, Request } from '@playwright/test';
import { createRouteTable } from '#lib/routing/route-table.ts';
import { THIRD_PARTY_REQUEST } from '../support/third-party-stand-ins.ts';
import { registerAndSignIn } from './account-support.ts';
import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';
import { applyForBudtender } from './job-application-support.ts';
import { emailedLink, pickUp } from './order-emails-support.ts';
import { addToCart, checkOut, shopperContext } from './shopper-support.ts';
import { hidePage, keepSentBeacons, sentBeacons } from './web-vitals-support.ts';

/**
 * Secret links (decision 50), each made the way the store makes it and opened the way its reader
 * opens it, in a tab of its own: the token is traded for a cookie on arrival, so it is not in the
 * address bar, the tab's history, its referrers, anything the page sends (to the store or to the
 * tag manager and reCAPTCHA, which load on the first interaction), nor in the web vitals the store
 * keeps; and the page still does its work.
 */

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
const GELATO = { path: '/products/thunder-bay-cultivators-gelato', size: /^7 g/ };
const PASSWORD = 'Lake Huron sunsets 77';

/** The token of an emailed link: the last segment of its path, or its `token` parameter. */
function tokenOf(link: string): string {
  const url = new URL(link, 'http://store.test');
  const token = url.searchParams.get('token') ?? decodeURIComponent(url.pathname.split('/').at(-1)!);
  expect(token.length).toBeGreaterThan(20);
  return token;
}

/** A link opened in a tab of its own, and everything that tab sends. */
interface Visit {
  page: Page;
  token: string;
  sent: Request[];
}

/**
 * Opens `link` as the first address of a new tab of `context`, as a mail client does, and checks
 * the token went no further than the cookie: the tab's address, the one history entry the link
 * adds and the page's referrer hold none. `storefront` pages load the tag manager and reCAPTCHA on the first interaction.
 */
async function openLink(context: BrowserContext, link: string, { storefront = true } = {}): Promise<Visit> {
  const token = tokenOf(link);
  const page = await context.newPage();
  await keepSentBeacons(page);
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  const entries = await page.evaluate(() => history.length);
  const response = await page.goto(link);
  expect(response?.request().redirectedFrom()?.url(), 'the link redirected').toContain(token);
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
  expect(page.url()).not.toContain(token);
  const seen = await page.evaluate(() => ({
    history: history.length,
    href: location.href,
    referrer: document.referrer,
  }));
  expect(seen.history - entries, 'the link adds one history entry: the address without the token').toBe(1);
  expect(`${seen.href} ${seen.referrer}`).not.toContain(token);
  if (storefront) {
    await page.mouse.move(24, 24);
    await expect
      .poll(() => sent.filter((request) => THIRD_PARTY_REQUEST.test(request.url())).length)
      .toBeGreaterThan(0);
  }
  return { page, token, sent };
}

/**
 * Ends a visit as the reader leaves (a storefront page sends its web vitals then) and checks every
 * request the tab made after the link itself: no token in its address or referrer, and none in
 * the body of a request to another site or of a beacon. Only the store's own form posts carry it.
 */
async function leave({ page, token, sent }: Visit, { storefront = true } = {}): Promise<void> {
  if (storefront) {
    // Hidden before its first paint was measured, a page would have nothing to send.
    await page.waitForLoadState('networkidle');
    const beacon = page.waitForResponse((response) => response.url().endsWith('/api/_web-vitals'));
    await hidePage(page);
    expect((await beacon).status()).toBe(204);
    await expect.poll(async () => (await sentBeacons(page)).length).toBeGreaterThan(0);
  }
  const [link, ...after] = sent;
  expect(link!.url()).toContain(token);
  expect(after.length).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  for (const request of after) {
    const where = `${request.method()} ${request.url()}`;
    expect(request.url(), where).not.toContain(token);
    expect((await request.headerValue('referer')) ?? '', where).not.toContain(token);
    if (!request.url().startsWith(origin)) expect(request.postData() ?? '', where).not.toContain(token);
  }
  expect((await sentBeacons(page)).join('\n')).not.toContain(token);
  await page.close();
}

/** Checks no web-vitals beacon the store keeps names any of `tokens`, as a manager reads them. */
async function expectNoTokenInVitals(browser: Browser, baseURL: string, tokens: string[]): Promise<void> {
  const manager = await browser.newContext({ baseURL });
  await signInAs(manager, baseURL, 'manager');
  const report = await (await manager.request.get('/api/dashboard/vitals?period=1')).text();
  await manager.close();
  for (const token of tokens) expect(report).not.toContain(token);
}

/** A staff member's API session in a browser context of its own. */
async function staffRequest(browser: Browser, baseURL: string, role: 'admin' | 'manager'): Promise<APIRequestContext> {
  const staff = await shopperContext(browser, baseURL);
  await signInAs(staff, baseURL, role);
  return staff.request;
}

test.describe.configure({ timeout: 300_000 });

test('a customer’s links — email confirmation, review invitation, first-purchase question, password reset — leave their token nowhere and still work', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('secret.customer');
  await registerAndSignIn(page, { name: 'Sasha Secret', email, password: PASSWORD });
  const staff = await staffRequest(browser, baseURL!, 'admin');

  // Email confirmation: an endpoint that uses the link and redirects, leaving nothing behind.
  const confirming = await openLink(context, await emailedLink(staff, email, 'confirm_email'));
  await expect(confirming.page).toHaveURL(/\/account\?updated=email$/);
  await expect(confirming.page.getByText('Your email address is confirmed.')).toBeVisible();
  await leave(confirming);

  await addToCart(page, GELATO, 1);
  const number = await checkOut(page, { name: 'Sasha Secret', email });
  await pickUp(staff, baseURL!, number);

  // The review invitation, opened in another browser: the token waits in a cookie of its page only.
  const guest = await shopperContext(browser, baseURL!);
  const reviewing = await openLink(guest, await emailedLink(staff, email, 'pickup_follow_up', '/reviews/write/'));
  await expect(reviewing.page).toHaveURL(/\/reviews\/write$/);
  const cookie = (await guest.cookies()).find((candidate) => candidate.name === 'rr_link_review');
  expect(cookie).toMatchObject({ value: reviewing.token, path: '/reviews/write', httpOnly: true, sameSite: 'Lax' });
  expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(3600_000);
  const form = reviewing.page.getByRole('form', { name: 'Review Gelato' });
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Your review').fill('Sweet and dense, as promised.');
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(reviewing.page.getByRole('region', { name: 'Gelato' }).getByRole('status')).toHaveText(
    'Thank you! Your review is published.',
  );
  await leave(reviewing);

  // The first-purchase question: the form posts its token in the body, never in its address.
  const answering = await openLink(
    guest,
    await emailedLink(staff, email, 'pickup_follow_up', '/feedback/first-purchase'),
  );
  await expect(answering.page).toHaveURL(/\/feedback\/first-purchase$/);
  const question = answering.page.getByRole('form', { name: 'Your first visit' });
  expect(await question.getAttribute('action')).not.toContain(answering.token);
  await answering.page.getByRole('radio', { name: '9', exact: true }).check();
  await answering.page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(answering.page.getByRole('status').filter({ hasText: 'Thank you!' })).toContainText(number);
  await leave(answering);

  // A password reset, asked for and used in a browser where nobody is signed in.
  const visitor = await shopperContext(browser, baseURL!);
  const asking = await visitor.newPage();
  await asking.goto('/account/forgot-password');
  await asking.getByLabel('Email').fill(email);
  await asking.getByRole('button', { name: 'Send the link' }).click();
  await expect(asking.locator('#reset-sent')).toBeVisible();
  const resetting = await openLink(visitor, await emailedLink(staff, email, 'reset_password'), { storefront: false });
  await expect(resetting.page).toHaveURL(/\/account\/update-password$/);
  await resetting.page.getByLabel('New password').fill('Lake Erie mornings 88');
  await resetting.page.getByRole('button', { name: 'Save password' }).click();
  await expect(resetting.page).toHaveURL(/\/account\?updated=password$/);
  await leave(resetting, { storefront: false });

  await expectNoTokenInVitals(browser, baseURL!, [reviewing.token, answering.token, confirming.token]);
  await guest.close();
  await visitor.close();
});

test('newsletter links — confirmation, unsubscribe, preferences — leave their token nowhere and still work', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('secret.reader');
  await page.goto('/newsletter');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Date of birth').fill('1990-04-20');
  await page.getByLabel('I am 21 or older.').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(/Check your inbox at/)).toBeVisible();

  const staff = await staffRequest(browser, baseURL!, 'admin');
  const linkTo = async (template: string, path: string) => {
    const detail = (await (
      await staff.get(`/api/dashboard/newsletter/subscribers/history?address=${encodeURIComponent(email)}`)
    ).json()) as { messages: { template: string; text: string }[] };
    const text = detail.messages.find((message) => message.template === template)?.text ?? '';
    const found = new RegExp(`https?://\\S+(${path}\\S+)`).exec(text);
    if (!found) throw new Error(`No ${path} link in the ${template} email to ${email}`);
    return found[1]!;
  };

  const reader = await shopperContext(browser, baseURL!);
  const confirming = await openLink(reader, await linkTo('newsletter_confirm', '/newsletter/confirm/'));
  await expect(confirming.page).toHaveURL(/\/newsletter\/confirm$/);
  await confirming.page.getByRole('button', { name: 'Yes, subscribe me' }).click();
  await expect(confirming.page.getByText(`You are subscribed: ${email}`)).toBeVisible();
  await leave(confirming);

  const issue = await staff.post('/api/dashboard/newsletter/issues', {
    data: { subject: 'Fresh this week', body: 'New arrivals on the shelves every Friday.' },
    headers: { Origin: baseURL! },
  });
  expect(issue.status(), await issue.text()).toBe(201);

  // The unsubscribe page asks, unsubscribes on its button, and links to the preferences without a token.
  const leaving = await openLink(reader, await linkTo('newsletter_issue', '/unsubscribe/'));
  await expect(leaving.page).toHaveURL(/\/unsubscribe$/);
  await leaving.page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(leaving.page.getByText(`You are unsubscribed: ${email}`)).toBeVisible();
  const preferences = leaving.page.getByRole('link', { name: 'See and change all your subscriptions' });
  await expect(preferences).toHaveAttribute('href', '/newsletter/preferences');
  await preferences.click();
  await expect(leaving.page.getByText(`For ${email}.`)).toBeVisible();
  await leave(leaving);

  // The preferences link of the issue itself: the page changes a subscription.
  const choosing = await openLink(reader, await linkTo('newsletter_issue', '/newsletter/preferences/'));
  await expect(choosing.page).toHaveURL(/\/newsletter\/preferences$/);
  const row = choosing.page.locator('[data-subscription="email-marketing"]');
  await row.getByRole('button', { name: /^Subscribe/ }).click();
  await expect(choosing.page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(choosing.page.locator('[data-subscription="email-marketing"]').getByRole('button')).toContainText(
    'Unsubscribe',
  );
  await leave(choosing);

  await expectNoTokenInVitals(browser, baseURL!, [confirming.token, leaving.token, choosing.token]);
  await reader.close();
});

test('an applicant’s, a reporter’s and an admin’s links — application status, résumé download, media kit — leave their token nowhere and still work', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('secret.applicant');
  await registerAndSignIn(page, { name: 'Casey Secret', email, password: PASSWORD });
  await applyForBudtender(page, { name: 'Casey Secret', email, resume: 'Casey resume.pdf' });

  // The admin downloads the résumé through its five-minute link.
  const admin = await shopperContext(browser, baseURL!);
  await signInAs(admin, baseURL!, 'admin');
  const jobs = (await (await admin.request.get('/api/dashboard/hiring/postings?state=all')).json()) as {
    id: string;
    slug: string;
  }[];
  const budtender = jobs.find((job) => job.slug === 'budtender')!;
  const rows = (await (
    await admin.request.get(
      `/api/dashboard/hiring/postings/${budtender.id}/applications?q=${encodeURIComponent(email)}`,
    )
  ).json()) as { id: string; email: string }[];
  const applied = rows.find((row) => row.email === email)!;
  const made = await admin.request.post(`/api/dashboard/hiring/applications/${applied.id}/resume-link`, {
    headers: { Origin: baseURL! },
  });
  const { url } = (await made.json()) as { url: string };
  const resumeToken = tokenOf(url);
  const desk = await admin.newPage();
  const deskRequests: Request[] = [];
  desk.on('request', (request) => deskRequests.push(request));
  await desk.goto('/dashboard/jobs');
  const downloaded = desk.waitForEvent('download');
  await desk.evaluate((address) => location.assign(address), url);
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('Casey resume.pdf');
  expect(new URL(download.url()).pathname).toBe('/dashboard/files/resume');
  expect(desk.url()).not.toContain(resumeToken);
  const linkRequests = deskRequests.filter((request) => request.url().includes(resumeToken));
  expect(linkRequests.map((request) => new URL(request.url()).pathname)).toEqual([url]);
  await admin.close();

  // The applicant's own page: where the application stands, and deleting it.
  const staff = await staffRequest(browser, baseURL!, 'admin');
  const applicant = await shopperContext(browser, baseURL!);
  const checking = await openLink(applicant, await emailedLink(staff, email, 'job_application_received'));
  await expect(checking.page).toHaveURL(/\/learn\/jobs\/application$/);
  await expect(checking.page.getByTestId('application-status')).toContainText('Budtender');
  await checking.page.getByLabel('Yes, delete my application and résumé.').check();
  await checking.page.getByRole('button', { name: 'Delete my application' }).click();
  await expect(checking.page.locator('#application-deleted')).toBeVisible();
  await leave(checking);

  // A press request from the same address, approved: the media kit's link.
  await page.goto('/media-access');
  await page.getByLabel('Your name').fill('Casey Secret');
  await page.getByLabel('Outlet').fill('Monroe Secret Review');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('What is it for?').fill('A feature on how the store keeps its links private.');
  await page.getByRole('button', { name: 'Request the media kit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your request is in' })).toBeVisible();
  const inbox = (await (
    await staff.get(`/api/dashboard/inquiries?status=all&q=${encodeURIComponent(email)}`)
  ).json()) as { items: { id: string }[] };
  const approved = await staff.post(`/api/dashboard/inquiries/${inbox.items[0]!.id}/press-approval`, {
    headers: { Origin: baseURL! },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const kit = await openLink(applicant, await emailedLink(staff, email, 'press_media_kit'));
  await expect(kit.page).toHaveURL(/\/media-access\/kit$/);
  await expect(kit.page.getByRole('heading', { level: 1, name: /media kit$/ })).toBeVisible();
  await leave(kit);

  await expectNoTokenInVitals(browser, baseURL!, [checking.token, kit.token, resumeToken]);
  await applicant.close();
});

test('staff links — a content preview and a staff invitation — leave their token nowhere and still work', async ({
  browser,
  baseURL,
}) => {
  const admin = await shopperContext(browser, baseURL!);
  await signInAs(admin, baseURL!, 'admin');
  const page = (await (await admin.request.get('/api/dashboard/content/at?path=/privacy-policy')).json()) as {
    page: { id: string };
  };
  const made = await admin.request.post(`/api/dashboard/content/${page.page.id}/preview`, {
    headers: { Origin: baseURL! },
  });
  const previewing = await openLink(admin, ((await made.json()) as { url: string }).url);
  await expect(previewing.page).toHaveURL(/\/content-preview$/);
  await expect(previewing.page.getByRole('note')).toContainText('Preview of a draft');
  await leave(previewing);

  // An invitation opens the dashboard's set-up screen, whose calls carry no token either.
  const email = uniqueEmail('secret.manager');
  const invited = await admin.request.post('/api/dashboard/users', {
    data: { email, fullName: 'Morgan Secret', role: 'manager' },
    headers: { Origin: baseURL! },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const newcomer = await browser.newContext({ baseURL });
  const joining = await openLink(newcomer, await emailedLink(admin.request, email, 'invite'), { storefront: false });
  await expect(joining.page).toHaveURL(/\/dashboard\/confirm$/);
  await expect(joining.page.getByRole('heading', { level: 1, name: 'Set up your staff account' })).toBeVisible();
  await joining.page.getByLabel('New password', { exact: true }).fill('Raisin river lanterns 2026');
  await joining.page.getByLabel('New password again').fill('Raisin river lanterns 2026');
  await joining.page.getByRole('button', { name: 'Save and open the dashboard' }).click();
  await expect(joining.page).toHaveURL(/\/dashboard$/);
  await expect(joining.page.getByRole('banner')).toContainText('Morgan Secret');
  await leave(joining, { storefront: false });

  await expectNoTokenInVitals(browser, baseURL!, [previewing.token]);
  await admin.close();
  await newcomer.close();
});

/** Every route of the store, as the server names pages (its route files under src/pages). */
const ROUTES = new Set(
  createRouteTable(readdirSync('src/pages', { recursive: true, encoding: 'utf8' }).map((file) => `/src/pages/${file}`))
    .routes.map((route) => route.pattern)
    .concat('other'),
);

const MADE_UP = 'bWFkZS11cA.1893456000.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd';
const SECRET_ADDRESSES = [
  `/reviews/write/${MADE_UP}`,
  `/feedback/first-purchase?token=${MADE_UP}`,
  `/newsletter/confirm/${MADE_UP}`,
  `/newsletter/preferences/${MADE_UP}`,
  `/unsubscribe/${MADE_UP}`,
  `/learn/jobs/application/${MADE_UP}`,
  `/media-access/kit/${MADE_UP}`,
];

test('a manager’s web vitals name pages by their routes only, and a link that does not work, or no link, says so', async ({
  page,
  context,
  browser,
  baseURL,
  axe,
}) => {
  const reader = await shopperContext(browser, baseURL!);
  for (const address of SECRET_ADDRESSES) {
    const visit = await openLink(reader, address);
    await expect(visit.page.getByRole('main')).toContainText(
      /not valid|does not work|expired|does not open|After your first pickup/,
    );
    await leave(visit);
  }
  await reader.close();

  // The same pages opened without a link, or once its cookie is gone, say what an unusable link says.
  const stranger = await shopperContext(browser, baseURL!);
  const bare = await stranger.newPage();
  await bare.goto('/reviews/write');
  await expect(bare.getByTestId('invite-invalid')).toContainText('not valid or has expired');
  await bare.goto('/newsletter/confirm');
  await expect(bare.getByText('This link does not work.')).toBeVisible();
  await bare.goto('/account/update-password');
  await expect(bare.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await stranger.close();

  await signInAs(context, baseURL!, 'manager');
  await page.goto('/dashboard/web-vitals?period=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Web vitals' })).toBeVisible();
  const options = await page
    .getByRole('combobox', { name: 'Page' })
    .locator('option:not([value=""])')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLOptionElement).value));
  expect(options).toEqual(expect.arrayContaining(['/reviews/write/[...token]', '/unsubscribe/[...token]']));
  const rows = await page.getByRole('table', { name: 'By page' }).getByRole('rowheader').allTextContents();
  expect(rows.length).toBeGreaterThan(0);
  expect([...options, ...rows].filter((route) => !ROUTES.has(route))).toEqual([]);
  await expect(page.getByRole('main')).not.toContainText(MADE_UP);
  await axe.expectNoViolations();
  await expectNoTokenInVitals(browser, baseURL!, [MADE_UP]);
});
