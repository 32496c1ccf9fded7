import type { APIContext } from 'astro';
import type { StoreScope } from '#lib/stores/store-scope.ts';
import type { SignedInAccount } from '../customers/index.ts';

/**
 * The staff member calling a dashboard endpoint, with the stores the request may see (decision
 * 63): an admin every store, a manager theirs, and the store the request is about.
 */
export interface StaffCaller extends SignedInAccount {
  scope: StoreScope;
}

/**
 * The staff member calling a dashboard endpoint. The dashboard guard (src/server/middleware/dashboard-guard.ts)
 * has already checked their role against the endpoint's route, and their stores against the store
 * the request is about, before the endpoint runs.
 */
export function staffOf(context: Pick<APIContext, 'locals'>): StaffCaller {
  const { staff } = context.locals;
  if (!staff) throw new Error('A dashboard endpoint ran without the dashboard guard.');
  return staff;
}
