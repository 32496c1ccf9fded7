import type { StoreListItem } from '#lib/stores/store-admin.ts';
import type { ScopeStore } from '#lib/stores/store-scope.ts';

/** The stores the switcher offers: the open ones (a closed store keeps its records, not a place in the header). */
export function switchableStores(stores: readonly StoreListItem[]): ScopeStore[] {
  return stores
    .filter((store) => store.status !== 'closed')
    .map(({ id, slug, name, isDefault }) => ({ id, slug, name, isDefault }));
}
