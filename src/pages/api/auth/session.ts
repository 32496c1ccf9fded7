import type { APIRoute } from 'astro';
import { sessionSnapshot } from '../../../server/accounts/session-snapshot.ts';

/**
 * The signed-in account as the browser's `$session` store holds it, or `{ account: null }`.
 * Asked on page load, about every 30 seconds and when a tab regains focus, so a session revoked
 * elsewhere (signed out in another tab, password changed, account disabled) ends everywhere.
 */
export const GET: APIRoute = async ({ locals }) => {
  const account = await locals.currentAccount();
  return Response.json({ account: account ? sessionSnapshot(account) : null }, { headers: { 'Cache-Control': 'no-store' } });
};
