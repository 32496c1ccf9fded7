import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from './order-status.ts';
import type { MenuMode } from '../catalog/menu-query.ts';

/**
 * Every order the store has taken, guests' included, searched from the dashboard's "All orders"
 * view (/dashboard/orders?view=all): its state as the address carries it, and the rows it shows.
 */

export const ORDER_SEARCH_PAGE_SIZE = 50;
export const MIN_ORDER_QUERY = 2;
export const MAX_ORDER_QUERY = 100;

/** The value of `view` that opens the search instead of the pickup queue. */
export const ALL_ORDERS_VIEW = 'all';

/** A blank field (`?status=`) is a filter left out, not a wrong value. */
const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const placedDate = (which: 'first' | 'last') =>
  blankAsMissing(
    z
      .string()
      .trim()
      .pipe(z.iso.date(`Enter the ${which} day as a date, like 2026-11-25.`)),
  );

export const OrderSearchQuery = z
  .object({
    q: z
      .string()
      .trim()
      .max(MAX_ORDER_QUERY, `Search for at most ${MAX_ORDER_QUERY} characters.`)
      .refine(
        (typed) => typed === '' || typed.length >= MIN_ORDER_QUERY,
        `Type at least ${MIN_ORDER_QUERY} characters, or leave the search empty.`,
      )
      .optional()
      .default(''),
    /** Store-local days, both included. */
    from: placedDate('first'),
    to: placedDate('last'),
    status: blankAsMissing(z.enum(ORDER_STATUSES, 'Choose a status from the list.')),
    page: z.coerce
      .number('Pages are numbered 1, 2, 3…')
      .int('Pages are numbered 1, 2, 3…')
      .min(1, 'Pages are numbered 1, 2, 3…')
      .max(10_000, 'There are not that many pages.')
      .optional()
      .default(1),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.to < query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'The last day cannot be before the first.' });
    }
  });
export type OrderSearchQuery = z.output<typeof OrderSearchQuery>;

/** One order in the search's results. */
export interface OrderSearchRow {
  id: string;
  number: string;
  status: OrderStatus;
  /** ISO instant. */
  placedAt: string;
  customerName: string;
  email: string;
  /** Ten digits, as stored. */
  phone: string;
  /** Placed by a signed-in customer rather than a guest. */
  hasAccount: boolean;
  mode: MenuMode;
  itemCount: number;
  totalCents: number;
}

export interface OrderSearchPage {
  rows: OrderSearchRow[];
  total: number;
  page: number;
  pageSize: number;
  /** The store's time zone: the days of the range and the times shown are the store's. */
  timeZone: string;
}

/**
 * The search's address for a state, as parsed or as typed: blanks and the first page are left
 * out, so a plain search is `?view=all`.
 */
export function orderSearchHref(query: {
  q?: string;
  from?: string;
  to?: string;
  status?: string;
  page?: number;
}): string {
  const params = new URLSearchParams({ view: ALL_ORDERS_VIEW });
  if (query.q) params.set('q', query.q);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.status) params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return `/dashboard/orders?${params}`;
}

/** The endpoint's query string for a state (the same parameters, without the view). */
export function orderSearchApiQuery(search: URLSearchParams): string {
  const params = new URLSearchParams(search);
  params.delete('view');
  const text = params.toString();
  return text ? `?${text}` : '';
}
