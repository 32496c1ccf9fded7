import { customerLookupQuery } from '#lib/customers/customer-lookup.ts';
import { lookUpCustomers } from '#server/customers/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

/** Customer lookup: `?q=` a name, email or phone number (two characters at least). */
export const GET = endpoint({ query: customerLookupQuery }, async ({ query }, { locals }) =>
  json(await lookUpCustomers(locals.db, query.q)),
);
