/**
 * Deals, the server's side: the deals running now, read once per change for every process and
 * narrowed to a menu and a shopper (the rules themselves are `src/lib/deals/`).
 */
export {
  ACTIVE_DEALS_READ,
  activeDealsOf,
  listActiveDeals,
  readActiveDeals,
  type ActiveDeal,
  type ActiveDeals,
  type ActiveDealsOptions,
} from './active-deals.ts';
