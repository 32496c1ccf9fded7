/**
 * Asking the state's registry about a medical patient before their order is placed (decision 80):
 * the store's source (Metrc, or a point of sale that keeps Metrc) is asked once, outside any
 * transaction and within a short wait, and its answer is carried into the placement's checks.
 * A source that does not answer in time, or fails in any way, never stops an order: it flows on
 * the store's own limits and is recorded as unchecked, for the 72-hour over-sale review.
 */
import { registryOuncesAsMg, type RegistryStanding } from '#lib/checkout/registry-standing.ts';
import type { PatientStatus } from '#lib/inventory/source-records.ts';
import type { StoreStockSource } from './stock-source.ts';

/**
 * What the registry check needs of a store's system of record: the part of the inventory domain's
 * `InventorySource` contract (src/server/inventory/inventory-source.ts) that answers for a
 * patient. Every adapter of that contract is one.
 */
export interface PatientRegistry {
  /** The vendor's name for people ("Metrc", "Dutchie POS"). */
  readonly name: string;
  /** Throws the contract's `SourceFailure` (or anything else) when it cannot answer. */
  patientStatus(licenceNumber: string): Promise<PatientStatus>;
}

/**
 * The store's system of record as this process reaches it (the runtime's, which passes the
 * adapters), or null when none is connected for it.
 */
export type InventorySourceFor = (store: StoreStockSource & { kind: 'metrc' | 'pos' }) => PatientRegistry | null;

/** How long a placement waits for the registry before it goes on without it. */
export const REGISTRY_WAIT_MS = 3_000;

/** The name a refusal or a notice uses for a source the store has but this process cannot reach. */
const SOURCE_NAMES = { metrc: 'Metrc', pos: 'The store’s point of sale' } as const;

/** What asking is told: where to ask, and how long to wait. */
export interface RegistryAsking {
  sourceFor?: InventorySourceFor | undefined;
  waitMs?: number | undefined;
}

/**
 * The registry's word on `cardNumber` for an order at `store`, or null when the store keeps its
 * own stock (nobody to ask). Never throws: a failure of the source (any SourceFailure, another
 * error, or no answer within `waitMs`) is `unavailable`.
 */
export async function askRegistry(
  store: StoreStockSource,
  cardNumber: string,
  { sourceFor, waitMs = REGISTRY_WAIT_MS }: RegistryAsking,
): Promise<RegistryStanding | null> {
  if (store.kind === 'own') return null;
  const source = sourceFor?.({ ...store, kind: store.kind }) ?? null;
  const sourceName = source?.name ?? SOURCE_NAMES[store.kind];
  if (!source) return { state: 'unavailable', sourceName };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), waitMs);
  });
  try {
    const answer = await Promise.race([source.patientStatus(cardNumber), late]);
    if (answer === 'late') return { state: 'unavailable', sourceName };
    return answer.active
      ? { state: 'active', sourceName, flowerMgAvailable: registryOuncesAsMg(answer.flowerOuncesAvailable) }
      : { state: 'inactive', sourceName, cardNumber };
  } catch {
    // Down, rate-limited, refused or answering nonsense: the order flows and is reviewed later.
    return { state: 'unavailable', sourceName };
  } finally {
    clearTimeout(timer);
  }
}
