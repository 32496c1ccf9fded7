/**
 * Stores, the dashboard's side: the stores list, one store's form, adding a store, pausing its
 * online ordering, closing it for good and making it the default. Each change is one transaction
 * with its staff audit entry.
 */
export { listStoresForStaff, loadStoreDetail } from './store-directory.ts';
export { createStore, updateStore } from './store-editor.ts';
export { closeStore, makeDefaultStore, setStoreOrdering } from './store-lifecycle.ts';
