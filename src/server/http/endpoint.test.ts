import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_BODY_BYTES } from '#lib/http/request-limits.ts';
import { MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE } from '#lib/http/unstorable-text.ts';
import { endpoint, json, noContent } from './endpoint.ts';
import { Refusal } from './refusal.ts';

const URL_BASE = 'http://shop.test/api/things';

function call(route: ReturnType<typeof endpoint>, request: Request, params: Record<string, string | undefined> = {}) {
  return Promise.resolve(route({ request, url: new URL(request.url), params } as unknown as APIContext));
}

const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request(URL_BASE, { method: 'POST', headers, body });

/** A body that arrives in chunks with no declared length, as a chunked upload does. */
function streamed(bytes: number, contentType: string): Request {
  let sent = 0;
  const chunk = new Uint8Array(16 * 1024);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return new Request(URL_BASE, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    duplex: 'half',
  } as RequestInit);
}

const Thing = z.object({
  name: z.string().min(1, 'Name the thing.'),
  count: z.int('Count in whole numbers.').min(1, 'At least one.'),
});
const things = endpoint({ body: Thing }, ({ body }) => json({ made: body }, 201));

describe('endpoint()', () => {
  it('hands the handler the parsed body and answers what it returns, never cached', async () => {
    const response = await call(things, post(JSON.stringify({ name: 'lamp', count: 2 })));
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ made: { name: 'lamp', count: 2 } });
  });

  it('refuses input its schema refuses with 400 and every field’s messages', async () => {
    const response = await call(things, post(JSON.stringify({ name: '', count: 0.5 })));
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: 'Check the highlighted fields.',
      fields: { name: ['Name the thing.'], count: ['Count in whole numbers.'] },
    });
  });

  it('says what a body that is not JSON, or none, is wrong with', async () => {
    const notJson = await call(things, post('{"name":'));
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({
      error: 'The request body is not valid JSON.',
      fields: { _: ['The request body is not valid JSON.'] },
    });
    const none = await call(things, post(''));
    expect(none.status).toBe(400);
    expect((await none.json()).fields._).toHaveLength(1);
  });

  it('puts the endpoint’s own sentence above the fields', async () => {
    const quote = endpoint({ body: Thing, invalid: 'The thing could not be made.' }, () => noContent());
    expect(await (await call(quote, post('nope'))).json()).toMatchObject({ error: 'The thing could not be made.' });
    expect(await (await call(quote, post('{}'))).json()).toMatchObject({
      error: 'The thing could not be made.',
      fields: { name: expect.any(Array) },
    });
  });

  it('refuses a body over the cap with 413, by its declared length or as it streams in', async () => {
    const declared = new Request(URL_BASE, {
      method: 'POST',
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
      body: 'x',
    });
    const refused = await call(things, declared);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ error: 'That is too much at once (at most 64 KB).', fields: {} });
    expect((await call(things, streamed(MAX_BODY_BYTES * 4, 'application/json'))).status).toBe(413);
    const roomy = endpoint({ body: z.unknown(), maxBytes: MAX_BODY_BYTES * 8 }, () => noContent());
    expect((await call(roomy, post(JSON.stringify('x'.repeat(MAX_BODY_BYTES * 2))))).status).toBe(204);
  });

  it('caps the declared body of an endpoint that reads none', async () => {
    const signOut = endpoint({}, () => noContent());
    const declared = String(MAX_BODY_BYTES + 1);
    expect((await call(signOut, post('x'.repeat(MAX_BODY_BYTES + 1), { 'content-length': declared }))).status).toBe(
      413,
    );
    expect((await call(signOut, post('{}'))).status).toBe(204);
  });

  it('answers 404 with the schema’s message for a path parameter that does not fit', async () => {
    const one = endpoint({ params: z.object({ id: z.uuid('There is no such thing.') }) }, ({ params }) =>
      json({ id: params.id }),
    );
    const missing = await call(one, new Request(`${URL_BASE}/7`), { id: '7' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'There is no such thing.', fields: {} });
    const id = '3f2b9c1e-1111-4a2b-9c3d-4e5f6a7b8c9d';
    expect(await (await call(one, new Request(`${URL_BASE}/${id}`), { id })).json()).toEqual({ id });
  });

  it('reads the query string, each parameter’s first value', async () => {
    const list = endpoint(
      { query: z.object({ page: z.coerce.number().int('Pages are whole numbers.').min(1).default(1) }) },
      ({ query }) => json(query),
    );
    expect(await (await call(list, new Request(`${URL_BASE}?page=3&page=9`))).json()).toEqual({ page: 3 });
    const bad = await call(list, new Request(`${URL_BASE}?page=1.5`));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'Check the highlighted fields.',
      fields: { page: ['Pages are whole numbers.'] },
    });
  });

  it('reads a posted form, files included, and refuses a body that is not one (415)', async () => {
    const upload = endpoint({ form: z.object({ alt: z.string(), file: z.instanceof(File) }) }, ({ body }) =>
      json({ alt: body.alt, size: body.file.size }),
    );
    const form = new FormData();
    form.set('alt', 'Blue Dream');
    form.set('file', new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' }));
    expect(await (await call(upload, new Request(URL_BASE, { method: 'POST', body: form }))).json()).toEqual({
      alt: 'Blue Dream',
      size: 3,
    });
    const encoded = new URLSearchParams({ alt: 'x' });
    expect(await (await call(upload, new Request(URL_BASE, { method: 'POST', body: encoded }))).json()).toMatchObject({
      fields: { file: expect.any(Array) },
    });
    expect((await call(upload, post('{}'))).status).toBe(415);
    expect(
      (await call(upload, post('not a multipart body', { 'content-type': 'multipart/form-data; boundary=x' }))).status,
    ).toBe(400);
  });

  it('refuses NUL anywhere in a JSON body or a form with 400, before the handler runs', async () => {
    let ran = false;
    const note = endpoint({ body: z.unknown() }, () => {
      ran = true;
      return noContent();
    });
    const nul = await call(note, post(JSON.stringify({ lines: [{ name: 'Dana\u0000' }] })));
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ error: expect.stringContaining('NUL') });
    const form = endpoint({ form: z.object({ name: z.string() }) }, () => {
      ran = true;
      return noContent();
    });
    expect(
      (await call(form, new Request(URL_BASE, { method: 'POST', body: new URLSearchParams({ name: 'a\u0000' }) })))
        .status,
    ).toBe(400);
    expect(ran).toBe(false);
    expect((await call(note, post(JSON.stringify({ name: 'Dana' })))).status).toBe(204);
  });

  it('refuses a JSON body nested past the cap with 400, however deep, before the handler runs', async () => {
    let ran = false;
    const note = endpoint({ body: z.unknown() }, () => {
      ran = true;
      return noContent();
    });
    for (const levels of [MAX_INPUT_DEPTH + 1, 5_600, 30_000]) {
      const deep = await call(note, post(`${'['.repeat(levels)}${']'.repeat(levels)}`));
      expect(deep.status).toBe(400);
      expect(await deep.json()).toMatchObject({ error: TOO_DEEP_MESSAGE });
    }
    expect(ran).toBe(false);
    const ordinary = `{"lines":[{"note":"ok"}]}`;
    expect((await call(note, post(ordinary))).status).toBe(204);
  });

  it('answers a refusal thrown by the handler with its status, fields, headers and details', async () => {
    const refusing = endpoint({}, () => {
      throw new Refusal(429, 'Slow down.', 'email', { headers: { 'Retry-After': '30' }, details: { waited: 0 } });
    });
    const response = await call(refusing, new Request(URL_BASE));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ waited: 0, error: 'Slow down.', fields: { email: ['Slow down.'] } });
  });

  it('lets any other error through, for the error page and the error report', async () => {
    const broken = endpoint({}, () => {
      throw new TypeError('a bug');
    });
    await expect(call(broken, new Request(URL_BASE))).rejects.toThrow('a bug');
  });
});
