import type { APIContext, APIRoute } from 'astro';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as words from '../../src/pages/api/dashboard/catalog/search-words/index.ts';
import type { SignedInAccount } from '#server/customers/signed-in-account.ts';
import type { Database } from '#server/db/database.ts';
import { endpoint, json, noContent } from '#server/http/endpoint.ts';
import type { Repeats } from '#server/http/repeated-writes.ts';
import {
  answerOnce,
  expireIdempotencyKeys,
  KEY_REUSED_MESSAGE,
  REPLAYED_HEADER,
  STILL_RUNNING_MESSAGE,
} from '#server/http/idempotency-keys.ts';
import { Refusal } from '#server/http/refusal.ts';
import { callEndpoint, insertStaff } from '../support/dashboard-endpoint-call.ts';
import { insertMenuWorld } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * Writes sent with an `Idempotency-Key` through the endpoint helper (decision 52): the first runs
 * and its answer is kept in the database; a repeat gets it without running; the key with another
 * request is a 422; on PostgreSQL two requests with one key at once run the write once.
 */
describe(`idempotency keys on ${testEngine}`, () => {
  let db: Database;
  let staff: SignedInAccount;
  const now = new Date('2026-12-06T15:00:00Z');
  let keys = 0;
  /** A fresh key: each test's requests are their own. */
  const newKey = () => `test-key-${String(++keys).padStart(8, '0')}-${Date.now()}`;

  function request(method: string, path: string, key: string | null, body?: BodyInit | object): Request {
    const headers: Record<string, string> = key ? { 'Idempotency-Key': key } : {};
    let sent: BodyInit | undefined;
    if (body instanceof FormData || typeof body === 'string') sent = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      sent = JSON.stringify(body);
    }
    return new Request(`http://shop.test/api/${path}`, { method, headers, body: sent });
  }

  /** As the dashboard guard lets `staff` through. */
  const asStaff = (handler: APIRoute, sent: Request) =>
    callEndpoint(handler, { db, staff, config: { mediaDir: '/unused', mediaBucket: 'media' }, request: sent, now });

  /** As a visitor who is not signed in, from `address`. */
  const asVisitor = (handler: APIRoute, sent: Request, address = '203.0.113.7') =>
    Promise.resolve(
      handler({
        request: sent,
        url: new URL(sent.url),
        params: {},
        locals: {
          db,
          clientAddress: address,
          clock: { kind: 'machine', now: () => now },
          currentAccount: () => Promise.resolve(null),
        },
      } as unknown as APIContext),
    );

  const addWord = (key: string | null, term: string) =>
    asStaff(words.POST!, request('POST', 'dashboard/catalog/search-words', key, { term, categorySlugs: ['gummies'] }));
  const wordCount = async (term: string) =>
    (await db.query<{ n: number }>('select count(*)::int as n from search_words where term = $1', [term]))[0]!.n;

  /** An endpoint counting its runs, answering what `answer` says. */
  let runs = 0;
  function counting(repeats: Repeats | undefined, answer: () => Promise<Response> | Response = () => json({ runs })) {
    return endpoint({ body: z.unknown(), repeats }, () => {
      runs++;
      return answer();
    });
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    staff = await insertStaff(db);
    await insertMenuWorld(db);
  });
  afterAll(() => db.close());
  beforeEach(() => {
    runs = 0;
  });

  it('runs a write once: a repeat with its key gets the kept answer, and the write is not made again', async () => {
    const key = newKey();
    const first = await addWord(key, 'Zoobies');
    expect(first.status).toBe(201);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    const made = await first.json();

    const repeat = await addWord(key, 'Zoobies');
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(repeat.headers.get('content-type')).toMatch(/^application\/json/);
    expect(repeat.headers.get('cache-control')).toBe('no-store');
    expect(await repeat.json()).toEqual(made);
    expect(await wordCount('zoobies')).toBe(1);
  });

  it('runs a write without a key every time it comes (the store answers what it is sent)', async () => {
    expect((await addWord(null, 'Nuggs')).status).toBe(201);
    expect((await addWord(null, 'Nuggs')).status).toBe(409);
    expect(await wordCount('nuggs')).toBe(1);
  });

  it('refuses the key with another body, another address or another caller (422), running nothing', async () => {
    const key = newKey();
    expect((await addWord(key, 'Choccy')).status).toBe(201);

    const otherBody = await addWord(key, 'Choccies');
    expect(otherBody.status).toBe(422);
    expect(await otherBody.json()).toEqual({ error: KEY_REUSED_MESSAGE, fields: {} });
    expect(await wordCount('choccies')).toBe(0);

    const sameBody = { term: 'Choccy', categorySlugs: ['gummies'] };
    const otherAddress = await asStaff(
      words.POST!,
      request('POST', 'dashboard/catalog/search-words?again', key, sameBody),
    );
    expect(otherAddress.status).toBe(422);

    const someoneElse = await insertStaff(db, 'someone.else@example.test');
    const asSomeoneElse = await callEndpoint(words.POST, {
      db,
      staff: someoneElse,
      config: { mediaDir: '/unused', mediaBucket: 'media' },
      request: request('POST', 'dashboard/catalog/search-words', key, sameBody),
      now,
    });
    expect(asSomeoneElse.status).toBe(422);
    expect(await wordCount('choccy')).toBe(1);
  });

  it('keeps a visitor’s key to their address: another visitor cannot replay it', async () => {
    const write = counting(undefined);
    const key = newKey();
    expect((await asVisitor(write, request('POST', 'checkout/contact', key, { a: 1 }))).status).toBe(200);
    expect(
      (await asVisitor(write, request('POST', 'checkout/contact', key, { a: 1 }))).headers.get(REPLAYED_HEADER),
    ).toBe('true');
    const stranger = await asVisitor(write, request('POST', 'checkout/contact', key, { a: 1 }), '198.51.100.4');
    expect(stranger.status).toBe(422);
    expect(runs).toBe(1);
  });

  it('keeps a refusal as the answer: a repeat gets it again without running', async () => {
    const refuse = counting(undefined, () => {
      throw new Refusal(409, 'That slot is full.', 'slot');
    });
    const key = newKey();
    const first = await asStaff(refuse, request('POST', 'dashboard/tours', key, { slot: 1 }));
    const repeat = await asStaff(refuse, request('POST', 'dashboard/tours', key, { slot: 1 }));
    expect([first.status, repeat.status]).toEqual([409, 409]);
    expect(await repeat.json()).toEqual({ error: 'That slot is full.', fields: { slot: ['That slot is full.'] } });
    expect(runs).toBe(1);
  });

  it('keeps a redirect with where it points, and an empty answer as empty', async () => {
    const leaves = counting(undefined, () =>
      Promise.resolve(new Response(null, { status: 303, headers: { Location: '/thanks', 'Set-Cookie': 'a=b' } })),
    );
    const key = newKey();
    await asStaff(leaves, request('POST', 'forms/leave', key, {}));
    const repeat = await asStaff(leaves, request('POST', 'forms/leave', key, {}));
    expect(repeat.status).toBe(303);
    expect(repeat.headers.get('location')).toBe('/thanks');
    // Cookies are never kept: an endpoint whose answer sets them takes no key ('refused').
    expect(repeat.headers.get('set-cookie')).toBeNull();

    const empty = counting(undefined, () => noContent());
    const emptyKey = newKey();
    await asStaff(empty, request('DELETE', 'things/1', emptyKey));
    const again = await asStaff(empty, request('DELETE', 'things/1', emptyKey));
    expect(again.status).toBe(204);
    expect(await again.text()).toBe('');
    expect(runs).toBe(2);
  });

  it('lets the key go when the store could not answer (a 5xx or a failure): the repeat runs', async () => {
    let fail = true;
    const flaky = counting(undefined, () => {
      if (fail) throw new Error('the disk is full');
      return json({ ok: true });
    });
    const key = newKey();
    await expect(asStaff(flaky, request('POST', 'things', key, { a: 1 }))).rejects.toThrow('the disk is full');
    fail = false;
    const repeat = await asStaff(flaky, request('POST', 'things', key, { a: 1 }));
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(runs).toBe(2);

    const unavailable = counting(undefined, () => json({ error: 'busy' }, 503));
    const busyKey = newKey();
    await asStaff(unavailable, request('POST', 'things', busyKey, {}));
    await asStaff(unavailable, request('POST', 'things', busyKey, {}));
    expect(runs).toBe(4);
  });

  it('knows a form sent again by its fields and files, whatever its multipart boundary', async () => {
    const upload = endpoint({ form: z.object({ alt: z.string(), file: z.instanceof(File) }) }, () => {
      runs++;
      return json({ uploaded: runs }, 201);
    });
    const form = (bytes: string) => {
      const sent = new FormData();
      sent.set('alt', 'A jar of flower');
      sent.set('file', new File([bytes], 'jar.png', { type: 'image/png' }));
      return sent;
    };
    const key = newKey();
    const first = await asStaff(upload, request('POST', 'dashboard/media', key, form('picture')));
    const repeat = await asStaff(upload, request('POST', 'dashboard/media', key, form('picture')));
    expect(await repeat.json()).toEqual(await first.json());
    expect(repeat.headers.get(REPLAYED_HEADER)).toBe('true');
    const otherFile = await asStaff(upload, request('POST', 'dashboard/media', key, form('another picture')));
    expect(otherFile.status).toBe(422);
    expect(runs).toBe(1);
  });

  it('makes a repeat wait while the first is still running, then answers it the same', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = counting(undefined, async () => {
      await gate;
      return json({ made: runs }, 201);
    });
    const key = newKey();
    const first = asStaff(slow, request('POST', 'things', key, { a: 1 }));
    let repeatDone = false;
    const repeat = asStaff(slow, request('POST', 'things', key, { a: 1 })).finally(() => (repeatDone = true));
    // The repeat is still waiting after the first has claimed the key and several looks at it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(repeatDone).toBe(false);
    release();
    const [firstAnswer, repeatAnswer] = await Promise.all([first, repeat]);
    expect(repeatAnswer.status).toBe(201);
    expect(await repeatAnswer.json()).toEqual(await firstAnswer.json());
    expect(runs).toBe(1);
  });

  it('answers 409 to a repeat that waited its time while the first still runs', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const key = newKey();
    const fingerprint = 'the same request';
    const [{ keys }] = (await db.query<{ keys: number }>('select count(*)::int as keys from idempotency_keys')) as [
      { keys: number },
    ];
    const first = answerOnce(db, { key, fingerprint, now }, async () => {
      await gate;
      return json({ ok: true });
    });
    // The repeat comes once the first has claimed the key.
    await vi.waitFor(async () => {
      const [row] = await db.query<{ keys: number }>('select count(*)::int as keys from idempotency_keys');
      expect(row!.keys).toBe(keys + 1);
    });
    const repeat = await answerOnce(db, { key, fingerprint, now }, () => Promise.resolve(json({ again: true })), {
      waitMs: 0,
    }).catch((refusal: unknown) => refusal);
    expect(repeat).toBeInstanceOf(Refusal);
    expect(repeat).toMatchObject({ status: 409, message: STILL_RUNNING_MESSAGE, headers: { 'Retry-After': '1' } });
    release();
    expect((await first).status).toBe(200);
  });

  it('runs two requests with one key sent at once once', async () => {
    const key = newKey();
    const answers = await Promise.all([addWord(key, 'Blunts'), addWord(key, 'Blunts'), addWord(key, 'Blunts')]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(answers.filter((answer) => answer.headers.get(REPLAYED_HEADER) === 'true')).toHaveLength(2);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(await wordCount('blunts')).toBe(1);
  });

  describe('what an endpoint says of repeats', () => {
    it('refuses a key where it takes none, running nothing', async () => {
      const response = await asStaff(counting('refused'), request('POST', 'auth/sign-in', newKey(), {}));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/takes no Idempotency-Key/);
      expect((await asStaff(counting('refused'), request('POST', 'auth/sign-in', null, {}))).status).toBe(200);
      expect(runs).toBe(1);
    });

    it('runs a write that changes nothing more when repeated every time, keeping nothing', async () => {
      const key = newKey();
      await asStaff(counting('runs again'), request('POST', 'auth/sign-out', key, {}));
      await asStaff(counting('runs again'), request('POST', 'auth/sign-out', key, {}));
      expect(runs).toBe(2);
      const [kept] = await db.query<{ n: number }>('select count(*)::int as n from idempotency_keys');
      const before = kept!.n;
      await asStaff(counting('runs again'), request('POST', 'auth/sign-out', newKey(), {}));
      expect((await db.query<{ n: number }>('select count(*)::int as n from idempotency_keys'))[0]!.n).toBe(before);
    });

    it('leaves a key the body carries to the handler, and refuses a header that differs from it', async () => {
      const own = counting({ keyInBody: 'orderKey' });
      const key = newKey();
      expect((await asStaff(own, request('POST', 'checkout', key, { orderKey: key }))).status).toBe(200);
      expect((await asStaff(own, request('POST', 'checkout', key, { orderKey: key }))).status).toBe(200);
      const differs = await asStaff(own, request('POST', 'checkout', key, { orderKey: newKey() }));
      expect(differs.status).toBe(400);
      expect(runs).toBe(2);
    });

    it('refuses a key that is not one (400), and ignores a key on a read', async () => {
      const bad = await asStaff(counting(undefined), request('POST', 'things', 'short', {}));
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        error: 'An Idempotency-Key is 16 to 128 letters, digits, - or _.',
        fields: {},
      });
      const read = endpoint({}, () => {
        runs++;
        return json({ runs });
      });
      const key = newKey();
      await asStaff(read, request('GET', 'things', key));
      await asStaff(read, request('GET', 'things', key));
      expect(runs).toBe(2);
    });
  });

  it('forgets keys a day old and keeps younger ones; a lapsed key not yet forgotten starts again', async () => {
    const hours = (count: number) => new Date(now.getTime() + count * 60 * 60 * 1000);
    const answer = (body: object) => () => Promise.resolve(json(body));
    const old = newKey();
    await answerOnce(db, { key: old, fingerprint: 'first', now }, answer({ first: true }));
    const young = newKey();
    await answerOnce(db, { key: young, fingerprint: 'young', now: hours(1) }, answer({ young: true }));

    const anew = await answerOnce(
      db,
      { key: old, fingerprint: 'another request', now: hours(24) },
      answer({ anew: true }),
    );
    expect(anew.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await anew.json()).toEqual({ anew: true });

    expect(await expireIdempotencyKeys(db, hours(24.5))).toBeGreaterThan(0);
    const [left] = await db.query<{ lapsed: number }>(
      'select count(*)::int as lapsed from idempotency_keys where created_at <= $1',
      [hours(0.5)],
    );
    expect(left!.lapsed).toBe(0);
    const kept = await answerOnce(db, { key: young, fingerprint: 'young', now: hours(24.5) }, answer({ again: true }));
    expect(kept.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await kept.json()).toEqual({ young: true });
  });
});
