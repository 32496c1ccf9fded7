import http from 'node:http';
import zlib from 'node:zlib';
import { startStoreServer, waitUntilHealthy, type StoreServer } from '../support/store-server.ts';
import { demoAccount, type DemoRole } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';

/**
 * What goes over the wire, read byte for byte (no client that decompresses on its own): every
 * HTML, JSON, CSS and JS response of 1 KB or more is Brotli or gzip for a client that takes them
 * and decompresses to exactly the plain body; pages a CDN may keep say so, and they are only the
 * ones a first visit sees, behind the age gate; nothing personal, staff-only or staging is ever
 * public; a page the browser holds already answers 304 (decision 34).
 */

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const VISITOR = 'private, max-age=0';
const ADULT = 'age_verified=adult';
const PRODUCT = '/products/huron-valley-growers-chemdawg';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** Public pages that opt into the page cache. */
const PUBLIC_PAGES = ['/', '/category/flower', PRODUCT, '/dispensary-deals', '/learn', '/blog', '/reviews'];

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** As received. */
  bytes: Buffer;
  /** Decompressed as its Content-Encoding says. */
  body: Buffer;
}

/** One GET with exactly these headers; the body as it came over the wire and decompressed. */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const coding = response.headers['content-encoding'];
        const body =
          coding === 'br' ? zlib.brotliDecompressSync(bytes) : coding === 'gzip' ? zlib.gunzipSync(bytes) : bytes;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes, body });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/** The Cookie header of a signed-in demo account. */
async function signedIn(base: string, role: DemoRole): Promise<string> {
  const { email, password } = demoAccount(role);
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, `signing in as ${role}`).toBe(200);
  return [...response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!), ADULT].join('; ');
}

/**
 * The plain body and the Brotli and gzip answers for the same URL, taken while the plain body
 * stays the same (other tests change the store meanwhile; a page may be rendered again).
 */
async function threeWays(base: string, path: string, cookie?: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  for (let attempt = 0; ; attempt += 1) {
    const plain = await get(base, path, { ...headers, 'accept-encoding': 'identity' });
    const br = await get(base, path, { ...headers, 'accept-encoding': 'br, gzip' });
    const gzip = await get(base, path, { ...headers, 'accept-encoding': 'gzip' });
    const plainAgain = await get(base, path, { ...headers, 'accept-encoding': 'identity' });
    if (plain.bytes.equals(plainAgain.bytes) || attempt === 4) return { plain, br, gzip };
  }
}

/**
 * A stylesheet file the build serves: the dashboard's sign-in page links one (storefront pages
 * carry theirs inline, decision 0040).
 */
async function linkedStylesheet(baseURL: string): Promise<string> {
  const signIn = (await get(baseURL, '/dashboard/login')).body.toString();
  const stylesheet = signIn.match(/\/_astro\/[\w.-]+\.css/)?.[0];
  expect(stylesheet, 'a stylesheet linked by the dashboard sign-in page').toBeTruthy();
  return stylesheet!;
}

test.describe('compression', () => {
  test('every HTML, JSON, CSS and JS response of 1 KB or more is compressed, to exactly the plain body', async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const admin = await signedIn(baseURL!, 'admin');
    const customer = await signedIn(baseURL!, 'customer');
    const home = (await get(baseURL!, '/', { cookie: ADULT })).body.toString();
    const stylesheet = await linkedStylesheet(baseURL!);
    const scripts = [...home.matchAll(/\/_astro\/[\w.-]+\.js/g)].map((match) => match[0]);
    expect(scripts.length, 'scripts in the home page').toBeGreaterThan(0);

    const walk: [path: string, cookie: string | undefined][] = [
      ...PUBLIC_PAGES.map((path): [string, undefined] => [path, undefined]),
      ...PUBLIC_PAGES.map((path): [string, string] => [path, ADULT]),
      ['/quick-order', ADULT],
      ['/no-such-page', ADULT],
      ['/checkout', ADULT],
      ['/account/login', ADULT],
      ['/account/orders', customer],
      [PRODUCT, customer],
      ['/dashboard/orders', admin],
      ['/api/dashboard/catalog/products', admin],
      ['/api/dashboard/overview', admin],
      ['/api/dashboard/catalog', admin],
      ['/sitemap.xml', undefined],
      [stylesheet!, undefined],
      ...scripts.map((path): [string, undefined] => [path, undefined]),
      ['/favicon.svg', undefined],
    ];
    const compressedTypes = new Set<string>();
    for (const [path, cookie] of walk) {
      const what = `${path}${cookie === admin ? ' (admin)' : cookie === customer ? ' (customer)' : ''}`;
      const { plain, br, gzip } = await threeWays(baseURL!, path, cookie);
      expect(plain.headers['content-encoding'], what).toBeUndefined();
      if (plain.bytes.byteLength < 1024) {
        expect(br.headers['content-encoding'], `${what} is under 1 KB`).toBeUndefined();
        continue;
      }
      expect(br.headers['content-encoding'], what).toBe('br');
      expect(gzip.headers['content-encoding'], what).toBe('gzip');
      for (const answer of [br, gzip]) {
        expect(answer.status, what).toBe(plain.status);
        expect(answer.headers.vary, what).toMatch(/accept-encoding/i);
        expect(answer.body.equals(plain.bytes), `${what} decompresses to the plain body`).toBe(true);
        expect(answer.bytes.byteLength, what).toBeLessThan(plain.bytes.byteLength);
      }
      compressedTypes.add(plain.headers['content-type']!.split(';')[0]!);
    }
    expect([...compressedTypes].sort()).toEqual(
      expect.arrayContaining(['application/json', 'text/css', 'text/html', 'text/javascript']),
    );
  });

  test('hashed files come compressed from the build and are kept a year', async ({ baseURL }) => {
    const stylesheet = await linkedStylesheet(baseURL!);
    const brotli = await get(baseURL!, stylesheet, { 'accept-encoding': 'br' });
    const plain = await get(baseURL!, stylesheet);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.equals(plain.bytes)).toBe(true);
    for (const answer of [brotli, plain]) {
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
  });
});

test.describe('what a CDN may keep', () => {
  test('a public page a first visit sees is public for a minute, and shows the age gate', async ({ baseURL }) => {
    for (const path of PUBLIC_PAGES) {
      const firstVisit = await get(baseURL!, path, { 'accept-encoding': 'br' });
      expect(firstVisit.status, path).toBe(200);
      expect(firstVisit.headers['cache-control'], path).toBe(SHARED);
      expect(firstVisit.headers.vary, path).toBe('Accept-Encoding, Cookie');
      expect(firstVisit.headers.etag, path).toMatch(/^W\/".+"$/);
      // What a CDN may hand to anyone is the page behind the gate, never one past it.
      expect(firstVisit.body.toString(), path).toContain('id="age-gate"');
    }
  });

  test('the same pages past the age gate, on the medical menu or for a crawler stay in that browser', async ({
    baseURL,
  }) => {
    const returning: Record<string, string>[] = [
      { cookie: ADULT },
      { cookie: 'age_verified=medical; menu_mode=medical' },
      { 'user-agent': BOT },
    ];
    for (const path of PUBLIC_PAGES) {
      for (const headers of returning) {
        const answer = await get(baseURL!, path, headers);
        expect(answer.status, path).toBe(200);
        expect(answer.headers['cache-control'], `${path} ${JSON.stringify(headers)}`).toBe(VISITOR);
        expect(answer.body.toString(), path).not.toContain('id="age-gate"');
      }
    }
  });

  test('personal, staff and API answers, and errors, are never public', async ({ baseURL }) => {
    const admin = await signedIn(baseURL!, 'admin');
    const customer = await signedIn(baseURL!, 'customer');
    const personal: [path: string, cookie?: string][] = [
      ['/', customer],
      [PRODUCT, customer],
      ['/account', customer],
      ['/account/orders', customer],
      ['/account/login'],
      ['/checkout', ADULT],
      ['/thank-you?order=RR-000000&key=not-the-key', ADULT],
      ['/order-tracker', ADULT],
      ['/newsletter', ADULT],
      ['/contact', ADULT],
      ['/dashboard', admin],
      ['/dashboard/orders', admin],
      ['/dashboard/login'],
      ['/api/dashboard/catalog/products', admin],
      ['/api/dashboard/overview', admin],
      ['/api/auth/session', customer],
      ['/api/health'],
      ['/no-such-page'],
    ];
    for (const [path, cookie] of personal) {
      const answer = await get(baseURL!, path, cookie ? { cookie } : {});
      const cacheControl = String(answer.headers['cache-control']);
      expect(cacheControl, `${path} (${answer.status})`).toMatch(/private|no-store/);
      expect(cacheControl, `${path} (${answer.status})`).not.toMatch(/public|s-maxage/);
    }
  });

  test('a browser or CDN holding the page gets 304 with its validators, and the new page when it changed', async ({
    baseURL,
  }) => {
    const visitors: Record<string, string>[] = [{}, { cookie: ADULT }];
    for (const headers of visitors) {
      const first = await get(baseURL!, PRODUCT, { ...headers, 'accept-encoding': 'br' });
      const etag = first.headers.etag!;
      const again = await get(baseURL!, PRODUCT, { ...headers, 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.bytes.byteLength).toBe(0);
      for (const name of ['etag', 'cache-control', 'vary']) expect(again.headers[name], name).toBe(first.headers[name]);
      const older = await get(baseURL!, PRODUCT, { ...headers, 'if-none-match': 'W/"an-older-page"' });
      expect(older.status).toBe(200);
    }
  });
});

test.describe('a staging site', () => {
  test.describe.configure({ mode: 'serial' });
  const PASSWORD = 'preview-river-raisin';
  let staging: StoreServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    staging = await startStoreServer({ STAGING_MODE: 'true', STAGING_PASSWORD: PASSWORD });
    await waitUntilHealthy(staging);
  });
  test.afterAll(() => staging?.stop());

  test('never lets a CDN keep anything it answers, past the staging password or not', async () => {
    const login = await fetch(`${staging.baseURL}/api/staging-auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ password: PASSWORD, next: '/' }),
      headers: { origin: staging.baseURL },
      redirect: 'manual',
    });
    expect(login.status).toBe(303);
    const token = login.headers.getSetCookie()[0]!.split(';')[0]!;
    for (const path of PUBLIC_PAGES) {
      for (const cookie of [undefined, token, `${token}; ${ADULT}`]) {
        const answer = await get(staging.baseURL, path, cookie ? { cookie } : {});
        expect(answer.headers['cache-control'], `${path} ${cookie ?? ''}`).toBe('private, no-store');
      }
    }
  });
});
