import type { PatientStatus, SourcePackage, SourceReceipt } from '#lib/inventory/source-records.ts';
import { SourceFailure, type InventorySource, type SourceFailureKind } from '#server/inventory/inventory-source.ts';

/**
 * A store's system of record held in memory, for tests of the inventory sync: the packages a test
 * sets (active, or ended at a time), answered by their `modifiedAt` within each window as Metrc's
 * last-modified filters do; `failWith` makes every call throw that failure until cleared.
 */
export class MemoryInventorySource implements InventorySource {
  readonly kind = 'metrc' as const;
  readonly name = 'Metrc';
  /** Active packages by label. */
  readonly packages = new Map<string, SourcePackage>();
  /** Ended packages' labels, with when they ended. */
  readonly ended = new Map<string, Date>();
  /** The windows asked for, in order. */
  readonly windows: Array<{ since: Date | null; until: Date }> = [];
  failWith: SourceFailureKind | null = null;

  /** Adds or changes a package, stamped as modified at `modifiedAt`. */
  set(pkg: Partial<SourcePackage> & { label: string; modifiedAt: string }): SourcePackage {
    const full: SourcePackage = {
      sourceId: '',
      itemName: `Item ${pkg.label}`,
      category: 'Buds',
      unitOfMeasure: 'Each',
      unitWeightGrams: 3.5,
      quantity: 10,
      labState: 'TestPassed',
      onHold: false,
      expiresOn: null,
      ...this.packages.get(pkg.label),
      ...pkg,
    };
    this.packages.set(pkg.label, full);
    this.ended.delete(pkg.label);
    return full;
  }

  /** The package stops being active at `at` (sold through, finished). */
  end(label: string, at: Date): void {
    this.packages.delete(label);
    this.ended.set(label, at);
  }

  /** Removes a package without a trace, as if it moved away unseen: only a full reconcile finds out. */
  forget(label: string): void {
    this.packages.delete(label);
  }

  private fail(): void {
    if (this.failWith) {
      const status = {
        credentials: 401,
        forbidden: 403,
        'rate-limited': 429,
        unavailable: 503,
        refused: 400,
        malformed: 200,
      };
      throw new SourceFailure(this.failWith, `The source answered ${status[this.failWith]} (${this.failWith}).`, {
        status: status[this.failWith],
      });
    }
  }

  async changedPackages(window: { since: Date | null; until: Date }): Promise<SourcePackage[]> {
    this.fail();
    this.windows.push(window);
    return [...this.packages.values()].filter((pkg) => {
      if (window.since === null) return true;
      const modified = pkg.modifiedAt === null ? null : new Date(pkg.modifiedAt);
      return modified !== null && modified >= window.since && modified < window.until;
    });
  }

  async endedPackages(window: { since: Date | null; until: Date }): Promise<string[]> {
    this.fail();
    return [...this.ended]
      .filter(([, at]) => (window.since === null || at >= window.since) && at < window.until)
      .map(([label]) => label);
  }

  recordSales(_receipts: SourceReceipt[]): Promise<Array<{ externalNumber: string; sourceId: string | null }>> {
    throw new Error('The inventory sync records no sales.');
  }

  findSale(_externalNumber: string, _soldAt: Date): Promise<string | null> {
    throw new Error('The inventory sync finds no sales.');
  }

  voidSale(_sourceId: string): Promise<void> {
    throw new Error('The inventory sync voids no sales.');
  }

  correctSale(_sourceId: string, _receipt: SourceReceipt): Promise<void> {
    throw new Error('The inventory sync corrects no sales.');
  }

  patientStatus(_licenceNumber: string): Promise<PatientStatus> {
    throw new Error('The inventory sync asks about no patients.');
  }
}
