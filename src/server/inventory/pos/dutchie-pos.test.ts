import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SourceReceipt } from '#lib/inventory/source-records.ts';
import { RecordedDutchiePos } from '../../../../tests/support/recorded-dutchie-pos.ts';
import { SourceFailure } from '../inventory-source.ts';
import { createDutchiePosSource } from './dutchie-pos.ts';

const API_KEY = 'loc-key-3f1c9a7e';
const NOW = new Date('2026-12-07T18:00:00Z');

let dutchie: RecordedDutchiePos;
let waits: number[];

function source() {
  return createDutchiePosSource({
    apiKey: API_KEY,
    fetchImpl: dutchie.fetch,
    sleep: async (ms) => {
      waits.push(ms);
    },
    now: () => NOW,
  });
}

function receipt(externalNumber: string, soldAt = '2026-12-07T16:45:00Z'): SourceReceipt {
  return {
    externalNumber,
    soldAt: new Date(soldAt),
    timeZone: 'America/Detroit',
    customerType: 'Consumer',
    patientLicenceNumber: null,
    identificationMethod: "Driver's licence",
    lines: [{ packageLabel: '1A4060300002EE1000012346', quantity: 2, unitOfMeasure: 'Each', totalCents: 1600 }],
  };
}

function queryOf(index: number): Record<string, string> {
  return Object.fromEntries(dutchie.sent[index]?.url.searchParams ?? []);
}

beforeEach(() => {
  dutchie = new RecordedDutchiePos(API_KEY);
  waits = [];
  // Nothing here may reach a network: only the recorded Dutchie answers.
  vi.stubGlobal('fetch', () => Promise.reject(new Error('the network is refused in tests')));
});

afterEach(() => {
  vi.unstubAllGlobals();
  dutchie.verify();
});

describe('Dutchie POS as a store’s inventory source', () => {
  it('is a point of sale named for people', () => {
    const dutchiePos = source();
    expect([dutchiePos.kind, dutchiePos.name]).toEqual(['pos', 'Dutchie POS']);
  });

  it('lists every package with stock in a full window, each as Dutchie holds it, ignoring fields it adds', async () => {
    dutchie.expect('GET /inventory', 'inventory-200');
    const packages = await source().changedPackages({ since: null, until: NOW });

    expect(queryOf(0)).toEqual({});
    // The accessory has no package id: Metrc does not track it, so it is no package of ours.
    expect(packages).toEqual([
      {
        label: '1A4060300002EE1000012345',
        sourceId: '88213',
        itemName: 'Blue Dream Flower',
        category: 'Flower',
        unitOfMeasure: 'Grams',
        unitWeightGrams: null,
        quantity: 412.5,
        labState: 'TestPassed',
        onHold: false,
        expiresOn: '2027-06-30',
        modifiedAt: '2026-12-07T17:58:41.203Z',
      },
      {
        label: '1A4060300002EE1000012346',
        sourceId: '88220',
        itemName: 'Gelato Pre-Roll 1g',
        category: 'Pre-Rolls',
        unitOfMeasure: 'Each',
        unitWeightGrams: 1,
        quantity: 48,
        labState: 'TestPassed',
        onHold: false,
        expiresOn: '2027-05-31',
        modifiedAt: '2026-12-06T14:02:11.500Z',
      },
      expect.objectContaining({ label: '1A4060300002EE1000012347', onHold: true, labState: 'SubmittedForTesting' }),
      expect.objectContaining({ label: '1A4060300002EE1000012348', onHold: false, labState: 'TestFailed' }),
      expect.objectContaining({
        label: '1A4060300002EE1000012349',
        unitWeightGrams: 40,
        expiresOn: '2026-11-30',
        modifiedAt: null,
      }),
    ]);
  });

  it('reads a window looking back past Dutchie’s lag, counting the packages sold from in it as changed', async () => {
    dutchie.expect('GET /inventory', 'inventory-200').expect('GET /reporting/transactions', 'transactions-window-200');
    const dutchiePos = source();
    const window = { since: new Date('2026-12-07T17:52:00Z'), until: NOW };

    const changed = await dutchiePos.changedPackages(window);
    const ended = await dutchiePos.endedPackages(window);

    expect(queryOf(1)).toEqual({
      FromLastModifiedDateUTC: '2026-12-07T17:42:00.000Z',
      ToLastModifiedDateUTC: '2026-12-07T18:00:00.000Z',
      IncludeDetail: 'true',
    });
    // 12345 and 12347 changed in the window, 12346 was sold from, 12349 has no modification time;
    // 12348 last changed at 17:41, before the window and its look-back.
    expect(changed.map((found) => found.label)).toEqual([
      '1A4060300002EE1000012345',
      '1A4060300002EE1000012346',
      '1A4060300002EE1000012347',
      '1A4060300002EE1000012349',
    ]);
    // The last unit of 12350 sold: Dutchie no longer lists it. The two calls read Dutchie once.
    expect(ended).toEqual(['1A4060300002EE1000012350']);
    expect(dutchie.sent).toHaveLength(2);
  });

  it('reads a window again after a failed reading', async () => {
    dutchie
      .expect('GET /inventory', 'inventory-401')
      .expect('GET /inventory', 'inventory-200')
      .expect('GET /reporting/transactions', 'transactions-window-200');
    const dutchiePos = source();
    const window = { since: new Date('2026-12-07T17:52:00Z'), until: NOW };

    await expect(dutchiePos.endedPackages(window)).rejects.toMatchObject({ kind: 'credentials' });
    expect(await dutchiePos.endedPackages(window)).toEqual(['1A4060300002EE1000012350']);
  });

  it('sends the location’s key as Basic auth with an empty password', async () => {
    dutchie.expect('GET /inventory', 'inventory-200');
    await source().changedPackages({ since: null, until: NOW });
    expect(dutchie.sent[0]?.headers.get('authorization')).toBe(`Basic ${btoa(`${API_KEY}:`)}`);
  });
});

describe('Dutchie POS failures', () => {
  it('tries a 500 again after a short wait, and a request that never arrived', async () => {
    dutchie.expect('GET /inventory', 'inventory-500').expect('GET /inventory', 'inventory-200');
    expect(await source().changedPackages({ since: null, until: NOW })).toHaveLength(5);
    expect(waits).toEqual([500]);

    waits = [];
    dutchie.unreachable(1).expect('GET /inventory', 'inventory-200');
    expect(await source().changedPackages({ since: null, until: NOW })).toHaveLength(5);
    expect(waits).toEqual([500]);
  });

  it('is unavailable after three 5xx answers', async () => {
    dutchie
      .expect('GET /inventory', 'inventory-200')
      .expect('GET /reporting/transactions', 'transactions-503')
      .expect('GET /reporting/transactions', 'transactions-503')
      .expect('GET /reporting/transactions', 'transactions-503');
    const failure = source().changedPackages({ since: new Date('2026-12-07T17:52:00Z'), until: NOW });
    await expect(failure).rejects.toBeInstanceOf(SourceFailure);
    await expect(failure).rejects.toMatchObject({ kind: 'unavailable', details: { status: 503 } });
    expect(waits).toEqual([500, 2_000]);
  });

  it.each([
    ['inventory-401', 'credentials', { status: 401 }],
    ['inventory-403', 'forbidden', { status: 403 }],
    ['inventory-429', 'rate-limited', { status: 429, retryAfterMs: 30_000 }],
    ['inventory-429-retry-at-date', 'rate-limited', { status: 429, retryAfterMs: 45_000 }],
    ['inventory-429-no-retry-after', 'rate-limited', { status: 429, retryAfterMs: 60_000 }],
    ['inventory-200-not-json', 'malformed', { status: 200 }],
  ] as const)('%s is a %s failure, not tried again', async (fixture, kind, details) => {
    dutchie.expect('GET /inventory', fixture);
    await expect(source().changedPackages({ since: null, until: NOW })).rejects.toMatchObject({ kind, details });
    expect(waits).toEqual([]);
  });

  it('is malformed when an answer breaks the description', async () => {
    dutchie.expect('GET /inventory', 'inventory-200-quantity-as-text');
    await expect(source().changedPackages({ since: null, until: NOW })).rejects.toMatchObject({
      kind: 'malformed',
      message: expect.stringContaining('0.quantityAvailable'),
    });
  });
});

describe('sales at a Dutchie POS store', () => {
  it('confirms the sale the counter completed for our order, by its reference, past a voided first try', async () => {
    dutchie.expect('GET /reporting/transactions', 'transactions-day-200');
    expect(await source().recordSales([receipt('RR-7K3Q9P')])).toEqual([
      { externalNumber: 'RR-7K3Q9P', sourceId: '5501250' },
    ]);
    expect(queryOf(0)).toEqual({ FromDateUTC: '2026-12-06T16:45:00.000Z', ToDateUTC: '2026-12-08T16:45:00.000Z' });
  });

  it('is unavailable while the counter has not completed the sale, so it is asked again', async () => {
    dutchie.expect('GET /reporting/transactions', 'transactions-day-200');
    await expect(source().recordSales([receipt('RR-5TN8WC')])).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('RR-5TN8WC'),
    });
  });

  it('does not take a return carrying our order number for its sale', async () => {
    dutchie.expect('GET /reporting/transactions', 'transactions-day-200');
    await expect(source().recordSales([receipt('RR-9ZZ2QA')])).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('refuses an order whose sale the counter voided', async () => {
    dutchie.expect('GET /reporting/transactions', 'transactions-day-200');
    expect(await source().recordSales([receipt('RR-4M2X8D')])).toEqual([
      { externalNumber: 'RR-4M2X8D', sourceId: null },
    ]);
  });

  it('finds a completed sale by our order number, and none for a voided or missing one', async () => {
    dutchie
      .expect('GET /reporting/transactions', 'transactions-day-200')
      .expect('GET /reporting/transactions', 'transactions-day-200')
      .expect('GET /reporting/transactions', 'transactions-day-200');
    const dutchiePos = source();
    const soldAt = new Date('2026-12-07T16:45:00Z');
    expect(await dutchiePos.findSale('RR-7K3Q9P', soldAt)).toBe('5501250');
    expect(await dutchiePos.findSale('RR-4M2X8D', soldAt)).toBeNull();
    expect(await dutchiePos.findSale('RR-5TN8WC', soldAt)).toBeNull();
  });

  it('refuses voids, corrections and the patient check without calling Dutchie', async () => {
    const dutchiePos = source();
    await expect(dutchiePos.voidSale('5501250')).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('Returns are recorded at the point of sale'),
    });
    await expect(dutchiePos.correctSale('5501250', receipt('RR-7K3Q9P'))).rejects.toMatchObject({ kind: 'refused' });
    await expect(dutchiePos.patientStatus('MI-MMP-0012345')).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('asks Metrc'),
    });
    expect(dutchie.sent).toEqual([]);
  });
});
