-- The customer reports (retention, new vs returning) read these rollups, rebuilt by
-- src/server/reporting/customer-rollups.ts from counted orders whenever `report_changes` names a
-- day. A customer is the account an order belongs to, or for a guest order the order's email in
-- lower case (decision 35). Days are the store's calendar days.

-- One row per customer and day they ordered, with the day of their first order ever and of the
-- order day before this one: what makes a day's customer new, returning or resurrected. The
-- other customer rollups are counted from these rows.
create table public.report_customer_days (
  customer_key text not null,
  day date not null,
  orders integer not null check (orders > 0),
  net_cents bigint not null,
  first_day date not null,
  previous_day date,
  month date generated always as (day - (extract(day from day)::int - 1)) stored,
  primary key (customer_key, day)
);
create index report_customer_days_day_idx on public.report_customer_days (day)
  include (first_day, previous_day, orders, net_cents);
create index report_customer_days_first_idx on public.report_customer_days (first_day, month)
  include (customer_key, orders, net_cents);
create index report_customer_days_previous_idx on public.report_customer_days (previous_day, month);

-- Per day, for each grain a report groups by (day, Monday week, calendar month), the customers for
-- whom it is their first order day in that period, by what came before: nothing (new), an order
-- in the previous period (returning), only older orders (resurrected); and the orders and net
-- sales of customers whose first order ever is in the period, beside everyone else's. A period's
-- figures are the sums over its days.
create table public.report_customer_activity (
  grain text not null check (grain in ('day', 'week', 'month')),
  day date not null,
  new_customers integer not null,
  returning_customers integer not null,
  resurrected_customers integer not null,
  new_customer_orders integer not null,
  new_customer_net_cents bigint not null,
  returning_customer_orders integer not null,
  returning_customer_net_cents bigint not null,
  primary key (grain, day)
);

-- Customers by the day of their first order and each month they ordered in: summed over a
-- month's first days, the cohort table (first-order month × month); summed over a range's first
-- days, what the range's new customers spent.
create table public.report_customer_cohorts (
  first_day date not null,
  month date not null,
  customers integer not null,
  orders integer not null,
  net_cents bigint not null,
  primary key (first_day, month)
);

-- Customers who ordered again, by the day of the order day before and the month of the new one:
-- summed, a range's customers who had ordered before it.
create table public.report_customer_returns (
  previous_day date not null,
  month date not null,
  customers integer not null,
  primary key (previous_day, month)
);

alter table public.report_customer_days enable row level security;
alter table public.report_customer_activity enable row level security;
alter table public.report_customer_cohorts enable row level security;
alter table public.report_customer_returns enable row level security;
revoke all on public.report_customer_days, public.report_customer_activity, public.report_customer_cohorts,
  public.report_customer_returns from anon, authenticated;
