import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { createHttpClient, HttpError } from '#lib/http/http-client.ts';
import type { SearchWord, SearchWordList } from '#lib/catalog/search-words.ts';
import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';
import { addToCart, checkOut } from './shopper-support.ts';

/**
 * A write whose answer is lost after the store ran it (decision 52): sent again only when it
 * carries an Idempotency-Key, and then answered from the kept answer, never run twice.
 */

/** What the store answered one request that went through the relay. */
interface Relayed {
  key: string | null;
  status: number;
  replayed: string | null;
}

/**
 * A relay in front of the store that passes each request on, waits for the store's whole answer,
 * and then, for the first `resets` requests, resets the connection instead of passing the answer
 * back: the store ran the write, the client never heard.
 */
async function startResettingRelay(store: string) {
  const relayed: Relayed[] = [];
  let resetsLeft = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const answer = await fetch(new URL(request.url ?? '/', store), {
          method: request.method,
          headers: passedOn(request.headers, store),
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        });
        const body = Buffer.from(await answer.arrayBuffer());
        const key = request.headers['idempotency-key'];
        relayed.push({
          key: typeof key === 'string' ? key : null,
          status: answer.status,
          replayed: answer.headers.get('idempotent-replayed'),
        });
        if (resetsLeft > 0) {
          resetsLeft--;
          request.socket.resetAndDestroy();
          return;
        }
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
        response.end(body);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    relayed,
    /** The next `count` answers are lost. */
    loseAnswers(count: number) {
      relayed.length = 0;
      resetsLeft = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The request's headers as the store should see them: addressed to it, from its own pages. */
function passedOn(headers: IncomingHttpHeaders, store: string): Record<string, string> {
  const passed: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string' && !['host', 'connection', 'content-length', 'origin'].includes(name)) {
      passed[name] = value;
    }
  }
  return { ...passed, origin: store };
}

/** A search word no other test or run uses (letters only: the vocabulary keeps words as typed). */
const uniqueTerm = (label: string) =>
  `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/[^a-z]/g, 'q') + 'x';

async function wordsNamed(request: APIRequestContext, baseURL: string, term: string): Promise<SearchWord[]> {
  const response = await request.get(new URL('/api/dashboard/catalog/search-words', baseURL).href);
  return ((await response.json()) as SearchWordList).words.filter((word) => word.term === term);
}

test.describe('a write whose answer was lost', () => {
  test('over HTTP: without a key it is not sent again; with one it is, once, and the store runs it once', async ({
    request,
    baseURL,
  }) => {
    await signInAs(request, baseURL!, 'manager');
    const cookie = (await request.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const relay = await startResettingRelay(baseURL!);
    try {
      const http = createHttpClient({ baseUrl: relay.url, sleep: async () => {} });
      const add = (term: string, idempotencyKey?: null) =>
        http.post<SearchWord>(
          '/api/dashboard/catalog/search-words',
          { term, categorySlugs: ['chocolates'] },
          { headers: { cookie }, ...(idempotencyKey === null ? { idempotencyKey } : {}) },
        );

      // Without a key: sent once. The store made the word; the client only knows the connection broke.
      const unkeyed = uniqueTerm('unkeyed');
      relay.loseAnswers(1);
      const lost = await add(unkeyed, null).catch((error: unknown) => error);
      expect(lost).toBeInstanceOf(HttpError);
      expect((lost as HttpError).status).toBeNull();
      expect(relay.relayed).toEqual([{ key: null, status: 201, replayed: null }]);
      expect(await wordsNamed(request, baseURL!, unkeyed)).toHaveLength(1);

      // With a key: sent again once with the same key, and answered with the kept answer.
      const keyed = uniqueTerm('keyed');
      relay.loseAnswers(1);
      const made = await add(keyed);
      const [first, repeat] = relay.relayed;
      expect(relay.relayed).toHaveLength(2);
      expect(first).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 201, replayed: null });
      expect(repeat).toEqual({ key: first!.key, status: 201, replayed: 'true' });
      expect(made).toMatchObject({ term: keyed, categorySlugs: ['chocolates'] });
      const stored = await wordsNamed(request, baseURL!, keyed);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.id).toBe(made.id);
    } finally {
      await relay.close();
    }
  });

  test('in the dashboard: a word added while the connection drops is added once, and the page says so', async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(/ERR_CONNECTION_RESET/);
    await signInAs(context, baseURL!, 'manager');
    const sent: Array<{ key: string | null; status: number | null }> = [];
    await page.route('**/api/dashboard/catalog/search-words', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const key = await route.request().headerValue('idempotency-key');
      if (sent.length > 0) {
        sent.push({ key, status: null });
        return route.continue();
      }
      // The first: the store adds the word, the browser never hears.
      const answer = await route.fetch();
      sent.push({ key, status: answer.status() });
      return route.abort('connectionreset');
    });

    const term = uniqueTerm('dropped');
    await page.goto('/dashboard/menu/search-words');
    await page.getByLabel('Search word', { exact: true }).fill(term);
    await page
      .getByRole('group', { name: /Categories it finds/ })
      .getByRole('checkbox', { name: 'Chocolates', exact: true })
      .check();
    await page.getByRole('button', { name: 'Add search word' }).click();
    await expect(page.getByRole('status')).toHaveText(`“${term}” added. The menu search uses it now.`);
    await expect(page.getByRole('rowheader', { name: term, exact: true })).toHaveCount(1);

    expect(sent).toHaveLength(2);
    expect(sent[0]!.status).toBe(201);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(await wordsNamed(context.request, baseURL!, term)).toHaveLength(1);
  });

  test('at checkout: an order whose answer was lost is asked for again with its key and placed once', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/ERR_CONNECTION_RESET/);
    const placements: Array<{ key: string | null; bodyKey: string; status: number; number: string | null }> = [];
    await page.route('**/api/checkout', async (route) => {
      const { idempotencyKey } = route.request().postDataJSON() as { idempotencyKey: string };
      const answer = await route.fetch();
      const placed = answer.ok() ? ((await answer.json()) as { order: { number: string } }) : null;
      placements.push({
        key: await route.request().headerValue('idempotency-key'),
        bodyKey: idempotencyKey,
        status: answer.status(),
        number: placed?.order.number ?? null,
      });
      // The first order placed: the store made it, the browser never hears.
      if (answer.status() === 201 && placements.filter((placement) => placement.status === 201).length === 1) {
        return route.abort('connectionreset');
      }
      return route.fulfill({ response: answer });
    });

    await addToCart(page, { path: '/products/huron-valley-growers-chemdawg', size: /^3\.5 g/ }, 1);
    const number = await checkOut(page, { name: 'Rhea Retry', email: `retry.${Date.now()}@example.com` });

    const [lost, repeat] = placements.slice(-2);
    expect(lost).toMatchObject({ status: 201, number: expect.stringMatching(/^RR-[0-9A-Z]{6}$/) });
    // Placement answers a repeat of its key with the order it placed (200), not a second order.
    expect(repeat).toMatchObject({ key: lost!.key, status: 200, number: lost!.number });
    expect(number).toBe(lost!.number);
    for (const placement of placements) expect(placement.key).toBe(placement.bodyKey);
  });
});

test('a form pressed twice while reCAPTCHA answers is sent once, with one token', async ({ page }) => {
  await page.addInitScript(() => {
    const tokens: Array<(token: string) => void> = [];
    Object.assign(window, {
      tokensAskedFor: 0,
      giveTokens: () => tokens.splice(0).forEach((give) => give('a-token')),
      grecaptcha: {
        ready: (callback: () => void) => callback(),
        execute: () => {
          (window as unknown as { tokensAskedFor: number }).tokensAskedFor++;
          return new Promise<string>((resolve) => tokens.push(resolve));
        },
      },
    });
  });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/newsletter') posts.push(request.url());
  });
  await page.goto('/newsletter');
  await page.getByLabel('Email').fill(`twice.${Date.now()}@example.com`);
  await page.getByLabel('Date of birth').fill('1990-04-20');
  await page.getByLabel('I am 21 or older.').check();
  const signUp = page.getByRole('button', { name: 'Sign up' });
  await signUp.click();
  await signUp.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { tokensAskedFor: number }).tokensAskedFor))
    .toBe(1);

  await page.evaluate(() => (window as unknown as { giveTokens: () => void }).giveTokens());
  await expect(page.getByText(/Check your inbox at/)).toBeVisible();
  expect(posts).toHaveLength(1);
});
