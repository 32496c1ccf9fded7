import type { Queryable } from '../../db/database.ts';
import type { RollupBuilder } from './report-rollups.ts';
import { COUNTED_ORDER_SQL } from './sales/counted-orders.ts';

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

/**
 * The rollups counted per cell of a day in a customer's history (their first order day; the order
 * day before) × the month of an order day. `join` picks the cells (all of them without it).
 */
const CELL_ROLLUPS = [
  {
    table: 'report_customer_cohorts',
    day: 'first_day',
    insert: (join: string) => `insert into report_customer_cohorts (first_day, month, customers, orders, net_cents)
      select c.first_day, c.month, count(distinct c.customer_key), sum(c.orders), sum(c.net_cents)
        from report_customer_days c ${join}
       group by 1, 2`,
  },
  {
    table: 'report_customer_returns',
    day: 'previous_day',
    insert: (join: string) => `insert into report_customer_returns (previous_day, month, customers)
      select c.previous_day, c.month, count(*)
        from report_customer_days c ${join}
       where c.previous_day is not null
       group by 1, 2`,
  },
] as const;

/** Each customer's counted orders and net sales per store-local day; `where` narrows the orders. */
function customerDaysSql(where: string): string {
  return `select ${CUSTOMER_KEY_SQL} as customer_key, (o.placed_at at time zone $1)::date as day,
                 count(*)::int as orders, sum(${NET_SALES_SQL}) as net_cents
            from orders o ${where}
           group by 1, 2`;
}

async function rebuildAll(tx: Queryable, timeZone: string): Promise<void> {
  await tx.query('delete from report_customer_activity');
  for (const { table } of CELL_ROLLUPS) await tx.query(`delete from ${table}`);
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
  for (const { insert } of CELL_ROLLUPS) await tx.query(insert(''));
}

/** A customer's row on a day, as it was or is now. */
type HistoryRow = {
  customer_key: string;
  day: string;
  first_day: string;
  previous_day: string | null;
};

/** The days' customer rows as the orders have them now ($1 the time zone, $2 the days). */
const FRESH_DAYS_SQL = `select customer_key, day::text as day, orders, net_cents::bigint as net_cents
  from (${customerDaysSql(
    `join unnest($2::date[]) as changed (day)
       on o.placed_at >= (changed.day::timestamp at time zone $1)
      and o.placed_at < ((changed.day + 1)::timestamp at time zone $1)
    where ${COUNTED_ORDER_SQL}`,
  )}) d`;

/** A history row's columns as text, from the table aliased `t`. */
const HISTORY_COLUMNS =
  't.customer_key, t.day::text as day, t.first_day::text as first_day, t.previous_day::text as previous_day';

type DayRow = {
  customer_key: string;
  day: string;
  orders: number;
  net_cents: number;
};

/** The rows of `rows` that `other` lacks or holds with other figures. */
function differing(rows: readonly DayRow[], other: readonly DayRow[]): DayRow[] {
  const key = (row: DayRow) => `${row.day}|${row.customer_key}`;
  const byKey = new Map(other.map((row) => [key(row), row]));
  return rows.filter((row) => {
    const match = byKey.get(key(row));
    return !match || match.orders !== row.orders || match.net_cents !== row.net_cents;
  });
}

/**
 * Rebuilds the given days. Each day's customer rows are compared with the orders: the rows that
 * differ are written again, the customers they belong to (before or now) have their first and
 * previous order days worked out again, and the days and cells whose rows changed anywhere in
 * those customers' histories are counted again. So a new order today touches today and its
 * customer's cells; a cancelled first order moves its customer to another cohort, every one of
 * their days with them.
 */
async function rebuildDays(tx: Queryable, days: readonly string[], timeZone: string): Promise<void> {
  const fresh = await tx.query<DayRow>(FRESH_DAYS_SQL, [timeZone, days]);
  const stored = await tx.query<DayRow>(
    `select customer_key, day::text as day, orders, net_cents from report_customer_days where day = any($1::date[])`,
    [days],
  );
  const gone = differing(stored, fresh);
  const come = differing(fresh, stored);
  const removed = await tx.query<HistoryRow>(
    `delete from report_customer_days t
      using unnest($1::text[], $2::date[]) as gone (customer_key, day)
      where t.customer_key = gone.customer_key and t.day = gone.day
     returning ${HISTORY_COLUMNS}`,
    [gone.map((row) => row.customer_key), gone.map((row) => row.day)],
  );
  // Placeholder first and previous days, worked out with the rest of the customer's history below.
  const added = await tx.query<{ customer_key: string; day: string }>(
    `insert into report_customer_days (customer_key, day, orders, net_cents, first_day)
     select customer_key, day, orders, net_cents, day
       from unnest($1::text[], $2::date[], $3::int[], $4::bigint[]) as come (customer_key, day, orders, net_cents)
     returning customer_key, day::text as day`,
    [
      come.map((row) => row.customer_key),
      come.map((row) => row.day),
      come.map((row) => row.orders),
      come.map((row) => row.net_cents),
    ],
  );
  const customers = [...new Set([...removed, ...added].map((row) => row.customer_key))];
  if (customers.length === 0) return;
  // Every row whose place in its customer's history moved: its new values, and its old ones.
  const moved = await tx.query<HistoryRow & { old_first_day: string; old_previous_day: string | null }>(
    `update report_customer_days t
        set first_day = s.first_day, previous_day = s.previous_day
       from (select customer_key, day, first_day as old_first_day, previous_day as old_previous_day,
                    min(day) over (partition by customer_key) as first_day,
                    lag(day) over (partition by customer_key order by day) as previous_day
               from report_customer_days
              where customer_key = any($1::text[])) s
      where t.customer_key = s.customer_key and t.day = s.day
        and (t.first_day <> s.first_day or t.previous_day is distinct from s.previous_day)
     returning ${HISTORY_COLUMNS},
               s.old_first_day::text as old_first_day, s.old_previous_day::text as old_previous_day`,
    [customers],
  );
  const current = await tx.query<HistoryRow>(
    `select ${HISTORY_COLUMNS}
       from report_customer_days t
       join unnest($1::text[], $2::date[]) as added (customer_key, day) using (customer_key, day)`,
    [added.map((row) => row.customer_key), added.map((row) => row.day)],
  );

  const touchedDays = [...new Set([...removed, ...added, ...moved].map((row) => row.day))];
  await tx.query('delete from report_customer_activity where day = any($1::date[])', [touchedDays]);
  await tx.query(activitySql('where c.day = any($1::date[])'), [touchedDays]);

  const histories: HistoryRow[] = [
    ...removed,
    ...current,
    ...moved,
    ...moved.map((row) => ({ ...row, first_day: row.old_first_day, previous_day: row.old_previous_day })),
  ];
  for (const { table, day, insert } of CELL_ROLLUPS) {
    const cells = new Map<string, [string, string]>();
    for (const row of histories) {
      const cellDay = row[day];
      if (cellDay !== null) cells.set(`${cellDay}|${row.day.slice(0, 7)}`, [cellDay, `${row.day.slice(0, 7)}-01`]);
    }
    const params = [[...cells.values()].map(([cellDay]) => cellDay), [...cells.values()].map(([, month]) => month)];
    await tx.query(
      `delete from ${table} t using unnest($1::date[], $2::date[]) as cell (day, month)
        where t.${day} = cell.day and t.month = cell.month`,
      params,
    );
    await tx.query(
      insert(
        `join unnest($1::date[], $2::date[]) as cell (day, month) on c.${day} = cell.day and c.month = cell.month`,
      ),
      params,
    );
  }
}

/** The customer rollups: each customer's order days, the days' customer mix by grain, cohorts and returns. */
export const customerRollups: RollupBuilder = {
  name: 'customers',
  subjects: ['orders'],
  rebuild: (tx, days, timeZone) => (days === 'all' ? rebuildAll(tx, timeZone) : rebuildDays(tx, days, timeZone)),
};
