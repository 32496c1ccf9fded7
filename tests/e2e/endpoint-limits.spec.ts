import { endpointFiles, pathOf } from '../support/endpoint-files.ts';
import { expect, test } from './fixtures.ts';

/**
 * Every public endpoint that takes a request body, found from the files under src/pages/api (a
 * new one is walked without being named here), against the built server: a 1 MB body is refused
 * with 413 before it is read, a malformed one with 400 and `{ error, fields }`, and neither is
 * ever a server error.
 */

const ONE_MB = 'x'.repeat(1024 * 1024);

/** Values for the public routes' path parameters. */
const PARAMETERS = { beacon: '_web-vitals' };
/**
 * Endpoints this test server has not configured: they take any form (the provider's signature is
 * what they check), so a "malformed" one is simply an unconfigured provider's 404.
 */
const UNCONFIGURED: Readonly<Record<string, number>> = { '/api/sms/inbound': 404 };

const writes = endpointFiles()
  .filter((file) => !file.route.startsWith('dashboard/'))
  .flatMap((file) =>
    file.throughHelper
      .filter((method) => method !== 'GET')
      .map((method) => ({ method, path: `/api/${pathOf(file.route, PARAMETERS)}`, reads: file.reads[method]! })),
  );

test('the public endpoints that take a body are all walked', () => {
  expect(writes.map((write) => `${write.method} ${write.path}`)).toEqual(
    expect.arrayContaining([
      'POST /api/checkout',
      'POST /api/checkout/contact',
      'POST /api/cart/quote',
      'POST /api/auth/sign-in',
      'POST /api/_web-vitals',
      'POST /api/age-gate',
    ]),
  );
});

for (const { method, path, reads } of writes) {
  test(`${method} ${path}: 413 for a 1 MB body, ${reads === 'none' ? 'no server error' : '400'} for a malformed one`, async ({
    request,
    baseURL,
  }) => {
    const headers = { Origin: baseURL! };
    const huge = await request.fetch(path, {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      data: JSON.stringify({ text: ONE_MB }),
      maxRedirects: 0,
    });
    expect(huge.status()).toBe(413);
    expect(await huge.json()).toEqual({ error: expect.stringContaining('too much'), fields: {} });

    const malformed =
      reads === 'form'
        ? await request.fetch(path, { method, headers, form: { nonsense: 'x' }, maxRedirects: 0 })
        : await request.fetch(path, {
            method,
            headers: { ...headers, 'Content-Type': 'application/json' },
            data: '{"lines": [',
            maxRedirects: 0,
          });
    if (UNCONFIGURED[path]) {
      expect(malformed.status()).toBe(UNCONFIGURED[path]);
      return;
    }
    if (reads === 'none' || reads === 'unknown') {
      expect(malformed.status()).toBeLessThan(500);
      return;
    }
    expect(malformed.status()).toBe(400);
    const answer = (await malformed.json()) as { error: unknown; fields: Record<string, unknown> };
    expect(typeof answer.error).toBe('string');
    expect(Object.keys(answer.fields).length).toBeGreaterThan(0);
    for (const messages of Object.values(answer.fields))
      expect(messages).toEqual(expect.arrayContaining([expect.any(String)]));
  });
}

test('the account forms’ Actions are capped like the endpoints (64 KB), far below Astro’s own 1 MB', async ({
  request,
  baseURL,
}) => {
  const form = { email: 'x'.repeat(128 * 1024), password: 'not this one' };
  const response = await request.post('/_actions/account.signIn', { headers: { Origin: baseURL! }, form });
  expect(response.status()).toBe(413);
});
