import { expect, test } from './fixtures.ts';

/**
 * NUL cannot be stored in PostgreSQL text and no person types it: wherever it arrives — a path, a
 * query, a JSON body, an Action's form — the built server answers 400 and nothing runs, never a
 * server error.
 */

const NUL = '\u0000';

test('a NUL in a page path or query is a 400, not a server error', async ({ request }) => {
  for (const path of ['/brands/%00', '/products/blue%00dream', '/?searchTerm=blue%00', '/learn/%00?x=1']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('NUL'), fields: {} });
  }
});

test('a NUL in a checkout, a quote or a sign-in is a 400 and places nothing', async ({ request, baseURL }) => {
  const headers = { Origin: baseURL!, 'Content-Type': 'application/json' };
  const checkout = await request.post('/api/checkout', {
    headers,
    data: JSON.stringify({ name: `Dana${NUL}`, email: 'dana@example.com', lines: [] }),
  });
  expect(checkout.status()).toBe(400);
  expect((await checkout.json()).error).toContain('NUL');
  const quote = await request.post('/api/cart/quote', {
    headers,
    data: JSON.stringify({ lines: [{ variantId: `a${NUL}`, quantity: 1 }] }),
  });
  expect(quote.status()).toBe(400);
  const signIn = await request.post('/api/auth/sign-in', {
    headers,
    data: JSON.stringify({ email: `a${NUL}@example.com`, password: 'x' }),
  });
  expect(signIn.status()).toBe(400);
});

test('a NUL in an Action’s form is a 400, whether posted to the page or to the Action', async ({
  request,
  baseURL,
}) => {
  const headers = { Origin: baseURL! };
  const form = { email: `dana${NUL}@example.com`, password: 'not this one' };
  const byPage = await request.post('/account/login?_action=account.signIn', { headers, form, maxRedirects: 0 });
  expect(byPage.status()).toBe(400);
  const direct = await request.post('/_actions/account.signIn', { headers, form });
  expect(direct.status()).toBe(400);
  const fine = await request.post('/_actions/account.signIn', {
    headers,
    form: { email: 'nobody@example.com', password: 'not this one' },
  });
  expect(fine.status()).toBeLessThan(500);
});
