import { expect, test } from './fixtures.ts';

/**
 * The suite's server runs as behind a proxy on this machine (TRUST_PROXY=127.0.0.1, see
 * playwright.config.ts): the client is the address the proxy appended to X-Forwarded-For, so each
 * client is counted apart, and a write the browser sent over HTTPS to the proxy is the store's
 * own (decision 54).
 */

test.describe('behind a trusted proxy', () => {
  test('one client’s wrong passwords slow that client, not another one signing in to the same account', async ({
    request,
  }) => {
    // Every try costs a password hash, on purpose.
    test.setTimeout(180_000);
    const account = `proxy-throttle-${Date.now()}@example.com`;
    const signIn = (client: string) =>
      request.post('/api/auth/sign-in', {
        data: { email: account, password: 'not the password at all' },
        headers: { 'x-forwarded-for': client },
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await signIn('198.51.100.10')).status()).toBe(401);
    const guesser = await signIn('198.51.100.10');
    expect(guesser.status()).toBe(429);
    expect(guesser.headers()['retry-after']).toBeTruthy();
    // Another client is asked for the password (401: it does not match), never told to wait.
    const owner = await signIn('192.0.2.77');
    expect(owner.status()).toBe(401);
    // What a client writes left of the proxy's entry is ignored: the guesser cannot pose as another.
    expect((await signIn('192.0.2.99, 198.51.100.10')).status()).toBe(429);
  });

  test('a write the browser sent over HTTPS to a TLS proxy is accepted; another host named by the proxy is not', async ({
    request,
    baseURL,
  }) => {
    const host = new URL(baseURL!).host;
    const quote = (headers: Record<string, string>) =>
      request.post('/api/cart/quote', { data: { mode: 'adult', lines: [] }, headers });
    const overTls = await quote({ origin: `https://${host}`, 'x-forwarded-proto': 'https' });
    expect(overTls.status()).toBe(200);
    // The host comes from the request (or SITE_URL), never from X-Forwarded-Host.
    const forged = await quote({
      origin: 'https://shop.example.net',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.example.net',
    });
    expect(forged.status()).toBe(403);
  });
});
