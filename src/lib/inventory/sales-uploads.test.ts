import { describe, expect, it } from 'vitest';
import { packageQuantityOf, salesRetryDelayMs, salesUploadNotices, type SalesUploadStatus } from './sales-uploads.ts';

const MONROE: SalesUploadStatus = {
  storeId: 'monroe-id',
  storeName: 'Monroe',
  storeSlug: 'monroe',
  timeZone: 'America/Detroit',
  waiting: 0,
  oldestWaitingSince: null,
  oldestWaitingMinutes: null,
  needingAttention: 0,
  downSince: null,
  credentialsAttention: false,
};

describe('a package’s quantity for the units handed over', () => {
  it('counts units of an Each package and weighs the rest in the package’s unit', () => {
    expect(packageQuantityOf(3, 'Each', null)).toBe(3);
    expect(packageQuantityOf(3, 'Grams', 3500)).toBe(10.5);
    expect(packageQuantityOf(2, 'Milligrams', 100)).toBe(200);
    expect(packageQuantityOf(8, 'Ounces', 3543)).toBe(1);
    expect(packageQuantityOf(1, 'Ounces', 3500)).toBe(0.123);
  });

  it('cannot say for a weighed package of a size without a weight, or a unit it does not know', () => {
    expect(packageQuantityOf(1, 'Grams', null)).toBeNull();
    expect(packageQuantityOf(1, 'Handfuls', 1000)).toBeNull();
  });
});

describe('the wait after failed uploads', () => {
  it('doubles from 30 seconds to at most 15 minutes, with up to a tenth more as jitter', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((failures) => salesRetryDelayMs(failures, 0) / 1000)).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900,
    ]);
    expect(salesRetryDelayMs(1, 0.5)).toBe(31_500);
    expect(salesRetryDelayMs(9, 0.999_999)).toBeLessThanOrEqual(990_000);
  });
});

describe('the banner', () => {
  it('says nothing while sales reach the source within five minutes', () => {
    expect(salesUploadNotices([{ ...MONROE, waiting: 2, oldestWaitingMinutes: 5 }], { admin: true })).toEqual([]);
  });

  it('tells staff of an outage, how many sales wait and for how long', () => {
    const down = { ...MONROE, waiting: 7, oldestWaitingMinutes: 38, downSince: '2026-11-25T19:04:00.000Z' };
    expect(salesUploadNotices([down], { admin: false })).toEqual([
      {
        storeId: 'monroe-id',
        text: 'Metrc is not answering since 2:04 PM. 7 sales are waiting to upload; the oldest is 38 minutes old. They upload by themselves when it answers.',
      },
    ]);
  });

  it('names the store when the reader sees several, and shows a slow upload without an outage', () => {
    const slow = { ...MONROE, waiting: 1, oldestWaitingMinutes: 6 };
    const other = { ...MONROE, storeId: 'ypsi-id', storeName: 'Ypsilanti', storeSlug: 'ypsilanti' };
    expect(salesUploadNotices([slow, other], { admin: false }).map((notice) => notice.text)).toEqual([
      'Sales at Monroe are slow to reach Metrc. 1 sale is waiting to upload; the oldest is 6 minutes old. They upload by themselves when it answers.',
    ]);
  });

  it('tells admins alone of credentials the source refused, linking to the store’s source page', () => {
    const refused = { ...MONROE, credentialsAttention: true };
    expect(salesUploadNotices([refused], { admin: false })).toEqual([]);
    expect(salesUploadNotices([refused], { admin: true })).toEqual([
      {
        storeId: 'monroe-id',
        text: 'Metrc credentials for Monroe need attention.',
        link: { href: '/dashboard/inventory/source?store=monroe', label: "Open Monroe's inventory source" },
      },
    ]);
  });

  it('points at the reconciliation for sales a person must look at', () => {
    expect(salesUploadNotices([{ ...MONROE, needingAttention: 2 }], { admin: false })).toEqual([
      {
        storeId: 'monroe-id',
        text: '2 sales could not be uploaded to Metrc and need a person: see the end-of-day reconciliation.',
        link: { href: '/dashboard/inventory/reconciliation?store=monroe', label: 'Open the reconciliation' },
      },
    ]);
  });
});
