import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../lib/dashboard/media.ts';
import { Refusal } from '../dashboard/refusal.ts';
import { readUploadForm } from './upload-request.ts';

const URL = 'http://shop.test/api/dashboard/media';

async function refusal(request: Request): Promise<Refusal> {
  const error = await readUploadForm(request).catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

/** A body that arrives in chunks with no declared length, as a chunked upload does. */
function streamed(bytes: number, contentType: string): Request {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return new Request(URL, { method: 'POST', headers: { 'content-type': contentType }, body, duplex: 'half' } as RequestInit);
}

describe('readUploadForm', () => {
  it('reads a multipart form with its file', async () => {
    const form = new FormData();
    form.set('alt', 'Blue Dream');
    form.set('file', new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' }));
    const read = await readUploadForm(new Request(URL, { method: 'POST', body: form }));
    expect(read.get('alt')).toBe('Blue Dream');
    const file = read.get('file') as File;
    expect([file.name, file.size]).toEqual(['photo.png', 3]);
  });

  it('refuses a body that is not a form upload (415)', async () => {
    const json = new Request(URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect((await refusal(json)).status).toBe(415);
  });

  it('refuses a declared length over the limit before reading anything (413)', async () => {
    const request = new Request(URL, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MAX_UPLOAD_BYTES * 2) },
      body: 'x',
    });
    expect((await refusal(request)).status).toBe(413);
  });

  it('stops reading a body with no declared length once it passes the limit (413)', async () => {
    const problem = await refusal(streamed(MAX_UPLOAD_BYTES * 3, 'multipart/form-data; boundary=x'));
    expect(problem.status).toBe(413);
    expect(problem.message).toContain('up to 10 MB');
  });

  it('refuses a form it cannot parse (400)', async () => {
    const request = new Request(URL, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'not a multipart body' });
    expect((await refusal(request)).status).toBe(400);
  });
});
