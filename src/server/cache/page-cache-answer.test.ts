import { describe, expect, it } from 'vitest';
import { decompressBytes } from '#server/http/compression.ts';
import { SHARED_PAGE_CACHE_CONTROL, VISITOR_PAGE_CACHE_CONTROL } from './cache-control.ts';
import { servePageWithCache, type PageCacheContext } from './page-cache-handler.ts';
import { PageCache } from './page-cache.ts';

/**
 * What a kept page answers: its validators and caching headers, each request's compressed or
 * plain form (compressed once per coding), and 304 for a client that holds it already.
 */

const T0 = Date.UTC(2026, 10, 21, 15, 30, 10);
const MENU = `<!doctype html><h1>Menu</h1>${'<li>Blue Dream 3.5 g $35.00</li>'.repeat(200)}`;
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function visit(headers: Record<string, string> = {}): PageCacheContext {
  return {
    request: new Request('http://shop.test/category/flower', { headers: { host: 'shop.test', ...headers } }),
    url: new URL('http://shop.test/category/flower'),
    locals: {},
    cookies: { headers: () => [] },
  };
}

function setUp(html = MENU) {
  const cache = new PageCache({ maxBytes: 4_000_000, now: () => T0 });
  let renders = 0;
  const serve = async (headers: Record<string, string> = {}) => {
    const context = visit(headers);
    const response = await servePageWithCache(
      cache,
      context,
      async () => {
        renders += 1;
        context.locals.isBot = /bot/i.test(headers['user-agent'] ?? '');
        context.locals.cacheable = true;
        return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
      },
      () => T0,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const coding = response.headers.get('content-encoding');
    const text =
      coding === 'br' || coding === 'gzip'
        ? decompressBytes(bytes, coding).toString()
        : new TextDecoder().decode(bytes);
    return { response, bytes, text, header: (name: string) => response.headers.get(name) };
  };
  return { cache, serve, renders: () => renders };
}

describe('a kept page', () => {
  it('is public for a first visit (no cookie), and for a returning visitor or a crawler only in their own browser', async () => {
    const { serve } = setUp();
    const firstVisit = await serve();
    expect(firstVisit.header('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(firstVisit.header('vary')).toBe('Accept-Encoding, Cookie');
    const returning: Record<string, string>[] = [
      { cookie: 'age_verified=adult' },
      { cookie: 'menu_mode=medical' },
      { 'user-agent': BOT },
    ];
    for (const headers of returning) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await serve(headers);
        expect(answer.header('cache-control'), JSON.stringify(headers)).toBe(VISITOR_PAGE_CACHE_CONTROL);
        expect(answer.header('vary')).toBe('Accept-Encoding, Cookie');
      }
    }
  });

  it('goes out in the coding each client takes, compressed once per coding, the same page in each', async () => {
    const { cache, serve, renders } = setUp();
    const plain = await serve({ 'accept-encoding': 'identity' });
    expect(plain.header('content-encoding')).toBeNull();
    expect(plain.header('content-length')).toBe(String(plain.bytes.byteLength));
    const kept = cache.stats.bytes;

    const concurrent = await Promise.all(Array.from({ length: 5 }, () => serve({ 'accept-encoding': 'gzip, br' })));
    for (const answer of concurrent) {
      expect(answer.header('content-encoding')).toBe('br');
      expect(answer.header('x-cache')).toBe('HIT');
      expect(answer.text).toBe(MENU);
      expect(answer.bytes).toEqual(concurrent[0]!.bytes);
      expect(answer.header('content-length')).toBe(String(answer.bytes.byteLength));
    }
    const withBrotli = cache.stats.bytes;
    expect(withBrotli - kept).toBe(concurrent[0]!.bytes.byteLength); // compressed and kept once

    const gzip = await serve({ 'accept-encoding': 'gzip' });
    expect(gzip.header('content-encoding')).toBe('gzip');
    expect(gzip.text).toBe(MENU);
    expect(cache.stats.bytes - withBrotli).toBe(gzip.bytes.byteLength);
    expect((await serve({ 'accept-encoding': 'gzip' })).bytes).toEqual(gzip.bytes);
    expect(cache.stats.bytes - withBrotli).toBe(gzip.bytes.byteLength);

    expect(renders()).toBe(1);
    expect(new Set([plain, ...concurrent, gzip].map((answer) => answer.header('etag'))).size).toBe(1);
  });

  it('is compressed on the render that fills the cache too', async () => {
    const { serve } = setUp();
    const miss = await serve({ 'accept-encoding': 'br' });
    expect([miss.header('x-cache'), miss.header('content-encoding')]).toEqual(['MISS', 'br']);
    expect(miss.text).toBe(MENU);
  });

  it('under 1 KB goes out plain, and says it does not vary by coding', async () => {
    const { serve } = setUp('<!doctype html><p>Closed today</p>');
    const answer = await serve({ 'accept-encoding': 'br' });
    expect(answer.header('content-encoding')).toBeNull();
    expect(answer.header('vary')).toBe('Cookie');
  });

  it('answers 304 with no body and the same validators to a client that holds it, 200 to one that holds another', async () => {
    const { serve } = setUp();
    const first = await serve({ 'accept-encoding': 'br', cookie: 'age_verified=adult' });
    const etag = first.header('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const codings: Record<string, string>[] = [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }];
    for (const headers of codings) {
      const again = await serve({ ...headers, cookie: 'age_verified=adult', 'if-none-match': etag });
      expect(again.response.status).toBe(304);
      expect(again.bytes.byteLength).toBe(0);
      expect(again.header('etag')).toBe(etag);
      expect(again.header('cache-control')).toBe(VISITOR_PAGE_CACHE_CONTROL);
      expect(again.header('vary')).toBe('Accept-Encoding, Cookie');
      for (const name of ['content-length', 'content-encoding', 'content-type']) expect(again.header(name)).toBeNull();
    }
    const other = await serve({ cookie: 'age_verified=adult', 'if-none-match': 'W/"an-older-page"' });
    expect(other.response.status).toBe(200);
    expect(other.text).toBe(MENU);
  });
});
