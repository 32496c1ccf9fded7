import type { APIRequestContext } from '@playwright/test';
import { DASHBOARD_ROUTES, guardAllows } from '#lib/staff/route-access.ts';
import type { Role } from '#lib/vocabulary/accounts.ts';
import { DASHBOARD_ENDPOINTS } from '#server/dashboard/dashboard-api-routes.ts';
import { signInAs, type DemoRole } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';

/**
 * The route-and-role table walked for real (spec §6): every dashboard endpoint and every dashboard
 * page, for a signed-out visitor, a customer, a manager and an admin, over HTTP against the built
 * server. Each answer must be exactly what the table allows: 401 signed out, 403 for a role the
 * route refuses, and anything but those (never a 5xx) for a role it allows.
 */

const NOBODY = '00000000-0000-0000-0000-000000000000';
const VISITORS: readonly (DemoRole | null)[] = [null, 'customer', 'manager', 'admin'];

function concrete(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? NOBODY : segment === '*' ? 'no-such-category' : segment))
    .join('/');
}

async function visitorContext(
  playwright: { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } },
  baseURL: string,
  role: DemoRole | null,
) {
  const request = await playwright.request.newContext({ baseURL });
  if (role) await signInAs(request, baseURL, role);
  return request;
}

for (const visitor of VISITORS) {
  const who = visitor ?? 'signed-out visitor';

  test(`every dashboard endpoint answers a ${who} as the route table says`, async ({ playwright, baseURL }) => {
    const request = await visitorContext(playwright, baseURL!, visitor);
    const answers: string[] = [];
    const expected: string[] = [];
    for (const endpoint of DASHBOARD_ENDPOINTS) {
      const route = DASHBOARD_ROUTES.find((candidate) => candidate.path === endpoint.route)!;
      const response = await request.fetch(`/api/dashboard/${concrete(endpoint.path)}`, {
        method: endpoint.method,
        headers: { Origin: baseURL! },
        // An empty body: refused by every schema, so walking the table changes nothing.
        ...(endpoint.method === 'GET' ? {} : { data: {} }),
        maxRedirects: 0,
      });
      const status = response.status();
      const allowed = guardAllows(route.guard, visitor as Role | null);
      const verdict = (code: number) =>
        code === 401 ? '401' : code === 403 ? '403' : code >= 500 ? `${code} server error` : 'allowed';
      answers.push(`${endpoint.method} ${endpoint.path}: ${verdict(status)}`);
      expected.push(`${endpoint.method} ${endpoint.path}: ${visitor === null ? '401' : allowed ? 'allowed' : '403'}`);
    }
    expect(answers).toEqual(expected);
    await request.dispose();
  });

  test(`every dashboard page answers a ${who} as the route table says`, async ({ playwright, baseURL }) => {
    const request = await visitorContext(playwright, baseURL!, visitor);
    const answers: string[] = [];
    const expected: string[] = [];
    for (const route of DASHBOARD_ROUTES) {
      const path = route.path ? `/dashboard/${concrete(route.path)}` : '/dashboard';
      const response = await request.get(path, { maxRedirects: 0 });
      const location = response.headers().location ?? '';
      answers.push(`${path}: ${response.status()}${location ? ` → ${location.split('?')[0]}` : ''}`);
      let wanted: string;
      if (route.guard === 'public')
        wanted = route.path === 'login' && (visitor === 'manager' || visitor === 'admin') ? '302 → /dashboard' : '200';
      else if (visitor === null) wanted = '302 → /dashboard/login';
      else wanted = guardAllows(route.guard, visitor) ? '200' : '403';
      expected.push(`${path}: ${wanted}`);
    }
    expect(answers).toEqual(expected);
    await request.dispose();
  });
}

test('the app shows or refuses every page for a manager, as the server does', async ({ page, context, baseURL }) => {
  // One full page load per route of the table, which grows with every dashboard page.
  test.slow();
  await signInAs(context, baseURL!, 'manager');
  for (const route of DASHBOARD_ROUTES.filter((candidate) => candidate.guard !== 'public')) {
    const path = route.path ? `/dashboard/${concrete(route.path)}` : '/dashboard';
    await page.goto(path);
    await expect(page.locator('#main h1')).toBeVisible();
    const refused = page.getByRole('heading', { name: 'You cannot open this page' });
    if (guardAllows(route.guard, 'manager')) await expect(refused, path).toHaveCount(0);
    else await expect(refused, path).toBeVisible();
  }
});
