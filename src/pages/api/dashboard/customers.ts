import type { APIRoute } from 'astro';
import { customerLookupQuery } from '../../../lib/dashboard/customer-lookup.ts';
import { lookUpCustomers } from '../../../server/accounts/customer-lookup.ts';
import { dashboardJson, invalidInput } from '../../../server/dashboard/dashboard-endpoint.ts';

/** Customer lookup: `?q=` a name, email or phone number (two characters at least). */
export const GET: APIRoute = async ({ locals, url }) => {
  const query = customerLookupQuery.safeParse({ q: url.searchParams.get('q') ?? undefined });
  if (!query.success) return invalidInput(query.error, query.error.issues[0]?.message);
  return dashboardJson(await lookUpCustomers(locals.db, query.data.q));
};
