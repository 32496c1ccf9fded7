import type { PatientStatus, SourcePackage, SourceReceipt } from '#lib/inventory/source-records.ts';

/**
 * What a store's system of record is to us (decision 77): Metrc itself, or a point of sale that
 * keeps Metrc. Each adapter turns its vendor's API into these calls and its failures into a
 * `SourceFailure`; the sync, the sales outbox and the medical check use nothing else, so the next
 * point of sale is one module.
 */
export interface InventorySource {
  readonly kind: 'metrc' | 'pos';
  /** The vendor's name for people ("Metrc", "Dutchie POS"). */
  readonly name: string;
  /**
   * The store's active packages changed in [since, until) (every one when `since` is null), page
   * after page. The window's end is ours to choose, so consecutive windows leave no gap.
   */
  changedPackages(window: { since: Date | null; until: Date }): Promise<SourcePackage[]>;
  /** Labels of packages that stopped being active in the window (sold through, finished). */
  endedPackages(window: { since: Date | null; until: Date }): Promise<string[]>;
  /**
   * Records sales. The source answers each receipt as accepted (with its id there) or refused
   * with its reason; a failure of the whole request throws a `SourceFailure`. Sends at most what
   * the vendor takes in one request, splitting a larger batch itself.
   */
  recordSales(receipts: SourceReceipt[]): Promise<RecordedSale[]>;
  /**
   * The id the source gave a sale we sent, found by our external number, or null when it has none:
   * asked before a resend whose earlier attempt may have arrived, so no sale is recorded twice.
   */
  findSale(externalNumber: string, soldAt: Date): Promise<string | null>;
  /** Voids a recorded sale (a cancelled or returned one) by the id the source gave it. */
  voidSale(sourceId: string): Promise<void>;
  /** Replaces a recorded sale's lines (a partial return), by the id the source gave it. */
  correctSale(sourceId: string, receipt: SourceReceipt): Promise<void>;
  /** A medical patient's registry state and what they may still buy. */
  patientStatus(licenceNumber: string): Promise<PatientStatus>;
}

/** What one sent receipt came to at the source. */
export interface RecordedSale {
  externalNumber: string;
  /** The source's id of the recorded sale; null when refused, or recorded but not yet found there. */
  sourceId: string | null;
  /** Why the source refused this receipt (its words), when it did; the rest of the batch is unaffected. */
  refusal?: string;
}

/** Why a source did not answer; what the caller does differs for each. */
export type SourceFailureKind =
  /** 401: the store's credentials are wrong or revoked; admins must act, retrying won't help. */
  | 'credentials'
  /** 403: the credentials lack a permission for this facility or call. */
  | 'forbidden'
  /** 429: too many requests; wait `retryAfterMs`. */
  | 'rate-limited'
  /** Network failure, timeout, or a 5xx: try again later. */
  | 'unavailable'
  /** 400/404/422: the source refused what we sent; retrying the same won't help. */
  | 'refused'
  /** The answer was not what the vendor's API description says. */
  | 'malformed';

export class SourceFailure extends Error {
  readonly kind: SourceFailureKind;
  readonly details: { status?: number; retryAfterMs?: number };

  constructor(kind: SourceFailureKind, message: string, details: { status?: number; retryAfterMs?: number } = {}) {
    super(message);
    this.name = 'SourceFailure';
    this.kind = kind;
    this.details = details;
  }
}
