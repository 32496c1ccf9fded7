import type { APIContext } from 'astro';
import type { SignedInAccount } from '../accounts/signed-in-account.ts';

/**
 * The staff member calling a dashboard endpoint. The dashboard guard (src/server/middleware/dashboard-guard.ts)
 * has already checked their role against the endpoint's route before the endpoint runs.
 */
export function staffOf(context: Pick<APIContext, 'locals'>): SignedInAccount {
  const { staff } = context.locals;
  if (!staff) throw new Error('A dashboard endpoint ran without the dashboard guard.');
  return staff;
}
