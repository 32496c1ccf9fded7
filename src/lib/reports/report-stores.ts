/**
 * The store filter of the reports kept per store (decision 68): `?stores=<slug>` one store,
 * `?stores=all` every store the staff member may see, absent the dashboard's store.
 */

/** The query parameter, and the filter's key in a report's payload. */
export const STORE_FILTER = 'stores';

/** The value that sums every store the staff member may see. */
export const ALL_STORES = 'all';
