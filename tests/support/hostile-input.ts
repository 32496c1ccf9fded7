import fc from 'fast-check';
import type { APIRequestContext, APIResponse } from '@playwright/test';

/**
 * What the hostile-input suite sends (tests/e2e/hostile-input.spec.ts): arbitrary JSON, forms,
 * path parameters and query strings built with fast-check, and the one check every answer must
 * pass. The seed is fixed so a run is repeatable; `FUZZ_SEED` replays another.
 */

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 21_2026);

/** How many times the usual number of inputs to send: `FUZZ_SCALE=20` searches harder, by hand. */
export const FUZZ_SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1));

/** Text a person, a broken client or an attacker could type. */
const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uFFFF',
  '\uFEFF',
  '\u202Eevil',
  '\uD800',
  '🌿🌿',
  'ñandú',
  '../../etc/passwd',
  "' OR 1=1 --",
  '%',
  '%00',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  '1.5',
  '0x10',
  'true',
  '2026-02-30',
  '2026-11-27T25:61:00Z',
  'x'.repeat(5000),
  // Runs of unclosed brackets, which the compliance checker on reviews and editors must read in one pass.
  '['.repeat(5000),
  '!['.repeat(2500),
  '</'.repeat(2500),
  '9'.repeat(400),
  '\\',
  'a\\',
  'a & b | !c',
  'word:*',
  '(',
  "'",
  '_%',
];

export const text: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ maxLength: 20 }),
);

const hugeNumber = fc.oneof(
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-320, -0, 0.1 + 0.2),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** The field names the store's forms and bodies use, so a fuzzed object reaches past "required". */
export const FIELD_NAMES = [
  'email',
  'password',
  'name',
  'fullName',
  'phone',
  'message',
  'topic',
  'token',
  'slug',
  'id',
  'target',
  'rating',
  'title',
  'body',
  'score',
  'reviewId',
  'stateId',
  'subscribe',
  'number',
  'contact',
  'website',
  'recaptchaToken',
  'submissionKey',
  'idempotencyKey',
  'slotId',
  'partySize',
  'birthdate',
  'adult',
  'smsMarketing',
  'businessName',
  'licenseNumber',
  'products',
  'outlet',
  'purpose',
  'coverLetter',
  'lines',
  'variantId',
  'quantity',
  'pickupAt',
  'status',
  'reason',
  'note',
  'q',
  'page',
  'sort',
  'state',
  'at',
  'next',
  'type',
  'role',
  'price',
  'items',
  'ids',
];
const fieldName = fc.oneof(fc.constantFrom(...FIELD_NAMES), text);

/** Any JSON value, weighted towards objects with the store's field names holding odd values. */
export const jsonBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fieldName, fc.oneof(text, hugeNumber, fc.jsonValue({ maxDepth: 3 })), { maxKeys: 8 }),
  fc.array(fc.dictionary(fieldName, fc.oneof(text, hugeNumber)), { maxLength: 4 }),
);

/**
 * JSON text nested far past any body the store takes (MAX_INPUT_DEPTH): lists, objects or both,
 * bare or under one of the store's field names, from just past the cap to the 11 KB of `[` that
 * once answered 500, and deeper. Text, because JSON.stringify itself cannot write the deepest.
 */
export const deeplyNestedJson: fc.Arbitrary<string> = fc
  .record({
    levels: fc.oneof(fc.constantFrom(33, 64, 5_600, 30_000), fc.integer({ min: 33, max: 10_000 })),
    shape: fc.constantFrom('lists', 'objects', 'both'),
    field: fc.option(fc.constantFrom(...FIELD_NAMES), { nil: undefined }),
  })
  .map(({ levels, shape, field }) => {
    let open = '';
    let close = '';
    for (let level = 0; level < levels; level++) {
      const list = shape === 'lists' || (shape === 'both' && level % 2 === 0);
      open += list ? '[' : '{"a":';
      close = (list ? ']' : '}') + close;
    }
    const nested = `${open}0${close}`;
    return field ? `{"${field}":${nested}}` : nested;
  });

/** A form: field names and text, at most one value each. */
export const formBody: fc.Arbitrary<Record<string, string>> = fc.dictionary(fieldName, text, { maxKeys: 8 });

/** A path parameter, as it goes into the URL: odd text (encoded), and ids that can never be a stored row's. */
export const pathParameter: fc.Arbitrary<string> = fc.oneof(
  text.map(encodeSegment),
  fc.uuid().map(String),
  fc.bigInt({ min: 1_000_000n, max: 10n ** 25n }).map(String),
  fc.constantFrom('%00', '%', '%E0%A4%A', '..%2F..', '-1', '0', 'null', '%20'),
);

/** A query string (with its `?`, or empty) from `names` and odd names, odd values, repeated names. */
export function queryString(names: readonly string[] = FIELD_NAMES): fc.Arbitrary<string> {
  const name = fc.oneof(fc.constantFrom(...names), text);
  return fc
    .array(fc.tuple(name, fc.oneof(text, hugeNumber.map(String))), { maxLength: 6 })
    .map((pairs) =>
      pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&')}`,
    );
}

/** A URL component from any string: a lone surrogate becomes U+FFFD rather than throwing. */
export function encodeSegment(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}

/** A request the suite sends, described well enough to send it again by hand. */
export interface Sent {
  method: string;
  url: string;
  json?: unknown;
  /** A JSON body already written as text (deeplyNestedJson). */
  jsonText?: string;
  form?: Record<string, string>;
  /** Headers besides the Origin every request carries. */
  headers?: Record<string, string>;
  /** A multipart form, with a file. */
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
}

/** What went wrong with one answer, or null when it is acceptable: never 5xx; an API's 4xx JSON is `{ error, fields }`. */
export async function problemWith(sent: Sent, response: APIResponse, isApi: boolean): Promise<string | null> {
  const status = response.status();
  const described = `${sent.method} ${sent.url}${sent.json !== undefined ? ` ${JSON.stringify(sent.json)}` : ''}${
    sent.jsonText !== undefined ? ` ${sent.jsonText.slice(0, 40)}… (${sent.jsonText.length} characters)` : ''
  }${
    sent.form ? ` form ${JSON.stringify(sent.form)}` : ''
  }${sent.multipart ? ` multipart ${JSON.stringify(sent.multipart)}` : ''}`;
  if (status >= 500) return `${status} for ${described}: ${(await response.text()).slice(0, 300)}`;
  if (isApi && status >= 400 && (response.headers()['content-type'] ?? '').includes('application/json')) {
    const answer = (await response.json()) as { error?: unknown; fields?: unknown };
    if (typeof answer.error !== 'string' || typeof answer.fields !== 'object' || answer.fields === null)
      return `${status} without { error, fields } for ${described}: ${JSON.stringify(answer).slice(0, 300)}`;
  }
  return null;
}

/** Sends each request (a few at a time) and collects every problem; answers how many were sent. */
export async function sendAll(
  request: APIRequestContext,
  origin: string,
  batch: Sent[],
  isApi: (sent: Sent) => boolean,
  problems: string[],
): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < batch.length) {
      const sent = batch[next++]!;
      const headers: Record<string, string> = { Origin: origin, ...sent.headers };
      let data: string | undefined;
      if (sent.json !== undefined || sent.jsonText !== undefined) {
        headers['Content-Type'] = 'application/json';
        data = sent.jsonText ?? JSON.stringify(sent.json);
      }
      const response = await request.fetch(sent.url, {
        method: sent.method,
        headers,
        data,
        form: sent.form,
        multipart: sent.multipart,
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      const problem = await problemWith(sent, response, isApi(sent));
      if (problem) problems.push(problem);
      await response.dispose();
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return batch.length;
}
