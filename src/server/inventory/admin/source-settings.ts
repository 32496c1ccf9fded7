import {
  INVENTORY_SOURCE_LABELS,
  type InventorySourceInput,
  type InventorySourceView,
} from '#lib/inventory/inventory-admin.ts';
import type { ScopeStore } from '#lib/stores/store-scope.ts';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import { inOneTransaction, type Queryable } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';
import { sealCredentials } from '../credentials-seal.ts';

/**
 * A store's source of stock as its admins choose it (decision 77): its own count, Metrc, or a
 * point of sale, with the licence and the store's own API key. The key is sealed at once and
 * never read back; the form shows only when it was saved and whether the source accepts it.
 */

interface SourceRow {
  [column: string]: unknown;
  store_id: string;
  name: string;
  kind: InventorySourceView['kind'];
  licence_number: string;
  credentials_state: InventorySourceView['credentialsState'];
  credentials_problem: string;
  credentials_saved_at: Date | null;
  credentials_sealed: string | null;
  last_synced_at: Date | null;
  last_error: string;
  last_error_at: Date | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function readSource(db: Queryable, storeId: string): Promise<SourceRow> {
  const [row] = await db.query<SourceRow>(
    `select s.store_id, st.name, s.kind, s.licence_number, s.credentials_state, s.credentials_problem,
            s.credentials_saved_at, s.credentials_sealed, s.last_synced_at, s.last_error, s.last_error_at
       from store_inventory_sources s join stores st on st.id = s.store_id where s.store_id = $1`,
    [storeId],
  );
  if (!row) throw new Refusal(404, 'There is no such store.');
  return row;
}

function view(row: SourceRow, sourcesAvailable: boolean): InventorySourceView {
  return {
    storeId: row.store_id,
    storeName: row.name,
    kind: row.kind,
    licenceNumber: row.licence_number,
    credentialsState: row.credentials_state,
    credentialsProblem: row.credentials_problem,
    credentialsSavedAt: iso(row.credentials_saved_at),
    lastSyncedAt: iso(row.last_synced_at),
    lastError: row.last_error,
    lastErrorAt: iso(row.last_error_at),
    sourcesAvailable,
  };
}

/** The store's source as the form shows it. */
export async function loadInventorySource(
  db: Queryable,
  store: ScopeStore,
  { credentialsKey }: { credentialsKey?: Buffer },
): Promise<InventorySourceView> {
  return view(await readSource(db, store.id), credentialsKey !== undefined);
}

/**
 * Saves the store's source, audited without the key. A source other than the store's own count
 * needs INVENTORY_CREDENTIALS_KEY (409 without it) and a key, typed now or saved before; a key
 * typed now sets the credentials in order again, which resumes a sync the source had refused.
 * A change of source starts the next sync from a full list of packages.
 */
export function saveInventorySource(
  db: Queryable,
  actor: AuditActor,
  store: ScopeStore,
  input: z.output<typeof InventorySourceInput>,
  { credentialsKey, now }: { credentialsKey?: Buffer; now: Date },
): Promise<InventorySourceView> {
  return inOneTransaction(db, async (tx) => {
    await tx.query('select 1 from store_inventory_sources where store_id = $1 for update', [store.id]);
    const current = await readSource(tx, store.id);
    const label = INVENTORY_SOURCE_LABELS[input.kind];
    if (input.kind !== 'own' && !credentialsKey) {
      throw new Refusal(
        409,
        `${store.name}’s stock cannot come from ${label} yet: this store keeps no credentials until INVENTORY_CREDENTIALS_KEY is set on the server.`,
        'kind',
      );
    }
    if (input.kind !== 'own' && input.userApiKey === '' && current.credentials_sealed === null) {
      throw new Refusal(400, `Enter the store’s user API key for ${label}.`, 'userApiKey');
    }
    const sealed =
      input.kind === 'own'
        ? null
        : input.userApiKey
          ? sealCredentials(credentialsKey!, { userApiKey: input.userApiKey })
          : undefined;
    await tx.query(
      `update store_inventory_sources
          set kind = $2, pos_vendor = case when $2 = 'pos' then 'dutchie' else null end, licence_number = $3,
              credentials_sealed = case when $4 then $5 else credentials_sealed end,
              credentials_saved_at = case when $4 then $6 else credentials_saved_at end,
              credentials_state = case when $2 = 'own' then 'unset' when $4 then 'ok' else credentials_state end,
              credentials_problem = case when $2 = 'own' or $4 then '' else credentials_problem end,
              synced_through = case when kind <> $2 then null else synced_through end,
              last_full_reconcile_at = case when kind <> $2 then null else last_full_reconcile_at end,
              updated_at = now()
        where store_id = $1`,
      [store.id, input.kind, input.kind === 'own' ? '' : input.licenceNumber, sealed !== undefined, sealed, now],
    );
    const before = { kind: current.kind, licenceNumber: current.licence_number };
    const after = { kind: input.kind, licenceNumber: input.kind === 'own' ? '' : input.licenceNumber };
    await recordAudit(tx, actor, {
      entityType: 'inventory_source',
      entityId: store.id,
      action: 'save',
      summary: `${store.name}: stock from ${label}${sealed ? ', API key saved' : ''}`,
      before,
      after: { ...after, keySaved: sealed !== undefined && sealed !== null },
      storeId: store.id,
    });
    return view(await readSource(tx, store.id), true);
  });
}
