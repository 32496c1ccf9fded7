import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { DataChangeFeed } from './change-feed.ts';
import { keyOfContext, servePageWithCache, type PageCacheContext } from './page-cache-handler.ts';
import { PageCache } from './page-cache.ts';

const T0 = Date.UTC(2026, 10, 21, 15, 30, 10);

interface VisitorOptions {
  method?: string;
  headers?: Record<string, string>;
  ageVerified?: 'adult' | 'medical' | null;
  menuMode?: 'adult' | 'medical';
  isBot?: boolean;
}

const BOT_USER_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A request as the browser sends it, with the locals the request context will derive from it. */
function visit(url: string, options: VisitorOptions = {}): PageCacheContext & { outgoingCookies: string[] } {
  const outgoingCookies: string[] = [];
  const ageVerified = options.ageVerified === undefined ? 'adult' : options.ageVerified;
  const cookies = [
    ...(ageVerified ? [`age_verified=${ageVerified}`] : []),
    ...(options.menuMode ? [`menu_mode=${options.menuMode}`] : []),
  ];
  const absolute = new URL(url, 'http://shop.test');
  const headers: Record<string, string> = {
    host: absolute.host,
    ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}),
    ...(options.isBot ? { 'user-agent': BOT_USER_AGENT } : {}),
    ...options.headers,
  };
  return {
    request: new Request(absolute, { method: options.method ?? 'GET', headers }),
    url: absolute,
    locals: {},
    cookies: { headers: () => outgoingCookies },
    outgoingCookies,
  };
}

interface RenderOptions {
  status?: number;
  cacheable?: boolean;
  contentType?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** A stand-in for Astro rendering the page: counts renders, opts in like a page's frontmatter. */
function renderer(html = '<!doctype html><p>Menu</p>', options: RenderOptions = {}) {
  let renders = 0;
  return {
    get renders() {
      return renders;
    },
    next(context: PageCacheContext) {
      return async () => {
        renders += 1;
        // What the request context and the page do before the response exists.
        context.locals.isBot = /bot/i.test(context.request.headers.get('user-agent') ?? '');
        context.locals.cacheable = options.cacheable ?? true;
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        return new Response(`${html} #${renders}`, {
          status: options.status ?? 200,
          headers: { 'content-type': options.contentType ?? 'text/html; charset=utf-8', ...options.headers },
        });
      };
    },
  };
}

function newCache(clock = { now: T0 }) {
  return { cache: new PageCache({ maxBytes: 1_000_000, now: () => clock.now }), clock };
}

async function serve(cache: PageCache, context: PageCacheContext, page: ReturnType<typeof renderer>, now = T0) {
  const response = await servePageWithCache(cache, context, page.next(context), () => now);
  return { response, body: await response.text(), cache: response.headers.get('x-cache') };
}

describe('which requests the page cache answers', () => {
  const allowed = (url: string, options?: VisitorOptions) => keyOfContext(visit(url, options)) !== null;

  it('answers GET requests for public pages, with or without the age-gate and menu cookies', () => {
    expect(allowed('/')).toBe(true);
    expect(allowed('/', { ageVerified: null })).toBe(true);
    expect(allowed('/category/flower?type=hybrid')).toBe(true);
    expect(allowed('/products/x', { menuMode: 'medical' })).toBe(true);
  });

  it('never answers other methods, signed-in or personal requests, or private areas', () => {
    expect(allowed('/', { method: 'POST' })).toBe(false);
    expect(allowed('/', { method: 'HEAD' })).toBe(false);
    expect(allowed('/', { headers: { authorization: 'Bearer x' } })).toBe(false);
    expect(allowed('/', { headers: { cookie: 'age_verified=adult; sb-access-token=abc' } })).toBe(false);
    expect(allowed('/', { headers: { cookie: 'session=abc' } })).toBe(false);
    expect(allowed('/', { headers: { cookie: 'staging_token=abc' } })).toBe(false);
    for (const path of [
      '/api/health',
      '/dashboard',
      '/dashboard/orders',
      '/account',
      '/checkout',
      '/thank-you',
      '/order-tracker',
      '/_actions/x',
      '/API/x',
    ]) {
      expect(allowed(path), path).toBe(false);
    }
    expect(allowed('/apis-of-the-world')).toBe(true);
  });

  it('keys on the visitor facts the HTML depends on and the address exactly as asked', () => {
    const key = (url: string, options?: VisitorOptions) => keyOfContext(visit(url, options));
    const keys = new Set([
      key('/'),
      key('/', { menuMode: 'medical' }),
      key('/', { ageVerified: 'medical' }),
      key('/', { ageVerified: null }),
      key('/', { ageVerified: null, isBot: true }),
      key('/?type=hybrid&sort=price-asc'),
      key('/?sort=price-asc&type=hybrid'),
      key('http://other.test/'),
      key('https://shop.test/'),
      key('/', { headers: { 'x-forwarded-host': 'cdn.test' } }),
      key('/', { headers: { 'x-forwarded-proto': 'https' } }),
    ]);
    expect(keys.size).toBe(11);
    expect(key('/?type=hybrid')).toBe(key('/?type=hybrid'));
    // A different browser, the same visitor: one page.
    expect(key('/', { headers: { 'user-agent': 'Firefox' } })).toBe(key('/', { headers: { 'user-agent': 'Safari' } }));
  });
});

describe('servePageWithCache', () => {
  it('renders once, then answers from memory with the same bytes, type and length', async () => {
    const { cache } = newCache();
    const page = renderer();
    const first = await serve(cache, visit('/'), page);
    const second = await serve(cache, visit('/'), page);
    expect(page.renders).toBe(1);
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.response.headers.get('content-length')).toBe(String(new TextEncoder().encode(first.body).length));
  });

  it('keeps a page apart for each menu mode and for visitors who still see the age gate', async () => {
    const { cache } = newCache();
    const page = renderer();
    await serve(cache, visit('/'), page);
    await serve(cache, visit('/', { menuMode: 'medical' }), page);
    await serve(cache, visit('/', { ageVerified: null }), page);
    const bot = await serve(cache, visit('/', { ageVerified: null, isBot: true }), page);
    expect(page.renders).toBe(4);
    expect(bot.cache).toBe('MISS');
  });

  it('keeps only 200 HTML pages that opted in, without cookies and without private cache control', async () => {
    const cases: [string, RenderOptions | undefined, ((context: ReturnType<typeof visit>) => void)?][] = [
      ['not opted in', { cacheable: false }],
      ['404', { status: 404 }],
      ['JSON', { contentType: 'application/json' }],
      ['Set-Cookie', { headers: { 'set-cookie': 'a=b' } }],
      ['private', { headers: { 'cache-control': 'private, max-age=0' } }],
      ['no-store', { headers: { 'cache-control': 'no-store' } }],
      ['cookie set on the context', undefined, (context) => context.outgoingCookies.push('a=b')],
      ['staging site', undefined, (context) => (context.locals.staging = true)],
    ];
    for (const [name, options, before] of cases) {
      const { cache } = newCache();
      const page = renderer('<p>x</p>', options);
      for (let i = 0; i < 2; i += 1) {
        const context = visit('/');
        before?.(context);
        const { cache: state } = await serve(cache, context, page);
        expect(state, name).toBeNull();
      }
      expect(page.renders, name).toBe(2);
    }
  });

  it('keeps nothing when the request context saw another visitor than the key describes', async () => {
    const { cache } = newCache();
    for (let i = 0; i < 2; i += 1) {
      const context = visit('/');
      const response = await servePageWithCache(
        cache,
        context,
        async () => {
          context.locals.isBot = true; // e.g. bot detection that reads more than the user agent
          context.locals.cacheable = true;
          return new Response('<p>x</p>', { headers: { 'content-type': 'text/html' } });
        },
        () => T0,
      );
      expect(response.headers.get('x-cache')).toBeNull();
    }
  });

  it('leaves requests that may be personal to the page, every time', async () => {
    const { cache } = newCache();
    const page = renderer();
    for (let i = 0; i < 2; i += 1) {
      const { cache: state } = await serve(cache, visit('/', { headers: { cookie: 'sb-access-token=x' } }), page);
      expect(state).toBeNull();
    }
    expect(page.renders).toBe(2);
  });

  it('renders a page once for concurrent requests (single flight)', async () => {
    const { cache } = newCache();
    const page = renderer('<p>slow</p>', { delayMs: 20 });
    const results = await Promise.all(Array.from({ length: 10 }, () => serve(cache, visit('/'), page)));
    expect(page.renders).toBe(1);
    expect(new Set(results.map((result) => result.body)).size).toBe(1);
    expect(results.filter((result) => result.cache === 'MISS')).toHaveLength(1);
  });

  it('lets concurrent requests for a page that is not cacheable render on their own', async () => {
    const { cache } = newCache();
    const page = renderer('<p>404</p>', { status: 404, delayMs: 5 });
    await Promise.all(Array.from({ length: 5 }, () => serve(cache, visit('/missing'), page)));
    expect(page.renders).toBe(5);
  });

  it('renders again at the next minute, when the open/closed label or a deal may change', async () => {
    const { cache, clock } = newCache();
    const page = renderer();
    await serve(cache, visit('/'), page, T0);
    clock.now = Date.UTC(2026, 10, 21, 15, 30, 59, 999);
    expect((await serve(cache, visit('/'), page, clock.now)).cache).toBe('HIT');
    clock.now = Date.UTC(2026, 10, 21, 15, 31, 0);
    expect((await serve(cache, visit('/'), page, clock.now)).cache).toBe('MISS');
    expect(page.renders).toBe(2);
  });

  it('honours an earlier expiry a page asks for', async () => {
    const { cache, clock } = newCache();
    const context = visit('/');
    const page = renderer();
    const next = page.next(context);
    await servePageWithCache(
      cache,
      context,
      async () => {
        context.locals.cacheExpiresAt = T0 + 500;
        return next();
      },
      () => T0,
    );
    clock.now = T0 + 500;
    expect((await serve(cache, visit('/'), page, clock.now)).cache).toBe('MISS');
  });

  it("keeps the store whose stock a page shows, so a write of another store's stock leaves it", async () => {
    const { cache } = newCache();
    const context = visit('/stores/ypsilanti');
    const page = renderer();
    const next = page.next(context);
    const stockOf = { store: 'ypsilanti', defaultStore: 'monroe' };
    await servePageWithCache(
      cache,
      context,
      async () => {
        context.locals.pageStock = stockOf;
        return next();
      },
      () => T0,
    );
    const feed = new DataChangeFeed();
    feed.subscribe((channel, payload) => cache.heard(channel, payload));
    feed.notify('catalog_changed', '{"table":"store_variants","store":"lansing"}');
    expect((await serve(cache, visit('/stores/ypsilanti'), page)).cache).toBe('HIT');
    feed.notify('catalog_changed', '{"table":"store_variants","store":"ypsilanti"}');
    expect((await serve(cache, visit('/stores/ypsilanti'), page)).cache).toBe('MISS');
    expect(page.renders).toBe(2);
  });

  it('renders again after a change notification from the database', async () => {
    const { cache } = newCache();
    const feed = new DataChangeFeed();
    feed.subscribe(() => cache.clear());
    const page = renderer();
    await serve(cache, visit('/'), page);
    feed.notify('catalog_changed', '{"table":"variants"}');
    expect((await serve(cache, visit('/'), page)).cache).toBe('MISS');
    feed.notify('store_changed');
    expect((await serve(cache, visit('/'), page)).cache).toBe('MISS');
    expect(page.renders).toBe(3);
  });

  it('passes render errors on and lets the next request try again', async () => {
    const { cache } = newCache();
    const failing = servePageWithCache(
      cache,
      visit('/'),
      () => Promise.reject(new Error('boom')),
      () => T0,
    );
    await expect(failing).rejects.toThrow('boom');
    const page = renderer();
    expect((await serve(cache, visit('/'), page)).cache).toBe('MISS');
  });
});

describe('DataChangeFeed', () => {
  function fakeDatabase(listen: Database['listen']): Database {
    return { listen } as Database;
  }

  it('listens on the catalog, content and store channels and reports that it does', async () => {
    const handlers = new Map<string, (payload: string) => void>();
    const feed = new DataChangeFeed();
    const heard: string[] = [];
    feed.subscribe((channel) => heard.push(channel));
    const stop = await feed.watch(
      fakeDatabase(async (channel, onNotify) => {
        handlers.set(channel, onNotify);
        return async () => void handlers.delete(channel);
      }),
    );
    expect(feed.watching).toBe(true);
    expect([...handlers.keys()].sort()).toEqual(['catalog_changed', 'content_changed', 'store_changed']);
    heard.length = 0;
    handlers.get('catalog_changed')!('{}');
    handlers.get('content_changed')!('');
    expect(heard).toEqual(['catalog_changed', 'content_changed']);
    await stop();
    expect(feed.watching).toBe(false);
    expect(handlers.size).toBe(0);
  });

  it('empties every cache again each time the driver re-subscribes after a lost connection', async () => {
    const resubscribe: (() => void)[] = [];
    const feed = new DataChangeFeed();
    const heard: [string, string][] = [];
    feed.subscribe((channel, payload) => heard.push([channel, payload]));
    const stop = await feed.watch(
      fakeDatabase(async (_channel, _onNotify, onListening) => {
        onListening?.();
        resubscribe.push(() => onListening?.());
        return async () => {};
      }),
    );
    // The first subscription empties the caches once, not once per channel.
    expect(heard).toEqual([['store_changed', 'listening']]);
    heard.length = 0;
    resubscribe[0]!();
    expect(heard).toEqual([['store_changed', 'listening']]);
    await stop();
    heard.length = 0;
    resubscribe[1]!();
    expect(heard).toEqual([]);
  });

  it('keeps the store running without caches when the database cannot listen, and retries', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let attempts = 0;
    const feed = new DataChangeFeed();
    const stop = await feed.watch(
      fakeDatabase(async () => {
        attempts += 1;
        if (attempts <= 2) throw new Error('LISTEN is not supported');
        return async () => {};
      }),
      { retryMs: 5 },
    );
    expect(feed.watching).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('page caching is off'));
    await vi.waitFor(() => expect(feed.watching).toBe(true));
    await stop();
    warn.mockRestore();
  });
});
