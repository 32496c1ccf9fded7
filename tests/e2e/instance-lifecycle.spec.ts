import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { readFile } from 'node:fs/promises';
import { startStoreServer, waitUntilHealthy, type StoreServer } from '../support/store-server.ts';
import { expect, test } from './fixtures.ts';

/**
 * A production instance (`npm run serve`) under a supervisor: SIGTERM lets the requests in flight
 * finish and exits 0, and no request body of any size or framing can fill its memory.
 */

/** A POST whose chunked body the test writes when it likes; `response` settles when the server answers. */
function openUpload(baseURL: string, path: string, contentType: string) {
  const url = new URL(path, baseURL);
  let request!: ClientRequest;
  const response = new Promise<IncomingMessage & { text: string }>((resolve, reject) => {
    request = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': contentType, origin: baseURL, 'transfer-encoding': 'chunked' } },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => resolve(Object.assign(answer, { text })));
      },
    );
    request.on('error', reject);
  });
  return { request, response };
}

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

test.describe('a production instance', () => {
  test.describe.configure({ mode: 'serial' });
  let store: StoreServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    store = await startStoreServer({ SHUTDOWN_GRACE_SECONDS: '30' });
    await waitUntilHealthy(store);
  });
  test.afterAll(() => store?.stop());

  test('refuses a 100 MB body, however it is framed, without holding it in memory', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    const before = await residentBytes(store.process.pid!);
    for (const [path, type] of [
      ['/api/checkout', 'application/json'],
      ['/api/cart/quote', 'application/json'],
      ['/_actions/newsletter.subscribe', 'application/x-www-form-urlencoded'],
      ['/_actions/jobs.apply', 'multipart/form-data; boundary=x'],
    ] as const) {
      const upload = openUpload(store.baseURL, path, type);
      upload.request.on('error', () => undefined);
      // Written as fast as the server takes it; it stops reading (and answers) once over its limit.
      const sending = (async () => {
        for (let sent = 0; sent < 100 && !upload.request.destroyed; sent++) {
          if (!upload.request.write(chunk)) {
            await new Promise((resolve) => {
              upload.request.once('drain', resolve);
              upload.request.once('close', resolve);
            });
          }
        }
        upload.request.end();
      })().catch(() => undefined);
      const answer = await upload.response;
      expect(answer.statusCode, path).toBe(413);
      upload.request.destroy();
      await sending;
    }
    const after = await residentBytes(store.process.pid!);
    expect(after - before).toBeLessThan(100 * 1024 * 1024);
    await waitUntilHealthy(store);
  });

  test('answers 408 to a body that stops arriving, within seconds, and closes its connection', async () => {
    const upload = openUpload(store.baseURL, '/api/checkout', 'application/json');
    upload.request.on('error', () => undefined);
    // Part of a body, then nothing: the client is still connected, the rest never comes.
    upload.request.write('{"lines":[');
    const answer = await upload.response;
    expect(answer.statusCode).toBe(408);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.text)).toMatchObject({
      error: 'The request stopped arriving before its end. Send it again.',
    });
    upload.request.destroy();
    await waitUntilHealthy(store);
  });

  test('on SIGTERM, finishes the request in flight, takes no new connection, and exits 0', async () => {
    const upload = openUpload(store.baseURL, '/api/cart/quote', 'application/json');
    upload.request.write('{"lines":');
    // The server has the request (it is reading its body) when the signal comes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    store.process.kill('SIGTERM');
    await expect.poll(() => store.output()).toContain('SIGTERM: finishing the requests in flight');
    await expect(fetch(`${store.baseURL}/api/health`)).rejects.toThrow();
    upload.request.end('[]}');
    const answer = await upload.response;
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.headers.connection).toBe('close');
    expect(await store.exited).toBe(0);
    expect(store.output()).toContain('Stopped.');
  });
});
