import type { SourceEndpoints } from '../config/inventory-config.ts';
import type { Queryable } from '../db/database.ts';
import { openCredentials } from './credentials-seal.ts';
import { SourceFailure, type InventorySource } from './inventory-source.ts';
import { createMetrcSource } from './metrc/metrc-source.ts';
import { createDutchiePosSource } from './pos/dutchie-pos.ts';
import type { SalesSourceFor } from './sales/deliver-sales-receipts.ts';
import type { InventorySourceFactory, SourcedStore } from './sync-job.ts';

/**
 * The adapter of each store's source of stock (decision 77), as this deployment reaches it: Metrc
 * with the software's vendor key and the store's user key, or the store's point of sale with its
 * location key. Null where the deployment cannot reach it (no METRC_VENDOR_KEY, a point of sale
 * with no adapter), so nothing is synced or sent for that store.
 */
export function inventorySourceFactory(endpoints: SourceEndpoints): InventorySourceFactory {
  return (store: SourcedStore): InventorySource | null => {
    const userKey = store.credentials.userApiKey;
    if (!userKey) return null;
    if (store.kind === 'metrc') {
      if (!endpoints.metrcVendorKey) return null;
      return createMetrcSource({
        baseUrl: endpoints.metrcUrl,
        vendorKey: endpoints.metrcVendorKey,
        userKey,
        licenceNumber: store.licenceNumber,
      });
    }
    if (store.posVendor === 'dutchie')
      return createDutchiePosSource({ baseUrl: endpoints.dutchiePosUrl, apiKey: userKey });
    return null;
  };
}

/**
 * The adapter of `storeId`'s source with its credentials opened now (so a key saved a moment ago is
 * used at once), or null when the store keeps its own count, has no working credentials, or this
 * deployment cannot reach its source. A key that no longer opens them is the sync's to report.
 */
async function sourceOfStore(
  db: Queryable,
  credentialsKey: Buffer,
  sources: InventorySourceFactory,
  storeId: string,
): Promise<InventorySource | null> {
  const [row] = await db.query<{
    kind: 'own' | 'metrc' | 'pos';
    pos_vendor: string | null;
    licence_number: string;
    credentials_sealed: string | null;
    credentials_state: string;
  }>(
    `select kind, pos_vendor, licence_number, credentials_sealed, credentials_state
       from store_inventory_sources where store_id = $1`,
    [storeId],
  );
  if (!row || row.kind === 'own' || row.credentials_state !== 'ok' || !row.credentials_sealed) return null;
  let credentials: Record<string, string>;
  try {
    credentials = openCredentials(credentialsKey, row.credentials_sealed);
  } catch {
    return null;
  }
  return sources({
    storeId,
    kind: row.kind,
    posVendor: row.pos_vendor,
    licenceNumber: row.licence_number,
    credentials,
  });
}

/** Where the sales outbox sends a store's sales (decision 79); without the sealing key, nowhere. */
export function storeSalesSources(
  db: Queryable,
  credentialsKey: Buffer | undefined,
  sources: InventorySourceFactory,
): SalesSourceFor | undefined {
  if (!credentialsKey) return undefined;
  return (store) => sourceOfStore(db, credentialsKey, sources, store.id);
}

/** What asking a store's source about a patient needs: its name, and the call. */
export interface SourceRegistry {
  readonly name: string;
  patientStatus: InventorySource['patientStatus'];
}

const SOURCE_NAMES = { metrc: 'Metrc', pos: 'The store’s point of sale' } as const;

/**
 * The registry a medical order's store is asked through: its source, reached as for its sales.
 * Null without the sealing key. A store whose source cannot be reached (no working credentials,
 * none this deployment reaches) answers as a source that is down, so the order flows unchecked
 * for the 72-hour review (decision 80).
 */
export function storeRegistries(
  db: Queryable,
  credentialsKey: Buffer | undefined,
  sources: InventorySourceFactory,
): (store: { storeId: string; kind: 'metrc' | 'pos' }) => SourceRegistry | null {
  if (!credentialsKey) return () => null;
  return (store) => ({
    name: SOURCE_NAMES[store.kind],
    async patientStatus(licenceNumber) {
      const source = await sourceOfStore(db, credentialsKey, sources, store.storeId);
      if (!source) throw new SourceFailure('credentials', 'The store’s source cannot be reached with its credentials.');
      return source.patientStatus(licenceNumber);
    },
  });
}
