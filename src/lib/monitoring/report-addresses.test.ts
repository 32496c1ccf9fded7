import { describe, expect, it } from 'vitest';
import { withRouteAddresses } from './report-addresses.ts';

const TOKEN = 'b3JkZXItNDI.1893456000.Vx9qZk3l0w2bQe8m1mB3n4c5d6e7f8g9h0i1j2k3l4m';
const PAGE = `https://shop.example.com/reviews/write/${TOKEN}`;

/** An error event as Sentry's browser and server SDKs shape one, with the page's address wherever they put it. */
function eventOnThePage() {
  return {
    message: 'boom',
    transaction: `/reviews/write/${TOKEN}`,
    request: {
      url: `${PAGE}?utm_source=mail`,
      query_string: `token=${TOKEN}`,
      cookies: { rr_link_review: TOKEN },
      headers: {
        'User-Agent': 'Mozilla/5.0',
        Referer: `https://shop.example.com/feedback/first-purchase?token=${TOKEN}`,
      },
    },
    breadcrumbs: [
      {
        category: 'navigation',
        data: { from: `/feedback/first-purchase?token=${TOKEN}`, to: `/reviews/write/${TOKEN}` },
      },
      {
        category: 'fetch',
        data: { url: `/api/cart/quote?token=${TOKEN}`, method: 'POST', 'http.query': `token=${TOKEN}` },
      },
      { category: 'xhr', data: { url: `https://www.googletagmanager.com/gtm.js?id=GTM-X&page=${TOKEN}` } },
      { category: 'console', message: 'a note' },
    ],
    exception: {
      values: [
        {
          type: 'Error',
          stacktrace: {
            frames: [
              { filename: `${PAGE}#section`, abs_path: PAGE, function: 'inline' },
              { filename: 'https://shop.example.com/_astro/menu.B1x2.js?v=2', function: 'load' },
              { filename: '<anonymous>' },
            ],
          },
        },
      ],
    },
    spans: [{ description: `GET /api/health?token=${TOKEN}`, data: { url: `${PAGE}?x=1`, 'http.query': 'x=1' } }],
    contexts: { trace: { data: { 'url.full': PAGE, 'sentry.op': 'pageload' } } },
  };
}

describe('withRouteAddresses', () => {
  const route = '/reviews/write/[...token]';
  const scrubbed = withRouteAddresses(eventOnThePage(), { url: PAGE, route });

  it('keeps no token anywhere in the event', () => {
    expect(JSON.stringify(scrubbed)).not.toContain(TOKEN);
  });

  it('names the page by its route: the request, the transaction, its breadcrumbs and its inline code', () => {
    expect(scrubbed.request).toEqual({
      url: `https://shop.example.com${route}`,
      headers: { 'User-Agent': 'Mozilla/5.0' },
    });
    expect(scrubbed.transaction).toBe(route);
    expect(scrubbed.breadcrumbs[0]!.data).toEqual({ from: '/feedback/first-purchase', to: route });
    const frames = scrubbed.exception.values[0]!.stacktrace.frames;
    expect(frames).toEqual([
      {
        filename: `https://shop.example.com${route}`,
        abs_path: `https://shop.example.com${route}`,
        function: 'inline',
      },
      { filename: 'https://shop.example.com/_astro/menu.B1x2.js', function: 'load' },
      { filename: '<anonymous>' },
    ]);
    expect(scrubbed.contexts.trace.data).toEqual({
      'url.full': `https://shop.example.com${route}`,
      'sentry.op': 'pageload',
    });
  });

  it('keeps other addresses without their query or fragment', () => {
    expect(scrubbed.breadcrumbs[1]!.data).toEqual({ url: '/api/cart/quote', method: 'POST' });
    expect(scrubbed.breadcrumbs[2]!.data).toEqual({ url: 'https://www.googletagmanager.com/gtm.js' });
    expect(scrubbed.breadcrumbs[3]).toEqual({ category: 'console', message: 'a note' });
    expect(scrubbed.spans[0]).toEqual({
      description: 'GET /api/health',
      data: { url: `https://shop.example.com${route}` },
    });
  });

  it('names a server request by its method and route', () => {
    const server = withRouteAddresses(
      { transaction: `GET /unsubscribe/${TOKEN}`, request: { url: `http://127.0.0.1:4321/unsubscribe/${TOKEN}` } },
      { url: `http://127.0.0.1:4321/unsubscribe/${TOKEN}`, route: '/unsubscribe/[...token]' },
    );
    expect(server).toEqual({
      transaction: 'GET /unsubscribe/[...token]',
      request: { url: 'http://127.0.0.1:4321/unsubscribe/[...token]' },
    });
  });
});
