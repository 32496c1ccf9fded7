/**
 * The sales outbox as staff read it (decision 79): whether a store's sales are reaching Metrc,
 * the end-of-day reconciliation and the medical sales to review, and the pure rules behind them
 * (a package's quantity for units handed over, the wait after a failed upload).
 */
import { writeCsv, type CsvCell } from '../staff/csv.ts';

export type SalesReceiptState = 'queued' | 'sent' | 'attention';

/** Metrc's weight units, in milligrams. */
const MILLIGRAMS_PER_UNIT: Readonly<Record<string, number>> = {
  Milligrams: 1,
  Grams: 1_000,
  Kilograms: 1_000_000,
  Ounces: 28_349.523125,
  Pounds: 453_592.37,
};

/**
 * What `units` of a size take out of a package, in the package's unit: the units themselves for
 * an 'Each' package, else their weight (`sizeWeightMg` each) in the package's weight unit, to the
 * thousandth Metrc keeps. Null when it cannot be said (a weighed package, a size without a
 * weight, an unknown unit): the sale then waits for staff to fix the mapping.
 */
export function packageQuantityOf(units: number, unitOfMeasure: string, sizeWeightMg: number | null): number | null {
  if (unitOfMeasure === 'Each') return units;
  const perUnit = MILLIGRAMS_PER_UNIT[unitOfMeasure];
  if (perUnit === undefined || sizeWeightMg === null) return null;
  return Math.round(((units * sizeWeightMg) / perUnit) * 1000) / 1000;
}

/** The waits after failed uploads: 30 s, doubling each time, never more than 15 minutes. */
export const SALES_RETRY_FIRST_MS = 30_000;
export const SALES_RETRY_MAX_MS = 15 * 60_000;
/** Up to this share of a wait is added at random, so stores' retries do not arrive together. */
export const SALES_RETRY_JITTER = 0.1;

/** The wait after the `failures`-th failure in a row (1-based); `random` in [0, 1) adds the jitter. */
export function salesRetryDelayMs(failures: number, random: number): number {
  const base = Math.min(SALES_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), SALES_RETRY_MAX_MS);
  return Math.round(base * (1 + SALES_RETRY_JITTER * random));
}

/** One store's uploads as the banner reads them. */
export interface SalesUploadStatus {
  storeId: string;
  storeName: string;
  storeSlug: string;
  timeZone: string;
  /** Sales waiting to upload (queued, not yet sent). */
  waiting: number;
  /** When the oldest waiting sale was handed over (ISO), or null. */
  oldestWaitingSince: string | null;
  /** Its age in whole minutes at the time of reading, or null. */
  oldestWaitingMinutes: number | null;
  /** Sales a person must look at (refused, or packages that do not cover them). */
  needingAttention: number;
  /** The first failure of the source's current outage (ISO), or null while it answers. */
  downSince: string | null;
  /** The source refused the store's credentials: admins must enter new ones. */
  credentialsAttention: boolean;
}

/** Waiting longer than this (minutes) shows the banner even while the source answers. */
export const SALES_WAIT_WARNING_MINUTES = 5;

/** One line of the dashboard's banner. */
export interface SalesUploadNotice {
  storeId: string;
  text: string;
  /** The store's inventory source page, for credentials admins must fix. */
  link?: { href: string; label: string };
}

function minutesText(age: number): string {
  const minutes = Math.max(1, age);
  if (minutes < 120) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.floor(minutes / 60);
  return `${hours} hours`;
}

function clockTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
    .format(new Date(iso))
    .replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * What the dashboard says about each store's uploads: an outage or a wait longer than
 * five minutes to the store's staff, and to admins credentials the source refused. The store is
 * named when the reader sees more than one.
 */
export function salesUploadNotices(
  statuses: readonly SalesUploadStatus[],
  { admin, sourceName = 'Metrc' }: { admin: boolean; sourceName?: string },
): SalesUploadNotice[] {
  const named = statuses.length > 1;
  const notices: SalesUploadNotice[] = [];
  for (const status of statuses) {
    const at = named ? ` at ${status.storeName}` : '';
    const oldest = status.oldestWaitingMinutes ?? 0;
    if (status.downSince || (status.waiting > 0 && oldest > SALES_WAIT_WARNING_MINUTES)) {
      const sentences = [
        status.downSince
          ? `${sourceName} is not answering${at} since ${clockTime(status.downSince, status.timeZone)}.`
          : `Sales${at} are slow to reach ${sourceName}.`,
      ];
      if (status.waiting > 0) {
        sentences.push(
          `${status.waiting} ${status.waiting === 1 ? 'sale is' : 'sales are'} waiting to upload; the oldest is ${minutesText(oldest)} old.`,
          'They upload by themselves when it answers.',
        );
      }
      notices.push({ storeId: status.storeId, text: sentences.join(' ') });
    }
    if (status.needingAttention > 0) {
      notices.push({
        storeId: status.storeId,
        text: `${status.needingAttention} ${status.needingAttention === 1 ? 'sale' : 'sales'}${at} could not be uploaded to ${sourceName} and ${status.needingAttention === 1 ? 'needs' : 'need'} a person: see the end-of-day reconciliation.`,
        link: {
          href: `/dashboard/inventory/reconciliation?store=${encodeURIComponent(status.storeSlug)}`,
          label: 'Open the reconciliation',
        },
      });
    }
    if (admin && status.credentialsAttention) {
      notices.push({
        storeId: status.storeId,
        text: `${sourceName} credentials for ${status.storeName} need attention.`,
        link: {
          href: `/dashboard/inventory/source?store=${encodeURIComponent(status.storeSlug)}`,
          label: `Open ${status.storeName}'s inventory source`,
        },
      });
    }
  }
  return notices;
}

/** A sale of the day that is not in the source yet. */
export interface UnsentSale {
  orderId: string;
  orderNumber: string;
  soldAt: string;
  state: 'queued' | 'attention';
  attempts: number;
  lastError: string;
  nextAttemptAt: string | null;
}

/** A package: what the source last confirmed, and what left the store since. */
export interface PackageReconciliation {
  label: string;
  itemName: string;
  unitOfMeasure: string;
  /** The source's last confirmed quantity. */
  confirmedQuantity: number;
  confirmedAt: string;
  /** Handed over since it was confirmed, in the package's unit. */
  handedOverSince: number;
  /** What the package should hold now: confirmed less handed over. */
  expectedQuantity: number;
  /** Minutes since the source confirmed it. */
  ageMinutes: number;
}

export interface SalesReconciliation {
  store: { id: string; slug: string; name: string; timeZone: string };
  /** YYYY-MM-DD, in the store's time zone. */
  day: string;
  /** Sales handed over that day, and how many of them the source has. */
  salesCount: number;
  sentCount: number;
  unsent: UnsentSale[];
  packages: PackageReconciliation[];
}

/** The reconciliation's packages as a CSV file, the numbers as shown. */
export function reconciliationCsv(report: SalesReconciliation): string {
  const rows: CsvCell[][] = [
    [
      'Package',
      'Item',
      'Unit',
      'Last confirmed quantity',
      'Confirmed at',
      'Handed over since',
      'Expected now',
      'Difference',
      'Age (minutes)',
    ],
  ];
  for (const item of report.packages) {
    rows.push([
      item.label,
      item.itemName,
      item.unitOfMeasure,
      item.confirmedQuantity,
      item.confirmedAt,
      item.handedOverSince,
      item.expectedQuantity,
      -item.handedOverSince,
      item.ageMinutes,
    ]);
  }
  return writeCsv(rows);
}

/** A medical sale to review within 72 hours of the sale. */
export interface MedicalSaleToReview {
  orderId: string;
  orderNumber: string;
  soldAt: string;
  /** Why: its receipt was not in the source within the hour, and/or the registry could not be asked. */
  reasons: Array<'late-upload' | 'registry-unchecked'>;
  receiptState: SalesReceiptState | null;
  sentAt: string | null;
  deadline: string;
  /** Whole hours left until the deadline; negative once it has passed. */
  hoursLeft: number;
}

/** A medical sale is reviewed within this long of the sale. */
export const MEDICAL_REVIEW_HOURS = 72;
/** A medical sale's receipt should be in the source within this long. */
export const MEDICAL_UPLOAD_HOURS = 1;
