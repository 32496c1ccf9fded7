import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type MetrcFixture,
  metrcFixture,
  replayMetrc,
  type SentToMetrc,
} from '../../../../tests/support/recorded-metrc.ts';
import { type InventorySource, SourceFailure } from '../inventory-source.ts';
import { thrownBy } from '../../../../tests/support/refusal.ts';
import { sourceReceipt } from '../../../../tests/support/source-receipts.ts';
import { createMetrcSource } from './metrc-source.ts';

const NOW = new Date('2026-12-07T19:00:00Z');
const PACKAGES = /^\/packages\/v2\/active$/;
const RECEIPTS = /^\/sales\/v2\/receipts$/;
const ACTIVE_RECEIPTS = /^\/sales\/v2\/receipts\/active$/;

let metrc: ReturnType<typeof replayMetrc>;
let waits: number[];
let source: InventorySource;

beforeEach(() => {
  metrc = replayMetrc();
  waits = [];
  source = createMetrcSource({
    vendorKey: 'vendor-key-scrubbed',
    userKey: 'user-key-scrubbed',
    licenceNumber: 'AU-R-000456',
    fetchImpl: metrc.fetchImpl,
    sleep: async (ms) => {
      waits.push(ms);
    },
    now: () => NOW,
  });
});

afterEach(async () => {
  expect(metrc.problems).toEqual([]);
  expect(metrc.unused()).toBe(0);
  await metrc.close();
});

const failureOf = (promise: Promise<unknown>): Promise<SourceFailure> => thrownBy(promise, SourceFailure);

const receipt = sourceReceipt;

/** Metrc's active receipts holding every receipt POSTed so far, with ids in posting order. */
function receiptsPostedSoFar(): MetrcFixture {
  const template = metrcFixture('receipts-active');
  const [first] = (template.body as { data: Array<Record<string, unknown>> }).data;
  const posted = metrc.sent
    .filter((request) => request.method === 'POST')
    .flatMap((request) => request.body as Array<Record<string, unknown>>);
  const data = posted.map((body, index) => ({ ...first, id: 73200000 + index, ...body }));
  return {
    ...template,
    body: {
      ...(template.body as object),
      data,
      total: data.length,
      totalRecords: data.length,
      recordsOnPage: data.length,
    },
  };
}

const postBodies = (): Array<Array<Record<string, unknown>>> =>
  metrc.sent
    .filter((request) => request.method === 'POST')
    .map((request) => request.body as Array<Record<string, unknown>>);

describe('packages', () => {
  it('reads every page, twenty at a time, with the vendor and user keys and the licence', async () => {
    metrc.answer('GET', PACKAGES, 'packages-active-page-1');
    metrc.answer('GET', PACKAGES, 'packages-active-page-2');
    metrc.answer('GET', PACKAGES, 'packages-active-page-3');
    const packages = await source.changedPackages({ since: null, until: NOW });
    expect(packages).toHaveLength(43);
    expect(metrc.sent.map((request) => request.query.get('pageNumber'))).toEqual(['1', '2', '3']);
    for (const request of metrc.sent) {
      expect(request.query.get('pageSize')).toBe('20');
      expect(request.query.get('licenseNumber')).toBe('AU-R-000456');
      expect(request.query.has('lastModifiedStart')).toBe(false);
      expect(request.authorization).toBe(
        `Basic ${Buffer.from('vendor-key-scrubbed:user-key-scrubbed').toString('base64')}`,
      );
    }
    expect(new Set(packages.map((p) => p.label)).size).toBe(43);
  });

  it('maps Metrc packages to ours: item, category, unit weight in grams, hold, lab state, the earlier of expiry and use-by', async () => {
    metrc.answer('GET', PACKAGES, 'packages-active-page-1');
    metrc.answer('GET', PACKAGES, 'packages-active-page-2');
    metrc.answer('GET', PACKAGES, 'packages-active-page-3');
    const packages = await source.changedPackages({ since: null, until: NOW });
    expect(packages[0]).toEqual({
      label: '1A4060300002EE1000012345',
      sourceId: '5210000',
      itemName: 'Jack Herer 3.5g',
      category: 'Buds',
      unitOfMeasure: 'Each',
      unitWeightGrams: 3.5,
      quantity: 24,
      labState: 'TestPassed',
      onHold: false,
      expiresOn: '2027-11-12',
      modifiedAt: '2026-12-01T10:00:00.000Z',
    });
    const byLabel = new Map(packages.map((p) => [p.label, p]));
    // Held for a recall.
    expect(byLabel.get('1A4060300002EE1000012348')).toMatchObject({ onHold: true, labState: 'TestPassed' });
    // Failed its lab test; its item weighs 0.125 oz.
    expect(byLabel.get('1A4060300002EE1000012349')).toMatchObject({
      onHold: false,
      labState: 'TestFailed',
      unitWeightGrams: 3.54369,
    });
    // Gummies: use-by (2027-05-12) comes before expiry (2027-11-12).
    expect(byLabel.get('1A4060300002EE1000012347')).toMatchObject({
      category: 'Infused Edible',
      expiresOn: '2027-05-12',
      unitWeightGrams: null,
    });
    // Bulk flower sold by weight; a cartridge of 500 mg.
    expect(byLabel.get('1A4060300002EE1000012348')).toMatchObject({
      unitOfMeasure: 'Grams',
      quantity: 448,
      unitWeightGrams: null,
    });
    expect(byLabel.get('1A4060300002EE1000012350')).toMatchObject({ unitWeightGrams: 0.5 });
  });

  it('splits a window longer than 24 hours into consecutive UTC windows', async () => {
    metrc.answer('GET', PACKAGES, 'packages-active-window', 3);
    const packages = await source.changedPackages({
      since: new Date('2026-12-05T06:00:00.000Z'),
      until: new Date('2026-12-07T12:30:45.600Z'),
    });
    expect(packages).toHaveLength(3);
    expect(metrc.sent.map((r) => [r.query.get('lastModifiedStart'), r.query.get('lastModifiedEnd')])).toEqual([
      ['2026-12-05T06:00:00Z', '2026-12-06T06:00:00Z'],
      ['2026-12-06T06:00:00Z', '2026-12-07T06:00:00Z'],
      ['2026-12-07T06:00:00Z', '2026-12-07T12:30:45Z'],
    ]);
  });

  it('names the packages that ended in a window', async () => {
    metrc.answer('GET', /^\/packages\/v2\/inactive$/, 'packages-inactive');
    const labels = await source.endedPackages({
      since: new Date('2026-12-06T12:00:00Z'),
      until: new Date('2026-12-07T12:00:00Z'),
    });
    expect(labels).toEqual(['1A4060300002EE1000012405', '1A4060300002EE1000012406']);
    expect(metrc.sent[0]!.query.get('lastModifiedStart')).toBe('2026-12-06T12:00:00Z');
  });
});

describe('failures', () => {
  it('401 means the credentials, and is not tried again', async () => {
    metrc.answer('GET', PACKAGES, 'error-401');
    const failure = await failureOf(source.changedPackages({ since: null, until: NOW }));
    expect([failure.kind, failure.details.status, metrc.sent.length]).toEqual(['credentials', 401, 1]);
  });

  it('403 means a missing permission, with Metrc’s message', async () => {
    metrc.answer('GET', PACKAGES, 'error-403');
    const failure = await failureOf(source.changedPackages({ since: null, until: NOW }));
    expect(failure.kind).toBe('forbidden');
    expect(failure.message).toContain('No valid permissions found for license AU-R-000456');
  });

  it('429 with Retry-After in seconds waits that long and tries again', async () => {
    metrc.answer('GET', PACKAGES, 'error-429-seconds');
    metrc.answer('GET', PACKAGES, 'packages-active-window');
    expect(await source.changedPackages({ since: null, until: NOW })).toHaveLength(1);
    expect(waits).toEqual([2_000]);
  });

  it('429 with Retry-After as a date waits until then by the given clock', async () => {
    metrc.answer('GET', PACKAGES, 'error-429-date');
    metrc.answer('GET', PACKAGES, 'packages-active-window');
    expect(await source.changedPackages({ since: null, until: NOW })).toHaveLength(1);
    expect(waits).toEqual([3_000]);
  });

  it('429 asking for longer than the cap goes back to the caller with the wait', async () => {
    metrc.answer('GET', PACKAGES, (): MetrcFixture => ({
      ...metrcFixture('error-429-seconds'),
      headers: { 'retry-after': '90' },
    }));
    const failure = await failureOf(source.changedPackages({ since: null, until: NOW }));
    expect([failure.kind, failure.details.retryAfterMs, waits]).toEqual(['rate-limited', 90_000, []]);
  });

  it('429 three times gives up after two retries', async () => {
    metrc.answer('GET', PACKAGES, 'error-429-seconds', 3);
    const failure = await failureOf(source.changedPackages({ since: null, until: NOW }));
    expect([failure.kind, failure.details.retryAfterMs, waits]).toEqual(['rate-limited', 2_000, [2_000, 2_000]]);
  });

  it('a 500 then a 200 succeeds after a short wait', async () => {
    metrc.answer('GET', PACKAGES, 'error-500');
    metrc.answer('GET', PACKAGES, 'packages-active-window');
    expect(await source.changedPackages({ since: null, until: NOW })).toHaveLength(1);
    expect(waits).toEqual([500]);
  });

  it('5xx three times is unavailable', async () => {
    metrc.answer('GET', PACKAGES, 'error-500');
    metrc.answer('GET', PACKAGES, 'error-503', 2);
    const failure = await failureOf(source.changedPackages({ since: null, until: NOW }));
    expect([failure.kind, failure.details.status, waits]).toEqual(['unavailable', 503, [500, 1_000]]);
  });

  it('an answer that is not JSON is malformed', async () => {
    metrc.answer('GET', PACKAGES, 'packages-active-malformed');
    expect((await failureOf(source.changedPackages({ since: null, until: NOW }))).kind).toBe('malformed');
  });

  it('JSON of the wrong shape is malformed', async () => {
    metrc.answer('GET', PACKAGES, (): MetrcFixture => ({
      ...metrcFixture('packages-active-window'),
      body: { data: [{ label: 'x' }] },
    }));
    expect((await failureOf(source.changedPackages({ since: null, until: NOW }))).kind).toBe('malformed');
  });

  it('a POST that failed with a 500 is not sent again blindly', async () => {
    metrc.answer('POST', RECEIPTS, 'error-500');
    const failure = await failureOf(source.recordSales([receipt('RR-2001', '2026-12-07T18:00:00Z')]));
    expect([failure.kind, postBodies().length, waits]).toEqual(['unavailable', 1, []]);
  });
});

describe('sales', () => {
  it('sends 23 receipts as 10, 10 and 3, then finds each id by its external number', async () => {
    const receipts = Array.from({ length: 23 }, (_, i) =>
      receipt(`RR-3${String(i).padStart(3, '0')}`, `2026-12-07T18:${String(i).padStart(2, '0')}:00Z`),
    );
    metrc.answer('POST', RECEIPTS, 'receipts-post-200', 3);
    metrc.answer('GET', ACTIVE_RECEIPTS, receiptsPostedSoFar);
    const recorded = await source.recordSales(receipts);
    expect(postBodies().map((body) => body.length)).toEqual([10, 10, 3]);
    expect(recorded).toHaveLength(23);
    expect(recorded[0]).toEqual({ externalNumber: 'RR-3000', sourceId: '73200000' });
    expect(recorded[22]).toEqual({ externalNumber: 'RR-3022', sourceId: '73200022' });
  });

  it('a 413 on ten halves the batch: 5 and 5', async () => {
    const receipts = Array.from({ length: 10 }, (_, i) => receipt(`RR-4${i}`, '2026-12-07T18:00:00Z'));
    metrc.answer('POST', RECEIPTS, 'receipts-post-413');
    metrc.answer('POST', RECEIPTS, 'receipts-post-200', 2);
    metrc.answer('GET', ACTIVE_RECEIPTS, receiptsPostedSoFar);
    const recorded = await source.recordSales(receipts);
    expect(postBodies().map((body) => body.length)).toEqual([10, 5, 5]);
    expect(recorded.every((sale) => sale.sourceId !== null)).toBe(true);
  });

  it('a receipt Metrc refuses is isolated and named with the reason; the others are recorded', async () => {
    const receipts = [
      receipt('RR-501', '2026-12-07T18:00:00Z'),
      receipt('RR-502', '2026-12-07T18:01:00Z'),
      receipt('RR-503', '2026-12-07T18:02:00Z'),
    ];
    const refuseBad = (sent: SentToMetrc): MetrcFixture =>
      (sent.body as Array<{ externalReceiptNumber: string }>).some((r) => r.externalReceiptNumber === 'RR-502')
        ? metrcFixture('receipts-post-400')
        : metrcFixture('receipts-post-200');
    metrc.answer('POST', RECEIPTS, refuseBad, 5);
    metrc.answer('GET', ACTIVE_RECEIPTS, () => {
      const all = receiptsPostedSoFar();
      const data = (all.body as { data: Array<{ externalReceiptNumber: string }> }).data;
      return {
        ...all,
        body: { ...(all.body as object), data: data.filter((r) => r.externalReceiptNumber !== 'RR-502') },
      };
    });
    const recorded = await source.recordSales(receipts);
    expect(postBodies().map((body) => body.map((r) => r.externalReceiptNumber))).toEqual([
      ['RR-501', 'RR-502', 'RR-503'],
      ['RR-501', 'RR-502'],
      ['RR-501'],
      ['RR-502'],
      ['RR-503'],
    ]);
    expect(recorded.map((sale) => [sale.externalNumber, sale.sourceId !== null, sale.refusal ?? ''])).toEqual([
      ['RR-501', true, ''],
      ['RR-502', false, expect.stringContaining('1A4060300002EE1000099999 is not active') as unknown as string],
      ['RR-503', true, ''],
    ]);
  });

  it('finds a sale by our order number before a resend', async () => {
    metrc.answer('GET', ACTIVE_RECEIPTS, 'receipts-active');
    expect(await source.findSale('RR-1043', new Date('2026-12-07T19:31:00Z'))).toBe('73100413');
    expect([metrc.sent[0]!.query.get('salesDateStart'), metrc.sent[0]!.query.get('salesDateEnd')]).toEqual([
      '2026-12-07T08:31:00Z',
      '2026-12-07T20:31:00Z',
    ]);
    metrc.answer('GET', ACTIVE_RECEIPTS, 'receipts-active');
    expect(await source.findSale('RR-9999', new Date('2026-12-07T19:31:00Z'))).toBeNull();
  });

  it('writes a receipt as Metrc takes it: local time without a zone, dollars, the patient card', async () => {
    metrc.answer('POST', RECEIPTS, 'receipts-post-200');
    metrc.answer('GET', ACTIVE_RECEIPTS, 'receipts-active-empty');
    const medical = receipt('RR-601', '2026-12-07T19:05:00Z', {
      customerType: 'Patient',
      patientLicenceNumber: 'MI-MED-0042-7781',
      identificationMethod: 'Registry Card',
      lines: [
        { packageLabel: '1A4060300002EE1000012348', quantity: 3.5, unitOfMeasure: 'Grams', totalCents: 3999 },
        { packageLabel: '1A4060300002EE1000012347', quantity: 2, unitOfMeasure: 'Each', totalCents: 2000 },
      ],
    });
    const recorded = await source.recordSales([medical]);
    expect(postBodies()[0]).toEqual([
      {
        salesDateTime: '2026-12-07T14:05:00',
        salesCustomerType: 'Patient',
        patientLicenseNumber: 'MI-MED-0042-7781',
        identificationMethod: 'Registry Card',
        externalReceiptNumber: 'RR-601',
        transactions: [
          { packageLabel: '1A4060300002EE1000012348', quantity: 3.5, unitOfMeasure: 'Grams', totalAmount: 39.99 },
          { packageLabel: '1A4060300002EE1000012347', quantity: 2, unitOfMeasure: 'Each', totalAmount: 20 },
        ],
      },
    ]);
    // Not found yet after the POST: no id, not refused; the caller looks again later.
    expect(recorded).toEqual([{ externalNumber: 'RR-601', sourceId: null }]);
    // The lookup window is UTC, from 11 hours before the sale (a wall clock behind UTC) to an hour after.
    const lookup = metrc.sent.at(-1)!;
    expect([lookup.query.get('salesDateStart'), lookup.query.get('salesDateEnd')]).toEqual([
      '2026-12-07T08:05:00Z',
      '2026-12-07T20:05:00Z',
    ]);
  });

  it.each([
    // Spring forward, 2026-03-08: 02:00 EST becomes 03:00 EDT; no sale happens at 02:30 local.
    ['2026-03-08T06:59:59Z', '2026-03-08T01:59:59'],
    ['2026-03-08T07:00:00Z', '2026-03-08T03:00:00'],
    ['2026-03-08T07:30:00Z', '2026-03-08T03:30:00'],
    // Fall back, 2026-11-01: 01:30 happens twice, first in EDT (05:30Z) then in EST (06:30Z); both read 01:30.
    ['2026-11-01T05:30:00Z', '2026-11-01T01:30:00'],
    ['2026-11-01T06:30:00Z', '2026-11-01T01:30:00'],
    ['2026-11-01T07:00:00Z', '2026-11-01T02:00:00'],
  ])('a sale at %s is sent as %s in America/Detroit (decision 78)', async (instant, sent) => {
    metrc.answer('POST', RECEIPTS, 'receipts-post-200');
    metrc.answer('GET', ACTIVE_RECEIPTS, 'receipts-active-empty');
    await source.recordSales([receipt('RR-700', instant)]);
    expect(postBodies()[0]![0]!.salesDateTime).toBe(sent);
  });

  it('voids a receipt by its Metrc id', async () => {
    metrc.answer('DELETE', /^\/sales\/v2\/receipts\/73100411$/, 'receipts-delete-200');
    await source.voidSale('73100411');
    expect(metrc.sent[0]!.query.get('licenseNumber')).toBe('AU-R-000456');
  });

  it('refuses an id that is not Metrc’s without asking', async () => {
    const failure = await failureOf(source.voidSale('../receipts'));
    expect([failure.kind, metrc.sent.length]).toEqual(['refused', 0]);
  });

  it('corrects a receipt by replacing its lines under its id', async () => {
    metrc.answer('PUT', RECEIPTS, 'receipts-put-200');
    await source.correctSale('73100411', receipt('RR-1042', '2026-12-07T19:05:00Z', { lines: [] }));
    expect(metrc.sent[0]!.body).toEqual([
      {
        id: 73100411,
        salesDateTime: '2026-12-07T14:05:00',
        salesCustomerType: 'Consumer',
        patientLicenseNumber: null,
        identificationMethod: "Driver's License",
        externalReceiptNumber: 'RR-1042',
        transactions: [],
      },
    ]);
  });
});

describe('patients', () => {
  it('reads an active patient’s remaining allotment', async () => {
    metrc.answer('GET', /^\/patients\/v2\/statuses\/MI-MED-0042-7781$/, 'patient-status-active');
    expect(await source.patientStatus('MI-MED-0042-7781')).toEqual({
      licenceNumber: 'MI-MED-0042-7781',
      active: true,
      flowerOuncesAvailable: 1.75,
      thcOuncesAvailable: 0.5,
    });
  });

  it('reads an inactive card', async () => {
    metrc.answer('GET', /^\/patients\/v2\/statuses\/MI-MED-0042-1193$/, 'patient-status-inactive');
    expect(await source.patientStatus('MI-MED-0042-1193')).toMatchObject({ active: false, flowerOuncesAvailable: 0 });
  });

  it('a card the registry does not know is refused', async () => {
    metrc.answer('GET', /^\/patients\/v2\/statuses\/MI-MED-9999-0000$/, 'patient-status-404');
    const failure = await failureOf(source.patientStatus('MI-MED-9999-0000'));
    expect([failure.kind, failure.details.status]).toEqual(['refused', 404]);
    expect(failure.message).toContain('was not found');
  });
});
