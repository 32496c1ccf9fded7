import type { OrderSearchTerms } from '#lib/orders/order-search-terms.ts';
import type { SqlParams } from '../db/sql-params.ts';
import { containsPattern, startsWithPattern } from '../db/like-patterns.ts';

/** What a match carries: enough to filter, sort and group the matches without going back to the orders. */
const MATCH_COLUMNS = 'id, store_id, placed_at, status, customer_id, email';

/**
 * The orders a search's terms match, as a query of rows (id, store_id, placed_at, status,
 * customer_id, email): a union of one indexed lookup per way the text can be read
 * (20261125000400_order_search_indexes.sql, 20261206070000_order_phone_suffix_index.sql), because
 * an OR across the columns would make the planner read every order. Null when the terms cannot
 * match anything.
 */
export function matchingOrders(params: SqlParams, terms: OrderSearchTerms): string | null {
  const lookups: string[] = [];
  const lookup = (condition: string) => lookups.push(`select ${MATCH_COLUMNS} from orders where ${condition}`);
  if (terms.number) lookup(`number = ${params.add(terms.number, 'text')}`);
  if (terms.emailPrefix) lookup(`lower(email) like ${params.add(startsWithPattern(terms.emailPrefix), 'text')}`);
  if (terms.phonePrefix) lookup(`phone like ${params.add(startsWithPattern(terms.phonePrefix), 'text')}`);
  // The end of a number is the start of its digits reversed, which an index can serve.
  if (terms.phoneSuffix) {
    const reversed = [...terms.phoneSuffix].reverse().join('');
    lookup(`reverse(phone) like ${params.add(startsWithPattern(reversed), 'text')}`);
  }
  if (terms.name) lookup(`lower(contact_name) like ${params.add(containsPattern(terms.name), 'text')}`);
  if (terms.cardNumber) lookup(`medical_card_number = ${params.add(terms.cardNumber, 'text')}`);
  return lookups.length > 0 ? lookups.join('\n union ') : null;
}
