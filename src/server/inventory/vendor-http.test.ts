import { describe, expect, it } from 'vitest';
import { SourceFailure } from './inventory-source.ts';
import {
  basicAuthorization,
  failureKindOf,
  retryAfterMs,
  type VendorPolicy,
  vendorCall,
  vendorUrl,
} from './vendor-http.ts';

const NOW = new Date('2026-12-07T19:05:00Z');

describe('reading Retry-After', () => {
  it.each([
    ['120', 120_000],
    [' 2 ', 2_000],
    ['1.5', 1_500],
    ['Mon, 07 Dec 2026 19:05:30 GMT', 30_000],
    ['Mon, 07 Dec 2026 19:00:00 GMT', 0],
    [null, null],
    ['', null],
    ['  ', null],
    ['soon', null],
  ] as const)('%j is %j ms from now', (header, ms) => {
    expect(retryAfterMs(header, NOW)).toBe(ms);
  });
});

describe('what a status means', () => {
  it.each([
    [401, 'credentials'],
    [403, 'forbidden'],
    [429, 'rate-limited'],
    [500, 'unavailable'],
    [503, 'unavailable'],
    [400, 'refused'],
    [404, 'refused'],
    [422, 'refused'],
  ] as const)('%i is %s', (status, kind) => {
    expect(failureKindOf(status)).toBe(kind);
  });
});

describe('one vendor call', () => {
  const policy: VendorPolicy = {
    retryWaitsMs: [100, 200],
    maxWaitMs: 5_000,
    rateLimit: { defaultWaitMs: 1_000, waitOut: true },
  };

  function wire(answers: Array<Response | Error>) {
    const waits: number[] = [];
    const sent: Request[] = [];
    return {
      waits,
      sent,
      fetchImpl: (async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(new Request(input, init));
        const next = answers.shift();
        if (!next) throw new Error('no answer planned');
        if (next instanceof Error) throw next;
        return next;
      }) as typeof fetch,
      sleep: async (ms: number) => {
        waits.push(ms);
      },
      now: () => NOW,
    };
  }

  const request = {
    method: 'GET' as const,
    url: vendorUrl('https://vendor.test/v1/', 'items', { page: 2, skip: undefined, open: true }),
    authorization: basicAuthorization('key', ''),
    describe: ({ kind, status }: { kind: string; status: number | null }) => `items: ${kind} ${status ?? 'no answer'}`,
  };

  it('sends JSON with Basic auth to the query given, and answers the parsed body', async () => {
    const net = wire([Response.json({ ok: 1 })]);
    expect(await vendorCall(net, policy, request)).toEqual({ ok: 1 });
    expect(net.sent[0]!.url).toBe('https://vendor.test/v1/items?page=2&open=true');
    expect(net.sent[0]!.headers.get('authorization')).toBe(`Basic ${btoa('key:')}`);
  });

  it('waits out a 5xx and a dropped connection with its own waits, then gives up unavailable', async () => {
    const net = wire([
      new Response('', { status: 502 }),
      new TypeError('socket hang up'),
      new Response('', { status: 500 }),
    ]);
    const failure = await vendorCall(net, policy, request).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SourceFailure);
    expect(failure).toMatchObject({ kind: 'unavailable', message: 'items: unavailable 500', details: { status: 500 } });
    expect(net.waits).toEqual([100, 200]);
  });

  it('honours Retry-After up to the cap; beyond it the caller waits', async () => {
    const net = wire([
      new Response('', { status: 429, headers: { 'retry-after': '3' } }),
      new Response('', { status: 429, headers: { 'retry-after': '60' } }),
    ]);
    await expect(vendorCall(net, policy, request)).rejects.toMatchObject({
      kind: 'rate-limited',
      details: { status: 429, retryAfterMs: 60_000 },
    });
    expect(net.waits).toEqual([3_000]);
  });

  it('tries nothing again that the vendor says may not be repeated', async () => {
    const net = wire([new Response('', { status: 500 })]);
    const once = { ...policy, mayRepeat: () => false };
    await expect(vendorCall(net, once, { ...request, method: 'POST', body: [] })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(net.waits).toEqual([]);
  });

  it('says malformed of a body that is not JSON, and null of an empty one', async () => {
    await expect(vendorCall(wire([new Response('<html>')]), policy, request)).rejects.toMatchObject({
      kind: 'malformed',
      message: 'items: malformed 200',
    });
    expect(await vendorCall(wire([new Response('')]), policy, request)).toBeNull();
  });
});
