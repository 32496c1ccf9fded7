import { INVENTORY_SOURCE_LABELS } from '#lib/inventory/inventory-admin.ts';
import type { Queryable } from '../db/database.ts';
import { Refusal } from '../http/refusal.ts';

/**
 * Refuses (409) a staff member's count of a store's stock where the stock comes from its source
 * (decision 77): the count there is derived from the packages, and a typed one would be replaced
 * by the next sync. Every writer of staff-typed stock (the menu board, the product editor, the
 * menu import) calls this before it writes; `storeId` null is the default store.
 */
export async function refuseStockTypedAtSourcedStore(db: Queryable, storeId: string | null): Promise<void> {
  const [sourced] = await db.query<{ name: string; kind: 'metrc' | 'pos' }>(
    `select st.name, s.kind from store_inventory_sources s join stores st on st.id = s.store_id
      where s.store_id = coalesce($1::uuid, public.default_store_id()) and s.kind <> 'own'`,
    [storeId],
  );
  if (sourced) {
    const source = sourced.kind === 'metrc' ? 'Metrc' : INVENTORY_SOURCE_LABELS.pos;
    throw new Refusal(409, `${sourced.name}’s stock comes from ${source}; change it there.`, 'stock');
  }
}
