import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_FILE_CACHE_CONTROL } from '#server/cache/cache-control.ts';
import { createPrecompressedFiles } from './precompressed-files.ts';

/** The build's compressed copies served over real HTTP; whatever they do not answer reaches the next handler. */

const SCRIPT = `export const menu = ${JSON.stringify(Array.from({ length: 100 }, (_, i) => `product ${i}`))};`;
let dir: string;
let server: http.Server;
const host = '127.0.0.1';
let port = 0;
const passedOn: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rr-precompressed-'));
  mkdirSync(path.join(dir, '_astro'));
  writeFileSync(path.join(dir, '_astro/menu.abc123.js'), SCRIPT);
  writeFileSync(path.join(dir, '_astro/menu.abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, '_astro/menu.abc123.js.gz'), zlib.gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'icon.svg'), `<svg>${'<path d="M0 0h1v1z"/>'.repeat(80)}</svg>`);
  writeFileSync(path.join(dir, 'icon.svg.gz'), zlib.gzipSync('<svg/>'));
  writeFileSync(path.join(dir, 'photo.webp'), 'RIFF');
  writeFileSync(path.join(dir, 'photo.webp.br'), 'RIFF');
  const serveCopies = createPrecompressedFiles(dir);
  server = http.createServer((request, response) => {
    if (serveCopies(request, response)) return;
    passedOn.push(`${request.url} ${response.getHeader('vary') ?? '-'}`);
    response.end('plain');
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function get(target: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    // The target exactly as given (a URL would resolve `..` before sending).
    const request = http.request({ host, port, path: target, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('precompressed static files', () => {
  it('sends the Brotli or gzip copy the client prefers, with the file’s type and caching', async () => {
    const brotli = await get('/_astro/menu.abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE_FILE_CACHE_CONTROL);
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['content-length']).toBe(String(brotli.bytes.byteLength));
    expect(zlib.brotliDecompressSync(brotli.bytes).toString()).toBe(SCRIPT);

    const gzip = await get('/_astro/menu.abc123.js?v=2', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.bytes).toString()).toBe(SCRIPT);
    expect(gzip.headers.etag).not.toBe(brotli.headers.etag);

    const svg = await get('/icon.svg', { 'accept-encoding': 'br, gzip' });
    expect(svg.headers['content-encoding']).toBe('gzip'); // the only copy there is
    expect(svg.headers['cache-control']).toBe('public, max-age=0');
  });

  it('answers 304 for the copy the client holds, and HEAD without a body', async () => {
    const first = await get('/_astro/menu.abc123.js', { 'accept-encoding': 'br' });
    const again = await get('/_astro/menu.abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.bytes.byteLength).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const head = await get('/_astro/menu.abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.bytes.byteLength).toBe(0);
  });

  it('passes on plain clients, ranges, other methods, files without copies and paths it does not know', async () => {
    passedOn.length = 0;
    await get('/_astro/menu.abc123.js', { 'accept-encoding': 'identity' });
    await get('/_astro/menu.abc123.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    await get('/_astro/menu.abc123.js', { 'accept-encoding': 'br' }, 'POST');
    await get('/icon.svg', { 'accept-encoding': 'br' }); // no Brotli copy, gzip not accepted
    await get('/photo.webp', { 'accept-encoding': 'br' }); // not a type compressed at build
    await get('/_astro/../_astro/menu.abc123.js', { 'accept-encoding': 'br' });
    await get('/_astro/missing.js', { 'accept-encoding': 'br' });
    expect(passedOn).toEqual([
      '/_astro/menu.abc123.js Accept-Encoding',
      '/_astro/menu.abc123.js Accept-Encoding',
      '/_astro/menu.abc123.js -',
      '/icon.svg Accept-Encoding',
      '/photo.webp -',
      '/_astro/../_astro/menu.abc123.js -',
      '/_astro/missing.js -',
    ]);
  });

  it('serves nothing when the build has no client folder', () => {
    const none = createPrecompressedFiles(path.join(dir, 'no-such-folder'));
    const request = { method: 'GET', url: '/_astro/menu.abc123.js', headers: { 'accept-encoding': 'br' } };
    expect(none(request as http.IncomingMessage, {} as http.ServerResponse)).toBe(false);
  });
});
