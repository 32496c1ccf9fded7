import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, HttpError } from './http-client.ts';
import { RETRYABLE_STATUSES } from './retry-policy.ts';

// A real local server: each path answers with the status it names, counting every request.
let server: Server;
let baseUrl: string;
const hits = new Map<string, number>();
const bodies: unknown[] = [];
/** The `Idempotency-Key` of each request, by path, in order. */
const keys = new Map<string, Array<string | null>>();

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const key = request.headers['idempotency-key'];
    keys.set(url.pathname, [...(keys.get(url.pathname) ?? []), typeof key === 'string' ? key : null]);
    const text = await readBody(request);
    if (text)
      bodies.push(
        request.headers['content-type']?.startsWith('multipart/form-data') ? { multipart: text } : JSON.parse(text),
      );
    const [, kind, value] = url.pathname.split('/');
    if (kind === 'status') {
      response.writeHead(Number(value), { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: `answered ${value}`, fields: { name: ['Enter a name.'] } }));
    } else if (kind === 'flaky') {
      // Fails the first time it is asked, then answers.
      const first = hits.get(url.pathname) === 1;
      response.writeHead(first ? 503 : 200, { 'Content-Type': 'application/json', 'Retry-After': '0' });
      response.end(JSON.stringify(first ? { error: 'busy' } : { ok: true }));
    } else if (kind === 'reset' && hits.get(url.pathname)! <= Number(value)) {
      // Took the request in whole, then the connection broke before any answer: the first `value` times.
      response.socket?.resetAndDestroy();
    } else {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ echo: url.pathname }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  hits.clear();
  keys.clear();
  bodies.length = 0;
});

const client = () => createHttpClient({ baseUrl, sleep: async () => {} });

describe('the HTTP client retry policy (spec §7)', () => {
  it.each([...RETRYABLE_STATUSES])('retries a GET answered %i once', async (status) => {
    await expect(client().get(`/status/${status}`)).rejects.toMatchObject({ status });
    expect(hits.get(`/status/${status}`)).toBe(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries a %s', async (method) => {
    const http = client();
    const call = {
      POST: () => http.post('/status/503', {}),
      PUT: () => http.put('/status/503', {}),
      PATCH: () => http.patch('/status/503', {}),
      DELETE: () => http.delete('/status/503'),
    }[method]!;
    await expect(call()).rejects.toMatchObject({ status: 503 });
    expect(hits.get('/status/503')).toBe(1);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry a GET answered %i', async (status) => {
    await expect(client().get(`/status/${status}`)).rejects.toBeInstanceOf(HttpError);
    expect(hits.get(`/status/${status}`)).toBe(1);
  });

  it('returns the answer of a successful retry', async () => {
    await expect(client().get('/flaky/1')).resolves.toEqual({ ok: true });
    expect(hits.get('/flaky/1')).toBe(2);
  });

  it('sends a write that got no answer again up to three times, with its key', async () => {
    let attempts = 0;
    const unreachable = createHttpClient({
      baseUrl,
      sleep: async () => {},
      fetch: async () => {
        attempts++;
        throw new TypeError('fetch failed');
      },
    });
    await expect(unreachable.post('/orders', { qty: 1 })).rejects.toMatchObject({ status: null });
    expect(attempts).toBe(4);
  });

  it('recovers when the network comes back within three retries', async () => {
    let attempts = 0;
    const recovering = createHttpClient({
      baseUrl,
      sleep: async () => {},
      fetch: async (input, init) => {
        if (++attempts < 3) throw new TypeError('fetch failed');
        return fetch(input, init);
      },
    });
    await expect(recovering.get('/menu')).resolves.toEqual({ echo: '/menu' });
    expect(attempts).toBe(3);
  });
});

describe('the HTTP client after a connection broke with the request sent (decision 52)', () => {
  it('sends every write with an Idempotency-Key, the same on each attempt, and so sends it again', async () => {
    await expect(client().post('/reset/2', { name: 'Blue Dream' })).resolves.toEqual({ echo: '/reset/2' });
    expect(hits.get('/reset/2')).toBe(3);
    const [first, ...rest] = keys.get('/reset/2')!;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(rest).toEqual([first, first]);
  });

  it('makes one key per call: two writes are two actions', async () => {
    const http = client();
    await http.put('/echo', { a: 1 });
    await http.put('/echo', { a: 1 });
    const [first, second] = keys.get('/echo')!;
    expect(first).not.toBeNull();
    expect(second).not.toBe(first);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('gives up on a %s sent without a key', async (method) => {
    const http = client();
    const options = { idempotencyKey: null };
    const call = {
      POST: () => http.post('/reset/1', {}, options),
      PUT: () => http.put('/reset/1', {}, options),
      PATCH: () => http.patch('/reset/1', {}, options),
      DELETE: () => http.delete('/reset/1', options),
    }[method]!;
    await expect(call()).rejects.toMatchObject({ status: null });
    expect(hits.get('/reset/1')).toBe(1);
    expect(keys.get('/reset/1')).toEqual([null]);
  });

  it('sends the caller’s own key when it gives one', async () => {
    const own = 'order'.repeat(8);
    await client().post('/reset/1', {}, { idempotencyKey: own });
    expect(keys.get('/reset/1')).toEqual([own, own]);
  });

  it('sends a POST that only reads without a key, and again as a read is', async () => {
    await expect(client().post('/reset/1', {}, { readOnly: true })).resolves.toEqual({ echo: '/reset/1' });
    expect(keys.get('/reset/1')).toEqual([null, null]);
    await expect(client().post('/flaky/quote', {}, { readOnly: true })).resolves.toEqual({ ok: true });
    expect(hits.get('/flaky/quote')).toBe(2);
  });

  it('sends a read without a key', async () => {
    await client().get('/reset/1');
    expect(keys.get('/reset/1')).toEqual([null, null]);
  });
});

describe('the HTTP client', () => {
  it('sends JSON and reads JSON', async () => {
    await expect(client().post('/echo', { name: 'Blue Dream' })).resolves.toEqual({ echo: '/echo' });
    expect(bodies).toEqual([{ name: 'Blue Dream' }]);
  });

  it('sends a FormData as a multipart form upload', async () => {
    const form = new FormData();
    form.set('alt', 'Blue Dream buds');
    form.set('file', new File(['not really a picture'], 'photo.png', { type: 'image/png' }));
    await expect(client().post('/echo', form)).resolves.toEqual({ echo: '/echo' });
    const [sent] = bodies as { multipart: string }[];
    expect(sent!.multipart).toContain('name="alt"\r\n\r\nBlue Dream buds');
    expect(sent!.multipart).toContain('filename="photo.png"');
  });

  it('carries the endpoint error shape on failures', async () => {
    const error = await client()
      .get('/status/422')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'answered 422',
      status: 422,
      body: { fields: { name: ['Enter a name.'] } },
    });
  });

  it('gives up at once when the caller aborts', async () => {
    let attempts = 0;
    const controller = new AbortController();
    controller.abort();
    const aborted = createHttpClient({
      baseUrl,
      sleep: async () => {},
      fetch: async () => {
        attempts++;
        throw new DOMException('aborted', 'AbortError');
      },
    });
    await expect(aborted.get('/menu', { signal: controller.signal })).rejects.toBeInstanceOf(HttpError);
    expect(attempts).toBe(1);
  });
});
