import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import type { SupabaseConfig } from '#server/config/supabase-config.ts';
import type { Database } from '#server/db/database.ts';
import type { TestCookieJar } from './cookie-jar.ts';
import { ReplayedVendor, unreachableHost } from './replayed-vendor.ts';

/** One answer of Supabase Auth, kept in `tests/fixtures/supabase-auth/<name>.json`. */
interface Fixture {
  /** The request it answers, in words. */
  answers: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** A request the provider sent, as Supabase would have received it. */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: Record<string, unknown> | null;
}

interface ExpectedRequest {
  /** "METHOD /path", as `verify()` names one that never came. */
  call: string;
  method: string;
  path: string;
  query: URLSearchParams;
  body?: Record<string, unknown>;
  apikey: string;
  fixture: string;
  /** What Supabase does besides answering (writing `auth.users` in the shared database). */
  then?: (answer: unknown) => Promise<void>;
}

const FIXTURES = new URL('../fixtures/supabase-auth/', import.meta.url);

function loadFixture(name: string): Fixture {
  return JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')) as Fixture;
}

/**
 * Supabase Auth (GoTrue) replayed from recorded answers, as a `fetch`. Each test lists the
 * requests it expects in order, with the fixture that answers each; a request that is not the
 * next one expected (other method, path, query, key or body fields) gets a 418 and is reported by
 * `verify()`, as is an expected request that never came.
 */
export class RecordedSupabaseAuth extends ReplayedVendor<ExpectedRequest> {
  readonly sent: SentRequest[] = [];
  private readonly project: SupabaseConfig;

  constructor(project: SupabaseConfig) {
    super('Supabase Auth');
    this.project = project;
  }

  /**
   * The next request must be `call` ("POST /auth/v1/token?grant_type=password"), carry `body`'s
   * fields (others may be there too) and the `apikey` (the anon key unless said), and is answered
   * with `fixture`.
   */
  expect(
    call: string,
    fixture: string,
    options: { body?: Record<string, unknown>; apikey?: string; then?: (answer: unknown) => Promise<void> } = {},
  ): this {
    const [method, target] = call.split(' ') as [string, string];
    const url = new URL(target, this.project.url);
    return this.expectCall({
      call: `${method} ${url.pathname}`,
      method,
      path: url.pathname,
      query: url.searchParams,
      body: options.body,
      apikey: options.apikey ?? this.project.anonKey,
      fixture,
      then: options.then,
    });
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    const sent: SentRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
    this.sent.push(sent);
    if (this.failsToArrive()) throw unreachableHost();
    const next = this.takeNext();
    const problem = next ? mismatch(next, sent) : `unexpected ${sent.method} ${sent.url.pathname}${sent.url.search}`;
    if (problem || !next) {
      this.report([problem ?? 'unexpected request']);
      return Response.json({ code: 'unexpected_request', message: problem }, { status: 418 });
    }
    const fixture = loadFixture(next.fixture);
    const body = replayed(fixture.body);
    await next.then?.(body);
    return new Response(body === null ? null : JSON.stringify(body), {
      status: fixture.status,
      headers: fixture.headers,
    });
  };
}

function mismatch(expected: ExpectedRequest, sent: SentRequest): string | undefined {
  const call = `${sent.method} ${sent.url.pathname}${sent.url.search}`;
  if (sent.method !== expected.method || sent.url.pathname !== expected.path) {
    return `expected ${expected.method} ${expected.path}, got ${call}`;
  }
  for (const [name, value] of expected.query) {
    if (sent.url.searchParams.get(name) !== value) return `${call}: expected ${name}=${value}`;
  }
  if (sent.headers.get('apikey') !== expected.apikey) return `${call}: sent with the wrong apikey`;
  for (const [field, value] of Object.entries(expected.body ?? {})) {
    if (!isDeepStrictEqual(sent.body?.[field], value)) {
      return `${call}: expected ${field} ${JSON.stringify(value)}, got ${JSON.stringify(sent.body?.[field])}`;
    }
  }
  return undefined;
}

/** GoTrue stamps `expires_at` when it answers; a replayed session gets a fresh one the same way. */
function replayed(body: unknown): unknown {
  if (body && typeof body === 'object' && 'expires_in' in body && 'expires_at' in body) {
    return { ...body, expires_at: Math.floor(Date.now() / 1000) + Number(body.expires_in) };
  }
  return body;
}

/**
 * The session Supabase keeps in a browser's cookies (`base64-` + base64url JSON, split into
 * `name.0`, `name.1`… when long), or null.
 */
export function readSessionCookie(
  jar: TestCookieJar,
  name: string,
): { access_token: string; refresh_token: string; expires_at: number } | null {
  let value = jar.value(name);
  if (value === undefined) {
    const chunks: string[] = [];
    for (let chunk = jar.value(`${name}.0`); chunk !== undefined; chunk = jar.value(`${name}.${chunks.length}`))
      chunks.push(chunk);
    value = chunks.length > 0 ? chunks.join('') : undefined;
  }
  if (!value?.startsWith('base64-')) return null;
  return JSON.parse(Buffer.from(value.slice('base64-'.length), 'base64url').toString('utf8'));
}

/** A session cookie value the way Supabase writes it. */
export function encodeSessionCookie(session: unknown): string {
  return `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
}

/** A recorded answer's body. */
export function fixtureBody(name: string): unknown {
  return loadFixture(name).body;
}

/** The answer's access token, for checking what later requests were authorized with. */
export function fixtureAccessToken(name: string): string {
  return (fixtureBody(name) as { access_token: string }).access_token;
}

type SupabaseUser = {
  id: string;
  email: string;
  email_confirmed_at?: string;
  invited_at?: string;
  user_metadata?: object;
};

/**
 * What Supabase Auth does besides answering a sign-up or an invitation: it writes the user into
 * `auth.users` of the project's database, the one the server owns (profiles reference it).
 */
export function writesUserTo(db: Database) {
  return async (answer: unknown) => {
    const body = answer as { user?: SupabaseUser } & SupabaseUser;
    const user = body.user ?? body;
    await db.query(
      `insert into auth.users (id, email, email_confirmed_at, invited_at, raw_user_meta_data)
       values ($1, $2, $3, $4, $5::text::jsonb) on conflict (id) do nothing`,
      [
        user.id,
        user.email,
        user.email_confirmed_at ?? null,
        user.invited_at ?? null,
        JSON.stringify(user.user_metadata ?? {}),
      ],
    );
  };
}
