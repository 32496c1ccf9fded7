import type { PatientStatus, SourcePackage, SourceReceipt } from '#lib/inventory/source-records.ts';
import {
  SourceFailure,
  type InventorySource,
  type RecordedSale,
  type SourceFailureKind,
} from '#server/inventory/index.ts';

/** A failure the source answers with, as the adapters throw it. */
export interface PlannedFailure {
  kind: SourceFailureKind;
  message?: string;
  retryAfterMs?: number;
  /** Fail after recording the receipts (a timeout or a lost answer): the sale is there, the answer is not. */
  afterRecording?: boolean;
}

const MESSAGES: Record<SourceFailureKind, string> = {
  credentials: 'Metrc answered 401: the API key is not valid for this facility.',
  forbidden: 'Metrc answered 403: the key may not record sales at this facility.',
  'rate-limited': 'Metrc answered 429: too many requests.',
  unavailable: 'Metrc did not answer within 30 seconds.',
  refused: 'Metrc answered 400: Package 1A40603000000000000000XX is not active.',
  malformed: 'Metrc answered with a body that is not its receipt list.',
};

/**
 * An in-memory store's source for the sales outbox's tests: it records receipts as Metrc would,
 * answers `findSale` from what it recorded, and can be set to fail — always with one kind, the
 * next N calls, or only for receipts of some numbers (a refused sale beside accepted ones).
 * `sent` counts every receipt it accepted, so a test sees a sale recorded twice.
 */
export class RecordingSalesSource implements InventorySource {
  readonly kind = 'metrc' as const;
  readonly name = 'Metrc';
  /** Every receipt accepted, in order, with the id given. */
  readonly recorded: Array<{ sourceId: string; receipt: SourceReceipt }> = [];
  /** Calls made, by method, in order. */
  readonly calls: Array<{ method: 'recordSales' | 'findSale'; numbers: string[] }> = [];
  private failures: PlannedFailure[] = [];
  private always: PlannedFailure | null = null;
  private refusedNumbers = new Set<string>();
  private nextId = 1;
  /** Awaited inside every call, so a test can hold calls open (two runs at once). */
  gate: Promise<void> = Promise.resolve();

  /** The next `times` calls fail so (1 by default). */
  failNext(failure: PlannedFailure, times = 1): this {
    for (let index = 0; index < times; index++) this.failures.push(failure);
    return this;
  }

  /** Every call fails so until `answerAgain()`. */
  failAlways(failure: PlannedFailure): this {
    this.always = failure;
    return this;
  }

  answerAgain(): this {
    this.always = null;
    this.failures = [];
    return this;
  }

  /** Receipts of these numbers are refused (answered with Metrc's words) whenever they are in a request; the rest are recorded. */
  refuse(...numbers: string[]): this {
    for (const number of numbers) this.refusedNumbers.add(number);
    return this;
  }

  private planned(): PlannedFailure | undefined {
    return this.always ?? this.failures.shift();
  }

  private failure(planned: PlannedFailure): SourceFailure {
    return new SourceFailure(planned.kind, planned.message ?? MESSAGES[planned.kind], {
      ...(planned.retryAfterMs === undefined ? {} : { retryAfterMs: planned.retryAfterMs }),
    });
  }

  async recordSales(receipts: SourceReceipt[]): Promise<RecordedSale[]> {
    await this.gate;
    this.calls.push({ method: 'recordSales', numbers: receipts.map((receipt) => receipt.externalNumber) });
    const planned = this.planned();
    if (planned && !planned.afterRecording) throw this.failure(planned);
    const answers = receipts.map((receipt): RecordedSale => {
      if (this.refusedNumbers.has(receipt.externalNumber)) {
        return {
          externalNumber: receipt.externalNumber,
          sourceId: null,
          refusal: `Metrc answered 400: receipt ${receipt.externalNumber} was refused.`,
        };
      }
      const sourceId = String(this.nextId++);
      this.recorded.push({ sourceId, receipt: structuredClone(receipt) });
      return { externalNumber: receipt.externalNumber, sourceId };
    });
    if (planned) throw this.failure(planned);
    return answers;
  }

  async findSale(externalNumber: string, _soldAt: Date): Promise<string | null> {
    await this.gate;
    this.calls.push({ method: 'findSale', numbers: [externalNumber] });
    const planned = this.always;
    if (planned) throw this.failure(planned);
    return this.recorded.find((entry) => entry.receipt.externalNumber === externalNumber)?.sourceId ?? null;
  }

  /** How many times the source accepted a receipt of this number. */
  timesRecorded(externalNumber: string): number {
    return this.recorded.filter((entry) => entry.receipt.externalNumber === externalNumber).length;
  }

  changedPackages(): Promise<SourcePackage[]> {
    return Promise.resolve([]);
  }

  endedPackages(): Promise<string[]> {
    return Promise.resolve([]);
  }

  /** Ids of the sales voided, in order. */
  readonly voided: string[] = [];

  async voidSale(sourceId: string): Promise<void> {
    await this.gate;
    if (this.always) throw this.failure(this.always);
    if (!this.recorded.some((entry) => entry.sourceId === sourceId)) {
      throw new SourceFailure('refused', `Metrc answered 404: there is no sale ${sourceId}.`);
    }
    this.voided.push(sourceId);
  }

  correctSale(sourceId: string, receipt: SourceReceipt): Promise<void> {
    const entry = this.recorded.find((candidate) => candidate.sourceId === sourceId);
    if (entry) entry.receipt = structuredClone(receipt);
    return Promise.resolve();
  }

  patientStatus(licenceNumber: string): Promise<PatientStatus> {
    return Promise.resolve({ licenceNumber, active: true, flowerOuncesAvailable: 2.5, thcOuncesAvailable: null });
  }
}
