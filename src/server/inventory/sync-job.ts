import type { Database } from '../db/database.ts';
import { openCredentials } from './credentials-seal.ts';
import type { InventorySource } from './inventory-source.ts';
import { syncStoreInventory } from './store-sync.ts';

/** A store whose stock comes from a source, as the runtime's adapter factory needs it. */
export interface SourcedStore {
  storeId: string;
  kind: 'metrc' | 'pos';
  posVendor: string | null;
  licenceNumber: string;
  /** The store's own credentials, opened for this call only. */
  credentials: Record<string, string>;
}

/** The adapter for a store's source, or null when this deployment has none for it (nothing is synced). */
export type InventorySourceFactory = (store: SourcedStore) => InventorySource | null;

/** A full reconcile is due when the last is over a day old, or the store's local 03:00 has passed since. */
const FULL_RECONCILE_DUE = `(
  s.last_full_reconcile_at is null
  or s.last_full_reconcile_at < $1::timestamptz - interval '24 hours'
  or s.last_full_reconcile_at < (
       (date_trunc('day', $1::timestamptz at time zone st.timezone) + interval '3 hours'
        - case when ($1::timestamptz at time zone st.timezone)::time < time '03:00' then interval '1 day' else interval '0' end)
       at time zone st.timezone))`;

/**
 * Syncs every store whose stock comes from a source with credentials in order, each on its own:
 * one store's failure is recorded on it and the others go on. A store another instance is
 * syncing is passed by. Answers how many stores synced.
 */
export async function syncSourcedStores(
  db: Database,
  { sourceFor, credentialsKey, now }: { sourceFor: InventorySourceFactory; credentialsKey?: Buffer; now: Date },
): Promise<number> {
  if (!credentialsKey) return 0;
  const stores = await db.query<{
    store_id: string;
    kind: 'metrc' | 'pos';
    pos_vendor: string | null;
    licence_number: string;
    credentials_sealed: string | null;
    full_due: boolean;
  }>(
    `select s.store_id, s.kind, s.pos_vendor, s.licence_number, s.credentials_sealed, ${FULL_RECONCILE_DUE} as full_due
       from store_inventory_sources s join stores st on st.id = s.store_id
      where s.kind <> 'own' and s.credentials_state = 'ok' and s.credentials_sealed is not null
      order by s.last_synced_at nulls first, s.store_id`,
    [now],
  );
  let synced = 0;
  for (const store of stores) {
    if (!(await claim(db, store.store_id, now))) continue;
    try {
      const credentials = await openedOrSetAside(db, credentialsKey, store.store_id, store.credentials_sealed!);
      if (!credentials) continue;
      const source = sourceFor({
        storeId: store.store_id,
        kind: store.kind,
        posVendor: store.pos_vendor,
        licenceNumber: store.licence_number,
        credentials,
      });
      if (!source) continue;
      const outcome = await syncStoreInventory(db, source, store.store_id, { now, full: store.full_due });
      if (outcome.synced) synced++;
    } catch (error) {
      console.error(`Syncing the stock of store ${store.store_id} failed:`, error);
    } finally {
      await db.query('update store_inventory_sources set sync_claimed_until = null where store_id = $1', [
        store.store_id,
      ]);
    }
  }
  return synced;
}

/** How long a claim keeps other instances off a store whose sync never finished. */
const CLAIM_MS = 2 * 60_000;

/** Claims the store's sync for this instance; false when another instance holds it. */
async function claim(db: Database, storeId: string, now: Date): Promise<boolean> {
  const claimed = await db.query(
    `update store_inventory_sources set sync_claimed_until = $2::timestamptz + make_interval(secs => $3)
      where store_id = $1 and (sync_claimed_until is null or sync_claimed_until < $2) returning 1`,
    [storeId, now, CLAIM_MS / 1000],
  );
  return claimed.length > 0;
}

/**
 * The store's credentials, opened; null, with the store's credentials set to 'attention', when
 * this server's key cannot open them (the key changed): an admin must type them again.
 */
async function openedOrSetAside(
  db: Database,
  key: Buffer,
  storeId: string,
  sealed: string,
): Promise<Record<string, string> | null> {
  try {
    return openCredentials(key, sealed);
  } catch {
    await db.query(
      `update store_inventory_sources
          set credentials_state = 'attention', credentials_problem = $2, updated_at = now()
        where store_id = $1`,
      [storeId, 'The saved API key cannot be opened with this server’s INVENTORY_CREDENTIALS_KEY: save it again.'],
    );
    return null;
  }
}
