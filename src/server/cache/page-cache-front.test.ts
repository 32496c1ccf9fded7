import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestFromNodeRequest } from 'astro/app/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decompressBytes } from '#server/http/compression.ts';
import { createPageCacheFront, keyOfNodeRequest } from './page-cache-front.ts';
import { keyOfContext, servePageWithCache, type PageCacheContext } from './page-cache-handler.ts';
import { PageCache } from './page-cache.ts';

/**
 * The front answers from the Node request what the middleware stored from Astro's Request: both
 * must compute the same key for the same request, or the front must decline. These tests send
 * real HTTP requests to a real server and build Astro's Request with Astro's own function.
 */

type Handler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;
let handler: Handler = () => {};
const server = http.createServer((request, response) => void handler(request, response));
let port = 0;

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends a request with the target exactly as given (Node's client does not normalise paths). */
function send(target: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer }>(
    (resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, path: target, method, headers, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const bytes = Buffer.concat(chunks);
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: bytes.toString('utf8'),
              bytes,
            });
          });
        },
      );
      request.on('error', reject);
      request.end();
    },
  );
}

function astroContext(request: IncomingMessage): PageCacheContext {
  const astroRequest = createRequestFromNodeRequest(request, { skipBody: true, port });
  return { request: astroRequest, url: new URL(astroRequest.url), locals: {}, cookies: { headers: () => [] } };
}

describe('the page cache front', () => {
  it('computes the key the middleware computes from the same request, or declines', async () => {
    const targets = [
      '/',
      '/?',
      '/category/flower?type=hybrid&sort=price-asc',
      '/category/flower?sort=price-asc&type=hybrid',
      '/products/river-haze/',
      '/a%20b?x=%C3%A9&y=a+b',
      '/a/../b',
      '/./c/./d',
      '/%2e%2e/x',
      '/%C3%A9?q=%zz',
      '//evil.test/x',
      '/\\evil',
      '/api/health',
      '/dashboard/../',
    ];
    const headerSets: Record<string, string>[] = [
      {},
      { cookie: 'age_verified=adult' },
      { cookie: 'menu_mode=medical; age_verified=medical' },
      { cookie: 'age_verified=adult; sb-access-token=x' },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
      { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' },
      { host: 'shop.example.com:8080' },
    ];
    const seen: { target: string; front: string | null; middleware: string | null }[] = [];
    handler = (request, response) => {
      seen.push({
        target: request.url!,
        front: keyOfNodeRequest(request),
        middleware: keyOfContext(astroContext(request)),
      });
      response.end();
    };
    for (const target of targets) {
      for (const headers of headerSets) await send(target, headers);
      await send(target, {}, 'POST');
    }
    const counts = Object.fromEntries(targets.map((target) => [target, 0]));
    for (const { target } of seen) counts[target] = (counts[target] ?? 0) + 1;
    expect(counts).toEqual(Object.fromEntries(targets.map((target) => [target, headerSets.length + 1])));
    for (const { target, front, middleware } of seen) {
      if (front !== null) expect(front, target).toBe(middleware);
    }
    // It declines only what it must: every ordinary GET has a key.
    expect(seen.filter((s) => s.front === null && s.middleware !== null).map((s) => s.target)).toEqual(
      expect.arrayContaining(['//evil.test/x']),
    );
    expect(seen.filter((s) => s.target === '/' && s.front === null)).toHaveLength(2); // the bypassing cookie and POST
  });

  it('answers a hit with the bytes and headers the pipeline produced, and passes everything else on', async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024 });
    const front = createPageCacheFront(cache, () => true);
    let renders = 0;
    handler = async (request, response) => {
      if (front(request, response)) return;
      // What Astro does on a miss: the middleware renders and stores.
      const context = astroContext(request);
      const rendered = await servePageWithCache(cache, context, async () => {
        renders += 1;
        context.locals.isBot = false;
        context.locals.cacheable = true;
        return new Response(`<!doctype html><p>Menü ${renders}</p>`, {
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, s-maxage=30' },
        });
      });
      response.writeHead(rendered.status, Object.fromEntries(rendered.headers));
      response.end(Buffer.from(await rendered.arrayBuffer()));
    };
    const shopper = { cookie: 'age_verified=adult' };
    const miss = await send('/category/flower?type=hybrid', shopper);
    const hit = await send('/category/flower?type=hybrid', shopper);
    expect(renders).toBe(1);
    // Each request counts once (for the page's popularity too), whichever of the two answered it.
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });
    expect(miss.headers['x-cache']).toBe('MISS');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.body).toBe(miss.body);
    for (const name of ['content-type', 'content-length', 'cache-control']) {
      expect(hit.headers[name], name).toBe(miss.headers[name]);
    }
    expect(hit.headers['content-length']).toBe(String(Buffer.byteLength(miss.body)));

    // Another visitor, another page; a personal request never comes from the cache.
    expect((await send('/category/flower?type=hybrid', { cookie: 'age_verified=medical' })).headers['x-cache']).toBe(
      'MISS',
    );
    expect(
      (await send('/category/flower?type=hybrid', { cookie: 'age_verified=adult; session=x' })).headers['x-cache'],
    ).toBeUndefined();

    // After an invalidation the front has nothing to answer with.
    cache.clear();
    expect((await send('/category/flower?type=hybrid', shopper)).headers['x-cache']).toBe('MISS');
  });

  it('answers compressed and 304 hits itself once the middleware has compressed the page in that coding', async () => {
    const cache = new PageCache({ maxBytes: 4 * 1024 * 1024 });
    const front = createPageCacheFront(cache, () => true);
    const html = `<!doctype html>${'<li>Blue Dream 3.5 g $35.00</li>'.repeat(200)}`;
    const answeredBy: string[] = [];
    handler = async (request, response) => {
      if (front(request, response)) return void answeredBy.push('front');
      answeredBy.push('middleware');
      const context = astroContext(request);
      const rendered = await servePageWithCache(cache, context, async () => {
        context.locals.isBot = false;
        context.locals.cacheable = true;
        return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
      });
      response.writeHead(rendered.status, Object.fromEntries(rendered.headers));
      response.end(Buffer.from(await rendered.arrayBuffer()));
    };
    const shopper = { cookie: 'age_verified=adult' };
    const plain = await send('/category/flower', shopper); // rendered and kept (plain)
    const firstBrotli = await send('/category/flower', { ...shopper, 'accept-encoding': 'br' }); // compressed once
    const brotli = await send('/category/flower', { ...shopper, 'accept-encoding': 'br' });
    const gzip = await send('/category/flower', { ...shopper, 'accept-encoding': 'gzip' });
    const gzipAgain = await send('/category/flower', { ...shopper, 'accept-encoding': 'gzip' });
    const notModified = await send('/category/flower', { ...shopper, 'if-none-match': plain.headers.etag! });
    expect(answeredBy).toEqual(['middleware', 'middleware', 'front', 'middleware', 'front', 'front']);

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.bytes).toEqual(firstBrotli.bytes);
    expect(decompressBytes(brotli.bytes, 'br').toString()).toBe(html);
    expect(gzipAgain.headers['content-encoding']).toBe('gzip');
    expect(decompressBytes(gzipAgain.bytes, 'gzip').toString()).toBe(html);
    for (const name of ['content-type', 'content-length', 'cache-control', 'vary', 'etag', 'content-encoding']) {
      expect(brotli.headers[name], name).toBe(firstBrotli.headers[name]);
      expect(gzipAgain.headers[name], name).toBe(gzip.headers[name]);
    }
    expect(brotli.headers['content-length']).toBe(String(brotli.bytes.byteLength));

    expect(notModified.status).toBe(304);
    expect(notModified.bytes.byteLength).toBe(0);
    expect(notModified.headers.etag).toBe(plain.headers.etag);
    expect(notModified.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(notModified.headers['cache-control']).toBe(plain.headers['cache-control']);
  });

  it('stays out of the way while the database is not heard', async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024 });
    let watching = true;
    const front = createPageCacheFront(cache, () => watching);
    let answered: boolean[] = [];
    handler = async (request, response) => {
      answered.push(front(request, response));
      if (response.headersSent) return;
      const context = astroContext(request);
      const rendered = await servePageWithCache(cache, context, async () => {
        context.locals.isBot = false;
        context.locals.cacheable = true;
        return new Response('<p>x</p>', { headers: { 'content-type': 'text/html' } });
      });
      response.end(Buffer.from(await rendered.arrayBuffer()));
    };
    await send('/');
    await send('/');
    watching = false;
    await send('/');
    expect(answered).toEqual([false, true, false]);
    answered = [];
  });
});
