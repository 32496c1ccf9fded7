import type { PatientStatus } from '#lib/inventory/source-records.ts';
import { normalizeRegistryCardNumber } from '#lib/registry-card.ts';
import { SourceFailure, type InventorySource, type SourceFailureKind } from '#server/inventory/inventory-source.ts';

/**
 * A store's system of record in memory, for the registry check: the patients' statuses a test sets,
 * and a failure of each kind (or no answer at all) when it says so. Every other call of the
 * contract throws: the registry check must use nothing else.
 */
export class RegistrySource implements InventorySource {
  readonly kind = 'metrc' as const;
  readonly name = 'Metrc';
  /** The card numbers asked about, in order. */
  readonly asked: string[] = [];
  private readonly patients = new Map<string, PatientStatus>();
  private failure: SourceFailureKind | 'silent' | null = null;

  /** Sets what the registry says of a card (any spelling). */
  setPatient(cardNumber: string, status: { active: boolean; flowerOuncesAvailable: number }): this {
    const licenceNumber = normalizeRegistryCardNumber(cardNumber) ?? cardNumber;
    this.patients.set(licenceNumber, { licenceNumber, thcOuncesAvailable: null, ...status });
    return this;
  }

  /** From now on every call fails this way ('silent': never answers); null answers again. */
  failWith(failure: SourceFailureKind | 'silent' | null): this {
    this.failure = failure;
    return this;
  }

  patientStatus(licenceNumber: string): Promise<PatientStatus> {
    this.asked.push(licenceNumber);
    if (this.failure === 'silent') return new Promise(() => undefined);
    if (this.failure) {
      const status = {
        credentials: 401,
        forbidden: 403,
        'rate-limited': 429,
        unavailable: 503,
        refused: 404,
        malformed: 200,
      };
      return Promise.reject(
        new SourceFailure(this.failure, `The registry failed: ${this.failure}.`, { status: status[this.failure] }),
      );
    }
    const known = this.patients.get(normalizeRegistryCardNumber(licenceNumber) ?? licenceNumber);
    if (!known) return Promise.reject(new SourceFailure('refused', 'No such patient.', { status: 404 }));
    return Promise.resolve(known);
  }

  changedPackages(): Promise<never> {
    return unused();
  }
  endedPackages(): Promise<never> {
    return unused();
  }
  recordSales(): Promise<never> {
    return unused();
  }
  findSale(): Promise<never> {
    return unused();
  }
  voidSale(): Promise<never> {
    return unused();
  }
  correctSale(): Promise<never> {
    return unused();
  }
}

function unused(): Promise<never> {
  return Promise.reject(new Error('The registry check uses patientStatus alone.'));
}
