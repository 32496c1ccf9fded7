import { SubscribersQuery } from '#lib/newsletter/subscribers.ts';
import { listSubscribers } from '#server/newsletter/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

/** Every address in the consent ledger with each purpose's state, newest change first (`?q=`, `?page=`). */
export const GET = endpoint({ query: SubscribersQuery }, async ({ query }, { locals }) =>
  json(await listSubscribers(locals.db, query)),
);
