import type { CustomerLookupResult } from '#lib/customers/customer-lookup.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

/** Customers matching a name, email or phone number (two characters at least). */
export function lookUpCustomers(query: string, signal?: AbortSignal) {
  return api.get<CustomerLookupResult>(dashboardApiUrl('customers', { q: query }), { signal });
}
