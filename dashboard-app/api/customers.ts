import type { CustomerLookupResult } from '../../src/lib/dashboard/customer-lookup.ts';
import { api } from './client.ts';

/** Customers matching a name, email or phone number (two characters at least). */
export function lookUpCustomers(query: string, signal?: AbortSignal) {
  return api.get<CustomerLookupResult>(`/api/dashboard/customers?${new URLSearchParams({ q: query })}`, { signal });
}
