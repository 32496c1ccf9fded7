import { sessionSnapshot } from '#server/customers/index.ts';
import { endpoint, json } from '#server/http/index.ts';

/**
 * The signed-in account as the browser's `$session` store holds it, or `{ account: null }`.
 * Asked on page load, about every 30 seconds and when a tab regains focus, so a session revoked
 * elsewhere (signed out in another tab, password changed, account disabled) ends everywhere.
 */
export const GET = endpoint({}, async (_input, { locals }) => {
  const account = await locals.currentAccount();
  return json({ account: account ? sessionSnapshot(account) : null });
});
