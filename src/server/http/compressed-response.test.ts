import { describe, expect, it } from 'vitest';
import { compressedResponse } from './compressed-response.ts';
import { decompressBytes } from './compression.ts';

const BIG_HTML = `<!doctype html>${'<p>Blue Dream, 3.5 g, $35.00</p>'.repeat(100)}`;
const BIG_JSON = JSON.stringify({ orders: Array.from({ length: 60 }, (_, i) => ({ number: `RR-${i}`, total: 4200 })) });

function request(acceptEncoding: string | null, method = 'GET'): Request {
  return new Request('http://shop.test/', {
    method,
    headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding },
  });
}

function answer(body: BodyInit | null, init: ResponseInit = {}): Response {
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' }, ...init });
}

async function bodyOf(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const coding = response.headers.get('content-encoding');
  return coding === 'br' || coding === 'gzip'
    ? decompressBytes(bytes, coding).toString()
    : new TextDecoder().decode(bytes);
}

describe('compressedResponse', () => {
  it('compresses HTML and JSON of 1 KB or more in the coding the client prefers, to the same text', async () => {
    for (const [accept, coding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0.1, gzip', 'gzip'],
    ] as const) {
      const html = await compressedResponse(request(accept), answer(BIG_HTML));
      expect(html.headers.get('content-encoding'), accept).toBe(coding);
      expect(html.headers.get('content-length')).toBeNull();
      expect(html.headers.get('vary')).toBe('Accept-Encoding');
      expect(await bodyOf(html)).toBe(BIG_HTML);

      const json = await compressedResponse(request(accept), Response.json(JSON.parse(BIG_JSON)));
      expect(json.headers.get('content-encoding'), accept).toBe(coding);
      expect(await bodyOf(json)).toBe(BIG_JSON);
    }
  });

  it('sends the plain body, saying it varies, to a client that takes no compression', async () => {
    for (const accept of [null, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const response = await compressedResponse(request(accept), answer(BIG_HTML));
      expect(response.headers.get('content-encoding'), String(accept)).toBeNull();
      expect(response.headers.get('vary'), String(accept)).toBe('Accept-Encoding');
      expect(await bodyOf(response)).toBe(BIG_HTML);
    }
  });

  it('sends bodies under 1 KB as they are, with their length', async () => {
    const small = await compressedResponse(request('br'), Response.json({ ok: true }));
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('content-length')).toBe('11');
    expect(await small.text()).toBe('{"ok":true}');
    const declared = await compressedResponse(
      request('br'),
      answer('x'.repeat(500), { headers: { 'content-type': 'text/plain', 'content-length': '500' } }),
    );
    expect(declared.headers.get('content-encoding')).toBeNull();
  });

  it('keeps the status, the other headers and the cookies', async () => {
    const response = new Response(BIG_HTML, {
      status: 404,
      statusText: 'Not Found',
      headers: { 'content-type': 'text/html', 'set-cookie': 'a=b; Path=/', vary: 'Cookie', 'x-robots-tag': 'noindex' },
    });
    const compressed = await compressedResponse(request('br'), response);
    expect(compressed.status).toBe(404);
    expect(compressed.statusText).toBe('Not Found');
    expect(compressed.headers.getSetCookie()).toEqual(['a=b; Path=/']);
    expect(compressed.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(compressed.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('weakens a strong validator: the compressed bytes are not the ones it named', async () => {
    const response = answer(BIG_HTML, { headers: { 'content-type': 'text/html', etag: '"abc"' } });
    expect((await compressedResponse(request('gzip'), response)).headers.get('etag')).toBe('W/"abc"');
  });

  it('leaves alone images, fonts, empty answers, encoded bodies, ranges, no-transform and HEAD', async () => {
    const cases: [string, Request, Response][] = [
      ['image', request('br'), answer(BIG_HTML, { headers: { 'content-type': 'image/webp' } })],
      ['font', request('br'), answer(BIG_HTML, { headers: { 'content-type': 'font/woff2' } })],
      ['204', request('br'), new Response(null, { status: 204 })],
      ['304', request('br'), new Response(null, { status: 304, headers: { 'content-type': 'text/html' } })],
      [
        '206',
        request('br'),
        answer(BIG_HTML, { status: 206, headers: { 'content-type': 'text/html', 'content-range': 'bytes 0-9/99' } }),
      ],
      [
        'encoded',
        request('br'),
        answer(BIG_HTML, { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } }),
      ],
      [
        'no-transform',
        request('br'),
        answer(BIG_HTML, { headers: { 'content-type': 'text/html', 'cache-control': 'no-transform' } }),
      ],
      ['HEAD', request('br', 'HEAD'), answer(BIG_HTML)],
    ];
    for (const [name, req, response] of cases) {
      const result = await compressedResponse(req, response);
      expect(result, name).toBe(response);
    }
  });
});
