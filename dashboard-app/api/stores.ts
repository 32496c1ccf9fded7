import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import type { StoreDetail, StoreListItem } from '#lib/stores/store-admin.ts';
import { api } from './client.ts';

export function listStores() {
  return api.get<StoreListItem[]>(dashboardApiUrl('stores'));
}

export function loadStore(id: string) {
  return api.get<StoreDetail>(dashboardApiUrl('store', { id }));
}

/** The store form's values as typed; the server parses them. */
export function addStore(values: unknown) {
  return api.post<StoreDetail>(dashboardApiUrl('stores'), values);
}

export function saveStore(id: string, values: unknown) {
  return api.put<StoreDetail>(dashboardApiUrl('store', { id }), values);
}

export function setStoreOrdering(id: string, ordering: { paused: boolean; message: string }) {
  return api.put<StoreDetail>(dashboardApiUrl('storeOrdering', { id }), ordering);
}

export function setMedicalStockApart(id: string, apart: boolean) {
  return api.put<StoreDetail>(dashboardApiUrl('storeMedicalStock', { id }), { apart });
}

export function closeStore(id: string) {
  return api.post<StoreDetail>(dashboardApiUrl('storeClose', { id }));
}

export function makeDefaultStore(id: string) {
  return api.post<StoreDetail>(dashboardApiUrl('storeDefault', { id }));
}
