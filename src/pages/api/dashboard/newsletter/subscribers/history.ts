import { SubscriberQuery } from '#lib/newsletter/subscribers.ts';
import { subscriberDetail } from '#server/newsletter/admin/index.ts';
import { endpoint, json, found } from '#server/http/index.ts';

/** One address's every consent change and the messages queued for it (`?address=`). */
export const GET = endpoint({ query: SubscriberQuery }, async ({ query }, { locals }) =>
  json(found(await subscriberDetail(locals.db, query.address), 'That address is not in the consent ledger.')),
);
