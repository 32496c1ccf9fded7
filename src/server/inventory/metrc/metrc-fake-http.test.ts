import type { SourceReceipt } from '#lib/inventory/source-records.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeMetrc, startFakeMetrc } from '../../../../tests/support/fake-metrc.ts';
import { type InventorySource, SourceFailure } from '../inventory-source.ts';
import { thrownBy } from '../../../../tests/support/refusal.ts';
import { sourceReceipt } from '../../../../tests/support/source-receipts.ts';
import { createMetrcSource } from './metrc-source.ts';

const LICENCE = 'AU-R-000456';
const KEYS = { vendorKey: 'vendor-key-test', userKey: 'user-key-test' };
const tag = (n: number): string => `1A4060300002EE10000${String(12345 + n).padStart(5, '0')}`;

let clock: Date;
let waits: number[];
let fake: FakeMetrc;
let source: InventorySource;

function sourceWith(overrides: { userKey?: string; licenceNumber?: string; baseUrl?: string } = {}): InventorySource {
  return createMetrcSource({
    baseUrl: fake.url,
    ...KEYS,
    licenceNumber: LICENCE,
    ...overrides,
    sleep: async (ms) => {
      waits.push(ms);
    },
    now: () => clock,
  });
}

beforeEach(async () => {
  clock = new Date('2026-12-07T15:00:00Z');
  waits = [];
  fake = await startFakeMetrc({ licenceNumber: LICENCE, ...KEYS, now: () => clock });
  source = sourceWith();
  for (let n = 0; n < 45; n += 1) {
    fake.packages.add({
      label: tag(n),
      itemName: n % 2 === 0 ? 'Jack Herer 3.5g' : 'Mitten Kush Bulk Flower',
      category: 'Buds',
      unitOfMeasure: n % 2 === 0 ? 'Each' : 'Grams',
      quantity: n % 2 === 0 ? 24 : 448,
      unitWeight: n % 2 === 0 ? 3.5 : null,
      unitWeightUnitOfMeasureName: n % 2 === 0 ? 'Grams' : null,
      expirationDate: '2027-11-12',
    });
  }
});

afterEach(async () => {
  await fake.stop();
});

const sale = (externalNumber: string, lines: SourceReceipt['lines'], soldAt = '2026-12-07T14:30:00Z'): SourceReceipt =>
  sourceReceipt(externalNumber, soldAt, { lines });

const oneEach = (n: number): SourceReceipt['lines'] => [
  { packageLabel: tag(n), quantity: 1, unitOfMeasure: 'Each', totalCents: 4500 },
];

const failureOf = (promise: Promise<unknown>): Promise<SourceFailure> => thrownBy(promise, SourceFailure);

describe('packages through the fake Metrc', () => {
  it('lists every active package over three pages, then only what changed in a window', async () => {
    const all = await source.changedPackages({ since: null, until: clock });
    expect(all).toHaveLength(45);
    expect(all[0]).toMatchObject({
      label: tag(0),
      itemName: 'Jack Herer 3.5g',
      unitWeightGrams: 3.5,
      quantity: 24,
      onHold: false,
    });
    expect(fake.requests().filter((r) => r.path === '/packages/v2/active')).toHaveLength(3);

    const since = new Date('2026-12-07T16:00:00Z');
    clock = new Date('2026-12-07T16:10:00Z');
    fake.packages.holdPackage(tag(4));
    fake.packages.setQuantity(tag(7), 112);
    clock = new Date('2026-12-07T16:20:00Z');
    const changed = await source.changedPackages({ since, until: clock });
    expect(changed.map((p) => [p.label, p.onHold, p.quantity])).toEqual([
      [tag(4), true, 24],
      [tag(7), false, 112],
    ]);
  });

  it('asks a three-day window as three windows the fake accepts', async () => {
    clock = new Date('2026-12-09T15:00:00Z');
    fake.packages.update(tag(2), { labTestingState: 'TestFailed' });
    const changed = await source.changedPackages({
      since: new Date('2026-12-07T15:00:01Z'),
      until: new Date('2026-12-09T16:00:00Z'),
    });
    expect(changed.map((p) => [p.label, p.labState])).toEqual([[tag(2), 'TestFailed']]);
    expect(fake.requests().filter((r) => r.path === '/packages/v2/active')).toHaveLength(3);
  });

  it('names the packages finished in a window', async () => {
    clock = new Date('2026-12-07T18:00:00Z');
    fake.packages.finish(tag(9));
    expect(
      await source.endedPackages({ since: new Date('2026-12-07T17:00:00Z'), until: new Date('2026-12-07T19:00:00Z') }),
    ).toEqual([tag(9)]);
    expect(await source.changedPackages({ since: null, until: clock })).toHaveLength(44);
  });
});

describe('sales through the fake Metrc', () => {
  it('records 23 sales in requests of 10, 10 and 3, takes the quantities off and gives back every id', async () => {
    const receipts = Array.from({ length: 23 }, (_, i) => sale(`RR-${8000 + i}`, oneEach(0)));
    const recorded = await source.recordSales(receipts);
    expect(recorded.every((r) => /^\d+$/.test(r.sourceId ?? '') && r.refusal === undefined)).toBe(true);
    expect(new Set(recorded.map((r) => r.sourceId)).size).toBe(23);
    expect(
      fake
        .requests()
        .filter((r) => r.method === 'POST')
        .map((r) => r.objects),
    ).toEqual([10, 10, 3]);
    expect(fake.packages.quantityOf(tag(0))).toBe(1);
    expect(fake.receipts().map((r) => r.salesDateTime)).toContain('2026-12-07T09:30:00');
  });

  it('finds a recorded sale by our order number, so a resend can be skipped', async () => {
    const [first] = await source.recordSales([sale('RR-9001', oneEach(2), '2026-12-07T23:55:00Z')]);
    expect(await source.findSale('RR-9001', new Date('2026-12-07T23:55:00Z'))).toBe(first!.sourceId);
    expect(await source.findSale('RR-9002', new Date('2026-12-07T23:55:00Z'))).toBeNull();
    await source.voidSale(first!.sourceId!);
    expect(await source.findSale('RR-9001', new Date('2026-12-07T23:55:00Z'))).toBeNull();
  });

  it('names the receipt Metrc refuses and records the others', async () => {
    const recorded = await source.recordSales([
      sale('RR-9101', oneEach(0)),
      sale('RR-9102', [
        { packageLabel: '1A4060300002EE1000099999', quantity: 1, unitOfMeasure: 'Each', totalCents: 1000 },
      ]),
      sale('RR-9103', [{ packageLabel: tag(1), quantity: 3.5, unitOfMeasure: 'Grams', totalCents: 3999 }]),
      sale('RR-9104', [{ packageLabel: tag(0), quantity: 500, unitOfMeasure: 'Each', totalCents: 1000 }]),
    ]);
    expect(recorded.map((r) => [r.externalNumber, r.sourceId === null, r.refusal ?? ''])).toEqual([
      ['RR-9101', false, ''],
      ['RR-9102', true, expect.stringContaining('1A4060300002EE1000099999 is not active') as unknown as string],
      ['RR-9103', false, ''],
      ['RR-9104', true, expect.stringContaining('does not have enough quantity') as unknown as string],
    ]);
    expect(fake.packages.quantityOf(tag(1))).toBe(444.5);
  });

  it('a held package cannot be sold', async () => {
    fake.packages.holdPackage(tag(6));
    const [recorded] = await source.recordSales([sale('RR-9201', oneEach(6))]);
    expect(recorded!.refusal).toContain('is on hold');
    expect(fake.packages.quantityOf(tag(6))).toBe(24);
  });

  it('a void gives the quantity back; a correction replaces the lines', async () => {
    const [voided, corrected] = await source.recordSales([
      sale('RR-9301', [{ packageLabel: tag(8), quantity: 2, unitOfMeasure: 'Each', totalCents: 9000 }]),
      sale('RR-9302', [{ packageLabel: tag(10), quantity: 3, unitOfMeasure: 'Each', totalCents: 13500 }]),
    ]);
    expect([fake.packages.quantityOf(tag(8)), fake.packages.quantityOf(tag(10))]).toEqual([22, 21]);
    await source.voidSale(voided!.sourceId!);
    await source.correctSale(
      corrected!.sourceId!,
      sale('RR-9302', [{ packageLabel: tag(10), quantity: 1, unitOfMeasure: 'Each', totalCents: 4500 }]),
    );
    expect([fake.packages.quantityOf(tag(8)), fake.packages.quantityOf(tag(10))]).toEqual([24, 23]);
    const kept = fake.receipts();
    expect(kept.find((r) => r.externalReceiptNumber === 'RR-9301')!.archivedDate).not.toBeNull();
    expect(kept.find((r) => r.externalReceiptNumber === 'RR-9302')).toMatchObject({
      totalPrice: 45,
      archivedDate: null,
    });
    expect((await failureOf(source.voidSale(voided!.sourceId!))).kind).toBe('refused');
  });
});

describe('failures through the fake Metrc', () => {
  it('wrong keys are the credentials; another licence is forbidden', async () => {
    expect(
      (await failureOf(sourceWith({ userKey: 'revoked' }).changedPackages({ since: null, until: clock }))).kind,
    ).toBe('credentials');
    expect(
      (await failureOf(sourceWith({ licenceNumber: 'PC-000123' }).changedPackages({ since: null, until: clock }))).kind,
    ).toBe('forbidden');
  });

  it('while Metrc is down calls are unavailable after two retries; when it is back they succeed', async () => {
    fake.setDown(true);
    const failure = await failureOf(source.patientStatus('MI-MED-0042-7781'));
    expect([failure.kind, failure.details.status, waits]).toEqual(['unavailable', 503, [500, 1_000]]);
    fake.setDown(false);
    fake.patients.set('MI-MED-0042-7781', { active: true, flowerOuncesAvailable: 2.5, thcOuncesAvailable: 0.5 });
    const status = await source.patientStatus('MI-MED-0042-7781');
    expect([status.active, status.flowerOuncesAvailable, status.thcOuncesAvailable]).toEqual([true, 2.5, 0.5]);
  });

  it('a refused connection is tried twice more, then unavailable', async () => {
    const gone = await startFakeMetrc({ licenceNumber: LICENCE, ...KEYS });
    await gone.stop();
    const failure = await failureOf(sourceWith({ baseUrl: gone.url }).changedPackages({ since: null, until: clock }));
    expect([failure.kind, failure.message, waits]).toEqual([
      'unavailable',
      expect.stringContaining('did not answer'),
      [500, 1_000],
    ]);
  });

  it('a 429 is waited out; a 500 three times is unavailable', async () => {
    fake.failNext(429);
    expect(await source.endedPackages({ since: null, until: clock })).toEqual([]);
    expect(waits).toEqual([1_000]);
    fake.failNext(500, 3);
    expect((await failureOf(source.endedPackages({ since: null, until: clock }))).kind).toBe('unavailable');
  });

  it('an inactive card reads inactive; an unknown one is refused', async () => {
    fake.patients.set('MI-MED-0042-1193', { active: false, flowerOuncesAvailable: 0 });
    expect(await source.patientStatus('MI-MED-0042-1193')).toMatchObject({ active: false, flowerOuncesAvailable: 0 });
    expect((await failureOf(source.patientStatus('MI-MED-9999-0000'))).kind).toBe('refused');
  });
});

describe('the fake refuses what Metrc refuses', () => {
  const post = (body: unknown, query = `licenseNumber=${LICENCE}`) =>
    fetch(`${fake.url}/sales/v2/receipts?${query}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${KEYS.vendorKey}:${KEYS.userKey}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const valid = {
    salesDateTime: '2026-12-07T09:30:00',
    salesCustomerType: 'Consumer',
    externalReceiptNumber: 'RR-1',
    transactions: [{ packageLabel: tag(0), quantity: 1, unitOfMeasure: 'Each', totalAmount: 45 }],
  };

  it('a body not shaped as the description says', async () => {
    const response = await post([{ ...valid, transactions: 'one eighth' }]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      '$[0].transactions: string where the description says array',
    );
  });

  it('more than ten receipts in one request', async () => {
    expect((await post(Array.from({ length: 11 }, () => valid))).status).toBe(413);
  });

  it('a sale time in UTC instead of the facility’s wall clock', async () => {
    const response = await post([{ ...valid, salesDateTime: '2026-12-07T14:30:00Z' }]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('without a time zone');
  });

  it('a window over 24 hours or pages over 20', async () => {
    const get = (query: string) =>
      fetch(`${fake.url}/packages/v2/active?licenseNumber=${LICENCE}&${query}`, {
        headers: { authorization: `Basic ${Buffer.from(`${KEYS.vendorKey}:${KEYS.userKey}`).toString('base64')}` },
      });
    expect((await get('lastModifiedStart=2026-12-01T00:00:00Z&lastModifiedEnd=2026-12-03T00:00:00Z')).status).toBe(400);
    expect((await get('pageNumber=1&pageSize=50')).status).toBe(400);
    expect((await get('lastModifiedStart=2026-12-01T00:00:00&lastModifiedEnd=2026-12-01T05:00:00')).status).toBe(400);
    expect(fake.receipts()).toEqual([]);
  });
});
