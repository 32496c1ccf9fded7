import type { SourceReceipt } from '#lib/inventory/source-records.ts';
import { type RecordedSale, SourceFailure } from '../inventory-source.ts';
import { expectShape, type MetrcConnection, metrcCall } from './metrc-http.ts';
import { everyPageInWindows } from './metrc-pages.ts';
import { metrcSaleTime } from './metrc-time.ts';

/** The most receipts Metrc takes in one POST or PUT; more is answered 413. */
export const METRC_RECEIPTS_PER_REQUEST = 10;
/**
 * How far before and after a sale we look for it. Metrc's sales-date window is written in UTC, while
 * it keeps sale times as local wall-clock times (decision 78); a US wall clock is up to 10 hours
 * behind UTC, so a window from 11 hours before to an hour after finds the sale either way Metrc
 * compares them, and stays within one 24-hour query for batches spanning up to 12 hours.
 */
const LOOKUP_BEFORE_MS = 11 * 3_600_000;
const LOOKUP_AFTER_MS = 3_600_000;

/** A receipt as `POST /sales/v2/receipts` takes it (`PostSaleReceiptsRequest`, plus the external number). */
export interface MetrcReceiptRequest {
  salesDateTime: string;
  salesCustomerType: string;
  patientLicenseNumber: string | null;
  identificationMethod: string;
  /** Not in the public description's request schema, though Metrc keeps and answers it on `SaleReceipt`. */
  externalReceiptNumber: string;
  transactions: Array<{ packageLabel: string; quantity: number; unitOfMeasure: string; totalAmount: number }>;
}

export function receiptRequestOf(receipt: SourceReceipt): MetrcReceiptRequest {
  return {
    salesDateTime: metrcSaleTime(receipt.soldAt, receipt.timeZone),
    salesCustomerType: receipt.customerType,
    patientLicenseNumber: receipt.patientLicenceNumber,
    identificationMethod: receipt.identificationMethod,
    externalReceiptNumber: receipt.externalNumber,
    transactions: receipt.lines.map((line) => ({
      packageLabel: line.packageLabel,
      quantity: line.quantity,
      unitOfMeasure: line.unitOfMeasure,
      totalAmount: line.totalCents / 100,
    })),
  };
}

/**
 * Metrc's ids of the facility's active receipts carrying these external numbers, looked up by
 * sales date around the sales (Metrc's POST answers no ids).
 */
export async function receiptIds(
  connection: MetrcConnection,
  receipts: Array<Pick<SourceReceipt, 'externalNumber' | 'soldAt'>>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (receipts.length === 0) return ids;
  const times = receipts.map((receipt) => receipt.soldAt.getTime());
  const window = {
    since: new Date(Math.min(...times) - LOOKUP_BEFORE_MS),
    until: new Date(Math.max(...times) + LOOKUP_AFTER_MS),
  };
  const wanted = new Set(receipts.map((receipt) => receipt.externalNumber));
  const path = '/sales/v2/receipts/active';
  const records = await everyPageInWindows(connection, path, window, { start: 'salesDateStart', end: 'salesDateEnd' });
  for (const record of records) {
    const { id, externalReceiptNumber } = (record ?? {}) as { id?: unknown; externalReceiptNumber?: unknown };
    expectShape(typeof id === 'number', `${path} holds a receipt without an id`);
    if (
      typeof externalReceiptNumber === 'string' &&
      wanted.has(externalReceiptNumber) &&
      !ids.has(externalReceiptNumber)
    ) {
      ids.set(externalReceiptNumber, String(id));
    }
  }
  return ids;
}

/**
 * Posts receipts at most ten at a time. A 413 halves the batch and sends each half; a 400 does the
 * same until the receipt Metrc refuses stands alone, so one bad receipt does not hold back the
 * others. Answers the refusals by external number.
 */
async function post(
  connection: MetrcConnection,
  receipts: SourceReceipt[],
  refusals: Map<string, string>,
): Promise<void> {
  for (let at = 0; at < receipts.length; at += METRC_RECEIPTS_PER_REQUEST) {
    await postBatch(connection, receipts.slice(at, at + METRC_RECEIPTS_PER_REQUEST), refusals);
  }
}

async function postBatch(
  connection: MetrcConnection,
  batch: SourceReceipt[],
  refusals: Map<string, string>,
): Promise<void> {
  try {
    await metrcCall(connection, { method: 'POST', path: '/sales/v2/receipts', body: batch.map(receiptRequestOf) });
  } catch (error) {
    const splittable = error instanceof SourceFailure && (error.details.status === 413 || error.details.status === 400);
    if (!splittable) throw error;
    if (batch.length === 1) {
      refusals.set(batch[0]!.externalNumber, error.message);
      return;
    }
    const half = Math.ceil(batch.length / 2);
    await postBatch(connection, batch.slice(0, half), refusals);
    await postBatch(connection, batch.slice(half), refusals);
  }
}

/** Records sales, then looks them up for the ids Metrc gave them. */
export async function recordSales(connection: MetrcConnection, receipts: SourceReceipt[]): Promise<RecordedSale[]> {
  if (receipts.length === 0) return [];
  const refusals = new Map<string, string>();
  await post(connection, receipts, refusals);
  const recorded = await receiptIds(
    connection,
    receipts.filter((receipt) => !refusals.has(receipt.externalNumber)),
  );
  return receipts.map((receipt) => {
    const refusal = refusals.get(receipt.externalNumber);
    return refusal === undefined
      ? { externalNumber: receipt.externalNumber, sourceId: recorded.get(receipt.externalNumber) ?? null }
      : { externalNumber: receipt.externalNumber, sourceId: null, refusal };
  });
}

/** Metrc's id of the active receipt with our external number, sold at `soldAt`, or null. */
export async function findSale(
  connection: MetrcConnection,
  externalNumber: string,
  soldAt: Date,
): Promise<string | null> {
  return (await receiptIds(connection, [{ externalNumber, soldAt }])).get(externalNumber) ?? null;
}

function receiptId(sourceId: string): number {
  if (!/^\d{1,15}$/.test(sourceId)) throw new SourceFailure('refused', `"${sourceId}" is not a Metrc receipt id`);
  return Number(sourceId);
}

/** Voids (archives) a recorded receipt. */
export async function voidSale(connection: MetrcConnection, sourceId: string): Promise<void> {
  await metrcCall(connection, { method: 'DELETE', path: `/sales/v2/receipts/${receiptId(sourceId)}` });
}

/** Replaces a recorded receipt's lines, keeping its id. */
export async function correctSale(
  connection: MetrcConnection,
  sourceId: string,
  receipt: SourceReceipt,
): Promise<void> {
  const id = receiptId(sourceId);
  await metrcCall(connection, {
    method: 'PUT',
    path: '/sales/v2/receipts',
    body: [{ id, ...receiptRequestOf(receipt) }],
  });
}
