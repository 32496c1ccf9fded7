import { readFileSync } from 'node:fs';

/** One answer of Supabase Storage, kept in `tests/fixtures/supabase-storage/<name>.json`. */
interface Fixture {
  answers: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export interface SentStorageRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: Uint8Array;
}

interface Expected {
  method: string;
  path: string;
  fixture: string;
  /** Bytes to answer with instead of the fixture's JSON body (a file download). */
  file?: Uint8Array;
}

const FIXTURES = new URL('../fixtures/supabase-storage/', import.meta.url);

function loadFixture(name: string): Fixture {
  return JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')) as Fixture;
}

/**
 * Supabase Storage replayed from recorded answers, as a `fetch`: each test lists the requests it
 * expects in order ("POST /storage/v1/object/media/library/x.webp") with the fixture answering
 * each. Anything else gets a 418 and is reported by `verify()`, as is a request that never came.
 */
export class RecordedSupabaseStorage {
  readonly sent: SentStorageRequest[] = [];
  private readonly expected: Expected[] = [];
  private readonly problems: string[] = [];
  private unreachableFor = 0;
  private readonly origin: string;

  constructor(projectUrl: string) {
    this.origin = new URL(projectUrl).origin;
  }

  expect(call: string, fixture: string, options: { file?: Uint8Array } = {}): this {
    const [method, path] = call.split(' ') as [string, string];
    this.expected.push({ method, path, fixture, file: options.file });
    return this;
  }

  /** The next `attempts` requests never reach Supabase. */
  unreachable(attempts: number): this {
    this.unreachableFor = attempts;
    return this;
  }

  verify(): void {
    const problems = [
      ...this.problems,
      ...this.expected.map((request) => `${request.method} ${request.path} (${request.fixture}) was never sent`),
    ];
    this.problems.length = 0;
    this.expected.length = 0;
    if (problems.length > 0) throw new Error(`Supabase Storage was not called as expected:\n${problems.join('\n')}`);
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const sent: SentStorageRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: new Uint8Array(await request.arrayBuffer()),
    };
    this.sent.push(sent);
    if (this.unreachableFor > 0) {
      this.unreachableFor--;
      // As Node's fetch fails for a host it cannot resolve: the request never left.
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }),
      });
    }
    const next = this.expected.shift();
    const call = `${sent.method} ${sent.url.pathname}`;
    const problem = !next
      ? `unexpected ${call}`
      : sent.url.origin !== this.origin || sent.method !== next.method || sent.url.pathname !== next.path
        ? `expected ${next.method} ${next.path}, got ${call}`
        : undefined;
    if (problem || !next) {
      this.problems.push(problem ?? 'unexpected request');
      return Response.json({ statusCode: '418', error: 'unexpected_request', message: problem }, { status: 418 });
    }
    const fixture = loadFixture(next.fixture);
    const body = next.file ? new Uint8Array(next.file) : fixture.body === null ? null : JSON.stringify(fixture.body);
    return new Response(body, { status: fixture.status, headers: fixture.headers });
  };
}
