import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpConnection } from './http-client.ts';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function listen(server: http.Server | net.Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  closers.push(() => server.close());
  const { port } = server.address() as net.AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function connectionTo(baseUrl: string): HttpConnection {
  const connection = new HttpConnection(baseUrl);
  closers.push(() => connection.close());
  return connection;
}

/** A server that answers every request with `raw`, written `step` bytes at a time. */
async function rawServer(raw: string, step: number): Promise<string> {
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('data', async () => {
      const bytes = Buffer.from(raw, 'latin1');
      for (let at = 0; at < bytes.length; at += step) {
        socket.write(bytes.subarray(at, at + step));
        await sleep(1);
      }
    });
  });
  return listen(server);
}

describe('HttpConnection', () => {
  it('reads answers with a Content-Length, one after another on one kept-alive connection', async () => {
    let connections = 0;
    const server = http.createServer((request, response) => {
      const hit = request.url === '/kept';
      response.writeHead(200, { 'content-type': 'text/plain', ...(hit ? { 'x-cache': 'HIT' } : {}) });
      response.end(`answer to ${request.url} ${'x'.repeat(200_000)}`);
    });
    server.on('connection', () => (connections += 1));
    const connection = connectionTo(await listen(server));

    const first = await connection.send({ method: 'GET', path: '/fresh' });
    const second = await connection.send({ method: 'GET', path: '/kept' });

    expect(first).toEqual({ status: 200, hit: false, bodyStart: `answer to /fresh ${'x'.repeat(283)}` });
    expect(second.hit).toBe(true);
    expect(second.bodyStart.startsWith('answer to /kept')).toBe(true);
    expect(connections).toBe(1);
  });

  it('reads a streamed (chunked) answer to its end, then the next one', async () => {
    const server = http.createServer(async (request, response) => {
      response.writeHead(201, { 'content-type': 'text/html' });
      for (let part = 0; part < 5; part++) {
        response.write(`<p>part ${part} of ${request.url}</p>`.padEnd(70_000, ' '));
        await sleep(2);
      }
      response.end();
    });
    const connection = connectionTo(await listen(server));

    const first = await connection.send({ method: 'GET', path: '/a' });
    const second = await connection.send({ method: 'GET', path: '/b' });

    expect(first.status).toBe(201);
    expect(first.bodyStart.startsWith('<p>part 0 of /a</p>')).toBe(true);
    expect(first.bodyStart).toHaveLength(300);
    expect(second.bodyStart.startsWith('<p>part 0 of /b</p>')).toBe(true);
  });

  it('sends a POST body with its length and the headers given', async () => {
    const server = http.createServer(async (request, response) => {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ body, type: request.headers['content-type'], length: request.headers['content-length'] }),
      );
    });
    const connection = connectionTo(await listen(server));

    const answer = await connection.send({
      method: 'POST',
      path: '/api/echo',
      headers: { 'content-type': 'application/json' },
      body: '{"size":"½ oz"}',
    });

    expect(JSON.parse(answer.bodyStart)).toEqual({ body: '{"size":"½ oz"}', type: 'application/json', length: '16' });
  });

  it('parses answers that arrive a byte at a time: head, chunk sizes, chunk ends and trailers', async () => {
    const raw =
      'HTTP/1.1 200 OK\r\nX-Cache: HIT\r\nTransfer-Encoding: chunked\r\n\r\n' +
      '5;name=value\r\nhello\r\n7\r\n, world\r\n0\r\nX-Checksum: 1\r\n\r\n';
    const connection = connectionTo(await rawServer(raw, 1));

    const answer = await connection.send({ method: 'GET', path: '/' });
    const again = await connection.send({ method: 'GET', path: '/' });

    expect(answer).toEqual({ status: 200, hit: true, bodyStart: 'hello, world' });
    expect(again.bodyStart).toBe('hello, world');
  });

  it('ends an answer with no body (204) at its head', async () => {
    const connection = connectionTo(await rawServer('HTTP/1.1 204 No Content\r\nX-Cache: MISS\r\n\r\n', 7));

    expect(await connection.send({ method: 'GET', path: '/' })).toEqual({ status: 204, hit: false, bodyStart: '' });
  });

  it('opens a new connection after an answer that said Connection: close', async () => {
    let connections = 0;
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { connection: 'close', 'content-length': '2' });
      response.end('ok');
    });
    server.on('connection', () => (connections += 1));
    const connection = connectionTo(await listen(server));

    await connection.send({ method: 'GET', path: '/' });
    const second = await connection.send({ method: 'GET', path: '/' });

    expect(second.bodyStart).toBe('ok');
    expect(connections).toBe(2);
  });

  it('fails the request when the server cuts the connection mid-answer', async () => {
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-length': '1000' });
      response.write('only part of it');
      setTimeout(() => response.socket?.destroy(), 5);
    });
    const connection = connectionTo(await listen(server));

    await expect(connection.send({ method: 'GET', path: '/' })).rejects.toThrow(/closed the connection/);
  });

  it('fails the request on an answer that is not HTTP', async () => {
    const connection = connectionTo(await rawServer('SSH-2.0-OpenSSH\r\n\r\n', 64));

    await expect(connection.send({ method: 'GET', path: '/' })).rejects.toThrow(/status line/);
  });
});
