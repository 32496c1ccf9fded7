import { customerLookupQuery } from '#lib/customers/customer-lookup.ts';
import { lookUpCustomers } from '#server/customers/admin/index.ts';
import { endpoint, inStoreScope, json } from '#server/http/index.ts';

/**
 * Customer lookup: `?q=` a name, email or phone number (two characters at least). Accounts are
 * the organization's; a manager finds people by, and sees, only the orders of their stores.
 */
export const GET = endpoint({ query: customerLookupQuery }, async ({ query }, context) =>
  json(await inStoreScope(context, (db) => lookUpCustomers(db, query.q))),
);
