/**
 * Which stores a staff member's dashboard request may see and change (decision 63). An admin may
 * see every store; a manager only the stores an admin gave them. The request is about one store:
 * the dashboard address's `?store=<slug>`, else the default store when the caller may see it, else
 * the manager's first store.
 */

/** A store as the dashboard names it. */
export interface ScopeStore {
  id: string;
  slug: string;
  name: string;
  isDefault: boolean;
}

export interface StoreScope {
  /** `all` for an admin; the ids of a manager's stores otherwise (none for a manager given no store yet). */
  allowed: 'all' | readonly string[];
  /** The store the request is about; null only for a manager given no store yet. */
  store: ScopeStore | null;
}

/** Whether the scope may see and change the store's rows. */
export function scopeAllows(scope: StoreScope, storeId: string): boolean {
  return scope.allowed === 'all' || scope.allowed.includes(storeId);
}

/** The refusal a manager given no store gets from every store's page and endpoint. */
export const NO_STORE_MESSAGE =
  'You are not assigned to a store yet. An admin gives managers their stores on the users page.';

/** What a refusal for want of a store carries beside its message, so the dashboard can say it plainly. */
export const NO_STORE_REASON = 'no-store';
