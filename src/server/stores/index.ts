/**
 * Stores, the server side: the organization's stores as the dashboard lists them, and the store
 * scope of a staff member's request — resolved from their role and stores, and enforced in SQL
 * by running a manager's work as the store-scoped role (decision 63).
 */
export { listStores, staffStoreScope, noStore, withStoreScope, type ScopedStaff } from './store-scope.ts';
