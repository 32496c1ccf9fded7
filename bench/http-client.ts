// A keep-alive HTTP/1.1 client for load generators that share the machine with the server they
// measure: each answer is read into one buffer reused for every read (no allocation per chunk),
// and only what a benchmark needs is parsed — the status, whether the page cache answered
// (`X-Cache: HIT`), where the body ends (Content-Length or chunked) and the start of the body for
// a failure's report. Node's own client builds a message object, a headers object and a buffer per
// chunk for every answer: on a 2-core machine that took 0.4 of a core from the store at 900
// answers a second.
import net from 'node:net';

export interface Answer {
  status: number;
  /** The page cache answered (`X-Cache: HIT`). */
  hit: boolean;
  /** The first BODY_START_BYTES of the body, as text. */
  bodyStart: string;
}

export interface Outgoing {
  method: 'GET' | 'POST';
  path: string;
  headers?: Readonly<Record<string, string>>;
  /** Sent as is, with its Content-Length. */
  body?: string;
}

const BODY_START_BYTES = 300;
const CR = 13;
const LF = 10;
const HEAD_END = Buffer.from('\r\n\r\n');

/** Read buffer shared by every connection: each read is parsed before the next one is taken. */
let sharedReadBuffer: Buffer | undefined;

type Phase =
  | { kind: 'head' }
  | { kind: 'length'; left: number }
  | { kind: 'chunk-size' }
  | { kind: 'chunk-data'; left: number }
  | { kind: 'chunk-data-end'; left: number }
  | { kind: 'trailers' };

interface Pending {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/**
 * One connection, one request at a time (no pipelining): `send` resolves when the whole answer
 * has arrived. It reconnects by itself when the server closed the connection after an answer.
 */
export class HttpConnection {
  readonly #host: string;
  readonly #port: number;
  #socket: net.Socket | undefined;
  #pending: Pending | undefined;
  #phase: Phase = { kind: 'head' };
  /** Bytes of the current head, or of a chunk-size line or trailers split across reads. */
  #partial: Buffer = Buffer.alloc(0);
  #status = 0;
  #hit = false;
  #closeAfter = false;
  #bodyStart = '';

  readonly #localAddress: string | undefined;

  /** `localAddress`: the address the connection comes from (another of 127.0.0.0/8 on one machine). */
  constructor(baseUrl: string, { localAddress }: { localAddress?: string } = {}) {
    const url = new URL(baseUrl);
    if (url.protocol !== 'http:') throw new Error(`Only http: is spoken here (got ${url.protocol}).`);
    this.#host = url.hostname;
    this.#port = Number(url.port || 80);
    this.#localAddress = localAddress;
  }

  send(request: Outgoing): Promise<Answer> {
    if (this.#pending) return Promise.reject(new Error('A request is already in flight on this connection.'));
    const socket = this.#connection();
    return new Promise<Answer>((resolve, reject) => {
      this.#pending = { resolve, reject };
      this.#phase = { kind: 'head' };
      this.#partial = Buffer.alloc(0);
      this.#status = 0;
      this.#hit = false;
      this.#closeAfter = false;
      this.#bodyStart = '';
      let head = `${request.method} ${request.path} HTTP/1.1\r\nHost: ${this.#host}:${this.#port}\r\n`;
      for (const [name, value] of Object.entries(request.headers ?? {})) head += `${name}: ${value}\r\n`;
      if (request.body !== undefined) head += `Content-Length: ${Buffer.byteLength(request.body)}\r\n`;
      socket.write(`${head}\r\n${request.body ?? ''}`);
    });
  }

  close(): void {
    const socket = this.#socket;
    this.#socket = undefined;
    socket?.destroy();
  }

  #connection(): net.Socket {
    if (this.#socket && !this.#socket.destroyed) return this.#socket;
    const readBuffer = (sharedReadBuffer ??= Buffer.allocUnsafe(256 * 1024));
    const socket = net.connect({
      host: this.#host,
      port: this.#port,
      ...(this.#localAddress ? { localAddress: this.#localAddress } : {}),
      noDelay: true,
      onread: {
        buffer: readBuffer,
        callback: (size) => {
          this.#read(readBuffer.subarray(0, size));
          return true;
        },
      },
    });
    // Only the connection in use fails the request in flight: one closed after its answer is gone.
    const lost = (error?: Error) => {
      if (this.#socket !== socket) return;
      this.#socket = undefined;
      this.#fail(error ?? new Error('The server closed the connection before the answer ended.'));
    };
    socket.on('error', lost);
    socket.on('close', () => lost());
    this.#socket = socket;
    return socket;
  }

  #fail(error: Error): void {
    const pending = this.#pending;
    this.#pending = undefined;
    pending?.reject(error);
  }

  #read(data: Buffer): void {
    let at = 0;
    while (at < data.length && this.#pending) {
      at = this.#step(data, at);
    }
  }

  /** Parses from `at` as far as the current phase goes; returns where it stopped. */
  #step(data: Buffer, at: number): number {
    const phase = this.#phase;
    switch (phase.kind) {
      case 'head': {
        const joined = this.#partial.length > 0 ? Buffer.concat([this.#partial, data.subarray(at)]) : data.subarray(at);
        const end = joined.indexOf(HEAD_END);
        if (end < 0) {
          this.#partial = Buffer.from(joined);
          return data.length;
        }
        const consumed = end + HEAD_END.length - this.#partial.length;
        this.#partial = Buffer.alloc(0);
        this.#readHead(joined.toString('latin1', 0, end));
        return at + consumed;
      }
      case 'length': {
        const taken = Math.min(phase.left, data.length - at);
        this.#keepBodyStart(data, at, taken);
        phase.left -= taken;
        if (phase.left === 0) this.#done();
        return at + taken;
      }
      case 'chunk-size': {
        const lineEnd = data.indexOf(LF, at);
        if (lineEnd < 0) {
          this.#partial = Buffer.concat([this.#partial, data.subarray(at)]);
          return data.length;
        }
        const line = Buffer.concat([this.#partial, data.subarray(at, lineEnd)]).toString('latin1');
        this.#partial = Buffer.alloc(0);
        const size = Number.parseInt(line.split(';')[0]!.trim(), 16);
        if (!Number.isFinite(size)) {
          this.#protocolError(`a chunk size that is not hexadecimal (${JSON.stringify(line)})`);
          return data.length;
        }
        this.#phase = size === 0 ? { kind: 'trailers' } : { kind: 'chunk-data', left: size };
        return lineEnd + 1;
      }
      case 'chunk-data': {
        const taken = Math.min(phase.left, data.length - at);
        this.#keepBodyStart(data, at, taken);
        phase.left -= taken;
        if (phase.left === 0) this.#phase = { kind: 'chunk-data-end', left: 2 };
        return at + taken;
      }
      case 'chunk-data-end': {
        // The CRLF after a chunk's data.
        let next = at;
        while (phase.left > 0 && next < data.length) {
          const expected = phase.left === 2 ? CR : LF;
          if (data[next] !== expected) {
            this.#protocolError('a chunk not followed by CRLF');
            return data.length;
          }
          phase.left -= 1;
          next += 1;
        }
        if (phase.left === 0) this.#phase = { kind: 'chunk-size' };
        return next;
      }
      case 'trailers': {
        // Trailer lines, if any, then an empty line.
        const before = this.#partial.length;
        const joined = before > 0 ? Buffer.concat([this.#partial, data.subarray(at)]) : data.subarray(at);
        const found = joined[0] === CR && joined[1] === LF ? 0 : joined.indexOf(HEAD_END);
        if (found < 0) {
          this.#partial = Buffer.from(joined);
          return data.length;
        }
        const end = found === 0 ? 2 : found + HEAD_END.length;
        this.#partial = Buffer.alloc(0);
        this.#done();
        return at + end - before;
      }
    }
  }

  #readHead(head: string): void {
    const lines = head.split('\r\n');
    const status = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '');
    if (!status) {
      this.#protocolError(`an answer that does not start with a status line (${JSON.stringify(lines[0])})`);
      return;
    }
    this.#status = Number(status[1]);
    let length: number | undefined;
    let chunked = false;
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === 'content-length') length = Number(value);
      else if (name === 'transfer-encoding') chunked = /(^|,)\s*chunked\s*$/i.test(value);
      else if (name === 'x-cache') this.#hit = value.toUpperCase() === 'HIT';
      else if (name === 'connection') this.#closeAfter = value.toLowerCase() === 'close';
    }
    const noBody = this.#status === 204 || this.#status === 304 || (this.#status >= 100 && this.#status < 200);
    if (noBody || (!chunked && length === 0)) this.#done();
    else if (chunked) this.#phase = { kind: 'chunk-size' };
    else if (length !== undefined && Number.isInteger(length) && length > 0)
      this.#phase = { kind: 'length', left: length };
    else this.#protocolError('an answer with neither Content-Length nor chunked encoding');
  }

  #keepBodyStart(data: Buffer, at: number, size: number): void {
    if (this.#bodyStart.length >= BODY_START_BYTES) return;
    this.#bodyStart += data.toString('utf8', at, at + Math.min(size, BODY_START_BYTES - this.#bodyStart.length));
  }

  #done(): void {
    const pending = this.#pending;
    this.#pending = undefined;
    this.#phase = { kind: 'head' };
    if (this.#closeAfter) this.close();
    pending?.resolve({ status: this.#status, hit: this.#hit, bodyStart: this.#bodyStart });
  }

  #protocolError(what: string): void {
    this.close();
    this.#fail(new Error(`The server sent ${what}.`));
  }
}
