import type { Queryable } from '../db/database.ts';
import type { RollupBuilder } from './report-rollups.ts';

/**
 * The orders every report counts as sales: placed, accepted, ready or picked up (cancelled and
 * expired orders sold nothing), for `o` an alias of `orders`.
 */
export const COUNTED_ORDER_SQL = `o.status in ('placed', 'accepted', 'ready', 'picked_up')`;

/**
 * Who an order's customer is in the reports: the account it belongs to, else (a guest's order)
 * its email in lower case. A guest's orders join the account once it claims them.
 */
export const CUSTOMER_KEY_SQL = `coalesce(o.customer_id::text, lower(o.email))`;

/** What an order sold, before taxes: its items' prices less every saving (deals, points, referral credit). */
export const NET_SALES_SQL = `(o.subtotal_cents - o.discount_cents)`;

/** The first day of `day`'s month, for a `date` expression. */
export function monthStartSql(day: string): string {
  return `(${day} - (extract(day from ${day})::int - 1))`;
}

const BUCKET_START = `case g.grain when 'day' then c.day
  when 'week' then c.day - (extract(isodow from c.day)::int - 1)
  else ${monthStartSql('c.day')} end`;
const PREVIOUS_BUCKET_START = `case g.grain when 'day' then b.start - 1
  when 'week' then b.start - 7
  else ${monthStartSql('(b.start - 1)')} end`;

/** Each day's customers by grain; `where` picks the days (the whole table without it). */
function activitySql(where: string): string {
  return `insert into report_customer_activity (grain, day, new_customers, returning_customers, resurrected_customers,
            new_customer_orders, new_customer_net_cents, returning_customer_orders, returning_customer_net_cents)
          select g.grain, c.day,
                 count(*) filter (where c.previous_day is null),
                 count(*) filter (where c.previous_day >= p.start and c.previous_day < b.start),
                 count(*) filter (where c.previous_day < p.start),
                 coalesce(sum(c.orders) filter (where c.first_day >= b.start), 0),
                 coalesce(sum(c.net_cents) filter (where c.first_day >= b.start), 0),
                 coalesce(sum(c.orders) filter (where c.first_day < b.start), 0),
                 coalesce(sum(c.net_cents) filter (where c.first_day < b.start), 0)
            from report_customer_days c
           cross join (values ('day'), ('week'), ('month')) as g (grain)
           cross join lateral (select ${BUCKET_START} as start) b
           cross join lateral (select ${PREVIOUS_BUCKET_START} as start) p
           ${where}
           group by g.grain, c.day`;
}

/** Cohort × month cells; `join` picks the cells (all of them without it). */
function cohortSql(join: string): string {
  return `insert into report_customer_cohorts (cohort_month, month, customers, orders, net_cents)
          select ${monthStartSql('c.first_day')}, ${monthStartSql('c.day')},
                 count(distinct c.customer_key), sum(c.orders), sum(c.net_cents)
            from report_customer_days c ${join}
           group by 1, 2`;
}

/** Each customer's counted orders and net sales per store-local day; `where` narrows the orders. */
function customerDaysSql(where: string): string {
  return `select ${CUSTOMER_KEY_SQL} as customer_key, (o.placed_at at time zone $1)::date as day,
                 count(*)::int as orders, sum(${NET_SALES_SQL}) as net_cents
            from orders o ${where}
           group by 1, 2`;
}

async function rebuildAll(tx: Queryable, timeZone: string): Promise<void> {
  await tx.query('delete from report_customer_cohorts');
  await tx.query('delete from report_customer_activity');
  await tx.query('delete from report_customer_days');
  await tx.query(
    `insert into report_customer_days (customer_key, day, orders, net_cents, first_day, previous_day)
     select customer_key, day, orders, net_cents,
            min(day) over (partition by customer_key),
            lag(day) over (partition by customer_key order by day)
       from (${customerDaysSql(`where ${COUNTED_ORDER_SQL}`)}) d`,
    [timeZone],
  );
  await tx.query(activitySql(''));
  await tx.query(cohortSql(''));
}

interface ChangedRow {
  customer_key: string;
  day: string;
  first_day: string;
}

/**
 * Rebuilds the given days. The days' rows are written again from the orders; every customer who
 * ordered on one of them, before or now, has their first and previous order days worked out
 * again, and the days and cohort cells whose rows changed anywhere in their history are counted
 * again. A new order today touches today and its customer's cohort cell; a cancelled first order
 * moves its customer to another cohort, every one of their days with them.
 */
async function rebuildDays(tx: Queryable, days: readonly string[], timeZone: string): Promise<void> {
  const removed = await tx.query<ChangedRow>(
    `delete from report_customer_days where day = any($1::date[])
     returning customer_key, day::text as day, first_day::text as first_day`,
    [days],
  );
  const added = await tx.query<{ customer_key: string }>(
    `insert into report_customer_days (customer_key, day, orders, net_cents, first_day)
     select customer_key, day, orders, net_cents, day
       from (${customerDaysSql(
         `join unnest($2::date[]) as changed (day)
            on o.placed_at >= (changed.day::timestamp at time zone $1)
           and o.placed_at < ((changed.day + 1)::timestamp at time zone $1)
         where ${COUNTED_ORDER_SQL}`,
       )}) d
     returning customer_key`,
    [timeZone, days],
  );
  const customers = [...new Set([...removed, ...added].map((row) => row.customer_key))];
  // Old and new values of every row whose place in its customer's history moved.
  const moved = await tx.query<ChangedRow & { old_first_day: string }>(
    `update report_customer_days t
        set first_day = s.first_day, previous_day = s.previous_day
       from (select customer_key, day, first_day as old_first_day, previous_day as old_previous_day,
                    min(day) over (partition by customer_key) as first_day,
                    lag(day) over (partition by customer_key order by day) as previous_day
               from report_customer_days
              where customer_key = any($1::text[])) s
      where t.customer_key = s.customer_key and t.day = s.day
        and (t.first_day <> s.first_day or t.previous_day is distinct from s.previous_day)
     returning t.customer_key, t.day::text as day, t.first_day::text as first_day, s.old_first_day::text as old_first_day`,
    [customers],
  );
  const now = await tx.query<ChangedRow>(
    `select customer_key, day::text as day, first_day::text as first_day
       from report_customer_days where day = any($1::date[])`,
    [days],
  );

  const touchedDays = [...new Set([...days, ...moved.map((row) => row.day)])];
  await tx.query('delete from report_customer_activity where day = any($1::date[])', [touchedDays]);
  await tx.query(activitySql('where c.day = any($1::date[])'), [touchedDays]);

  const cells = new Map<string, [string, string]>();
  const addCell = (firstDay: string, day: string) => {
    const cell: [string, string] = [`${firstDay.slice(0, 7)}-01`, `${day.slice(0, 7)}-01`];
    cells.set(cell.join(), cell);
  };
  for (const row of [...removed, ...now, ...moved]) addCell(row.first_day, row.day);
  for (const row of moved) addCell(row.old_first_day, row.day);
  const cohortMonths = [...cells.values()].map(([cohort]) => cohort);
  const months = [...cells.values()].map(([, month]) => month);
  await tx.query(
    `delete from report_customer_cohorts t using unnest($1::date[], $2::date[]) as cell (cohort_month, month)
      where t.cohort_month = cell.cohort_month and t.month = cell.month`,
    [cohortMonths, months],
  );
  await tx.query(
    cohortSql(`join unnest($1::date[], $2::date[]) as cell (cohort_month, month)
                 on c.first_day >= cell.cohort_month and c.first_day < (cell.cohort_month + interval '1 month')::date
                and c.day >= cell.month and c.day < (cell.month + interval '1 month')::date`),
    [cohortMonths, months],
  );
}

/** The customer rollups: each customer's order days, the days' customer mix by grain, and the cohorts. */
export const customerRollups: RollupBuilder = {
  name: 'customers',
  subjects: ['orders'],
  rebuild: (tx, days, timeZone) => (days === 'all' ? rebuildAll(tx, timeZone) : rebuildDays(tx, days, timeZone)),
};
