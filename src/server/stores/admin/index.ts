/**
 * Stores, the dashboard's side: the stores list, one store's form, adding a store, pausing its
 * online ordering, keeping its medical stock apart, closing it for good and making it the
 * default. Each change is one transaction with its staff audit entry. A store's licences and hours have one writer, which the settings
 * page's store sections call inside their own transaction.
 */
export { listStoresForStaff, loadStoreDetail, refuseClosedStore } from './store-directory.ts';
export { createStore, updateStore } from './store-editor.ts';
export { closeStore, makeDefaultStore, setStoreOrdering } from './store-lifecycle.ts';
export { writeStoreHours, writeStoreLicences } from './store-licences-and-hours.ts';
export {
  refuseDroppingStockApartLicences,
  refusingStockApartBreaks,
  setMedicalStockApart,
} from './medical-stock-apart.ts';
