import { readFileSync } from 'node:fs';
import { ReplayedVendor, unreachableHost } from './replayed-vendor.ts';

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
  call: string;
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
export class RecordedSupabaseStorage extends ReplayedVendor<Expected> {
  readonly sent: SentStorageRequest[] = [];
  private readonly origin: string;

  constructor(projectUrl: string) {
    super('Supabase Storage');
    this.origin = new URL(projectUrl).origin;
  }

  expect(call: string, fixture: string, options: { file?: Uint8Array } = {}): this {
    return this.expectCall({ call, fixture, file: options.file });
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
    if (this.failsToArrive()) throw unreachableHost();
    const call = `${sent.method} ${sent.url.pathname}`;
    const next = this.nextCall(call);
    const problem = !next
      ? `unexpected ${call}`
      : sent.url.origin !== this.origin
        ? `${call} went to ${sent.url.origin}`
        : undefined;
    if (problem || !next) {
      if (next) this.report([problem ?? 'unexpected request']);
      return Response.json({ statusCode: '418', error: 'unexpected_request', message: problem }, { status: 418 });
    }
    const fixture = loadFixture(next.fixture);
    const body = next.file ? new Uint8Array(next.file) : fixture.body === null ? null : JSON.stringify(fixture.body);
    return new Response(body, { status: fixture.status, headers: fixture.headers });
  };
}
