import type { SourceEndpoints } from '../config/inventory-config.ts';
import type { Queryable } from '../db/database.ts';
import { openCredentials } from './credentials-seal.ts';
import type { InventorySource } from './inventory-source.ts';
import { SourceFailure } from './inventory-source.ts';
import { createMetrcSource } from './metrc/metrc-source.ts';
import { createDutchiePosSource } from './pos/dutchie-pos.ts';
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

/** A store whose source is not its own count, as the checkout names it. */
interface StoreOfSource {
  storeId: string;
  kind: 'metrc' | 'pos';
}

/** What asking a store's source about a patient needs: its name, and the call. */
export interface SourceRegistry {
  readonly name: string;
  patientStatus: InventorySource['patientStatus'];
}

const SOURCE_NAMES = { metrc: 'Metrc', pos: 'The store’s point of sale' } as const;

/**
 * The registry a medical order's store is asked through: its source, its credentials opened when
 * asked (so a key saved a moment ago is used at once). Null without the sealing key. A store whose
 * credentials are missing, need attention or cannot be opened answers as a source that is down,
 * so the order flows unchecked for the 72-hour review (decision 80).
 */
export function storeRegistries(
  db: Queryable,
  credentialsKey: Buffer | undefined,
  sources: InventorySourceFactory,
): (store: StoreOfSource) => SourceRegistry | null {
  if (!credentialsKey) return () => null;
  return (store) => ({
    name: SOURCE_NAMES[store.kind],
    async patientStatus(licenceNumber) {
      const [row] = await db.query<{
        kind: 'own' | 'metrc' | 'pos';
        pos_vendor: string | null;
        licence_number: string;
        credentials_sealed: string | null;
        credentials_state: string;
      }>(
        `select kind, pos_vendor, licence_number, credentials_sealed, credentials_state
           from store_inventory_sources where store_id = $1`,
        [store.storeId],
      );
      if (!row || row.kind === 'own' || row.credentials_state !== 'ok' || !row.credentials_sealed) {
        throw new SourceFailure('credentials', 'The store’s source has no working credentials.');
      }
      const source = sources({
        storeId: store.storeId,
        kind: row.kind,
        posVendor: row.pos_vendor,
        licenceNumber: row.licence_number,
        credentials: openCredentials(credentialsKey, row.credentials_sealed),
      });
      if (!source) throw new SourceFailure('unavailable', 'This server does not reach the store’s source.');
      return source.patientStatus(licenceNumber);
    },
  });
}
