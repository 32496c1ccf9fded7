import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NON_PAGE_POLICY, parsePolicy } from '#lib/security/content-security-policy.ts';
import { startStoreServer, waitUntilHealthy, type StoreServer } from '../support/store-server.ts';
import { testEngine } from '../support/test-database.ts';

/**
 * The security headers on every kind of response of a real server (`npm run serve` on a fresh
 * build): pages, page-cache hits answered before Astro, API answers, static files, errors,
 * redirects and beacons; the policy of a store with outside services configured and of one
 * without; and cross-origin writes refused whatever their content type. The servers always run
 * on their own embedded database, so the file runs once, in the PGlite project.
 */
const runsHere = testEngine === 'pglite';

const CONFIGURED = {
  PUBLIC_GTM_ID: 'GTM-INTEG01',
  PUBLIC_RECAPTCHA_SITE_KEY: '6LcIntegrationTestKeyIntegrationTest0001',
  SENTRY_DSN: 'https://public@o42.ingest.sentry.io/7',
};
const ADULT = { cookie: 'age_verified=adult' };
const BEACON = JSON.stringify({ name: 'TTFB', value: 120, rating: 'good', path: '/' });

let plain: StoreServer;
let configured: StoreServer;

beforeAll(async () => {
  if (!runsHere) return;
  // The server under test is the build, so build what the sources say now, as production does
  // (Vitest's NODE_ENV, MODE and friends would make Astro build a development bundle).
  const env = { PATH: process.env.PATH, HOME: process.env.HOME };
  const build = spawnSync('npm', ['run', 'build'], { encoding: 'utf8', env });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
  [plain, configured] = await Promise.all([startStoreServer({}), startStoreServer(CONFIGURED)]);
  await Promise.all([waitUntilHealthy(plain), waitUntilHealthy(configured)]);
}, 240_000);

afterAll(async () => {
  await Promise.all([plain?.stop(), configured?.stop()]);
});

function expectCommonHeaders(response: Response, what: string) {
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('permissions-policy'), what).toBe('camera=(), microphone=(), geolocation=()');
  expect(response.headers.get('strict-transport-security'), `${what} over plain HTTP`).toBeNull();
}

function pagePolicy(response: Response): Map<string, string[]> {
  const policy = parsePolicy(response.headers.get('content-security-policy') ?? '');
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('script-src')?.[0]).toBe("'self'");
  expect(policy.get('script-src')?.some((source) => source.startsWith("'sha256-"))).toBe(true);
  return policy;
}

describe.runIf(runsHere)('security headers on a real server', () => {
  it('a page, and the same page from the page cache, carry every header and the page policy', async () => {
    const first = await fetch(`${plain.baseURL}/`, { headers: ADULT });
    // The page is kept once it has been sent whole, so the second asks after the first's last byte.
    await first.clone().arrayBuffer();
    const second = await fetch(`${plain.baseURL}/`, { headers: ADULT });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('x-cache')).toBe('HIT');
    for (const response of [first, second]) {
      expectCommonHeaders(response, 'page');
      const policy = pagePolicy(response);
      // Nothing is configured: only the store itself.
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')?.filter((source) => source.startsWith('http'))).toEqual([]);
    }
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });

  it('every other kind of response carries them, with a policy that loads nothing', async () => {
    const html = await (await fetch(`${plain.baseURL}/`, { headers: ADULT })).text();
    const asset = html.match(/\/_astro\/[\w.-]+\.(?:js|css)/)?.[0];
    expect(asset, 'an /_astro asset in the home page').toBeTruthy();
    const responses: [string, Promise<Response>, number][] = [
      ['API JSON', fetch(`${plain.baseURL}/api/health`), 200],
      ['static asset', fetch(`${plain.baseURL}${asset}`), 200],
      ['favicon', fetch(`${plain.baseURL}/favicon.svg`), 200],
      ['build file', fetch(`${plain.baseURL}/latest-build.json?t=${Date.now()}`), 200],
      ['redirect', fetch(`${plain.baseURL}/monroe-mi-dispensary/x`, { redirect: 'manual' }), 301],
      [
        'beacon',
        fetch(`${plain.baseURL}/api/_web-vitals`, {
          method: 'POST',
          body: BEACON,
          headers: { 'content-type': 'application/json', origin: plain.baseURL },
        }),
        204,
      ],
      ['media', fetch(`${plain.baseURL}/media/products/huron-valley-growers-chemdawg.webp`), 200],
      ['malformed URL', fetch(`${plain.baseURL}/%E0%A4%A`), 400],
    ];
    for (const [what, pending, status] of responses) {
      const response = await pending;
      expect(response.status, what).toBe(status);
      expectCommonHeaders(response, what);
      expect(response.headers.get('content-security-policy'), what).toBe(NON_PAGE_POLICY);
    }
  });

  it('the 404 page carries the page policy', async () => {
    const response = await fetch(`${plain.baseURL}/no-such-page`, { headers: ADULT });
    expect(response.status).toBe(404);
    expectCommonHeaders(response, '404 page');
    pagePolicy(response);
  });

  it('Strict-Transport-Security is sent when the request arrived over HTTPS at the proxy', async () => {
    for (const path of ['/', '/api/health', '/favicon.svg']) {
      const response = await fetch(`${plain.baseURL}${path}`, { headers: { ...ADULT, 'x-forwarded-proto': 'https' } });
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains');
    }
  });

  it('a configured store allows the tag manager, reCAPTCHA and Sentry on storefront pages, only Sentry on the dashboard', async () => {
    const storefront = pagePolicy(await fetch(`${configured.baseURL}/`, { headers: ADULT }));
    expect(storefront.get('script-src')).toEqual(
      expect.arrayContaining([
        'https://www.googletagmanager.com',
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]),
    );
    expect(storefront.get('frame-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(storefront.get('connect-src')).toContain('https://o42.ingest.sentry.io');

    const dashboard = pagePolicy(await fetch(`${configured.baseURL}/dashboard/orders`, { headers: ADULT }));
    expect(dashboard.get('script-src')?.filter((source) => source.startsWith('http'))).toEqual([]);
    expect(dashboard.get('connect-src')).toEqual(["'self'", 'https://o42.ingest.sentry.io']);
    expect(dashboard.get('frame-src')).toBeUndefined();
  });
});

describe.runIf(runsHere)('cross-origin writes on a real server', () => {
  it('refuses a JSON post from another site and accepts the same beacon from the store', async () => {
    const post = (origin: string) =>
      fetch(`${plain.baseURL}/api/_web-vitals`, {
        method: 'POST',
        body: BEACON,
        headers: { 'content-type': 'application/json', origin },
      });
    const foreign = await post('https://evil.example');
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error).toMatch(/other sites/);
    expectCommonHeaders(foreign, 'refused write');
    expect((await post(plain.baseURL)).status).toBe(204);
  });

  it('refuses a write without Origin that the browser marks cross-site, and a cross-origin form post', async () => {
    const beacon = await fetch(`${plain.baseURL}/api/_web-vitals`, {
      method: 'POST',
      body: BEACON,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
    });
    expect(beacon.status).toBe(403);
    const form = await fetch(`${plain.baseURL}/api/age-gate`, {
      method: 'POST',
      body: new URLSearchParams({ answer: 'adult' }),
      headers: { origin: 'https://evil.example' },
      redirect: 'manual',
    });
    expect(form.status).toBe(403);
    expectCommonHeaders(form, "Astro's origin check");
  });
});
