-- The customer reports (retention, new vs returning) read these rollups, rebuilt by
-- src/server/reporting/customer-rollups.ts from counted orders whenever `report_changes` names a
-- day. A customer is the account an order belongs to, or for a guest order the order's email in
-- lower case (decision 35). Days are the store's calendar days.

-- One row per customer and day they ordered, with the day of their first order ever and of the
-- order day before this one: what makes a day's customer new, returning or resurrected, and
-- what a range's headline counts distinct customers from.
create table public.report_customer_days (
  customer_key text not null,
  day date not null,
  orders integer not null check (orders > 0),
  net_cents bigint not null,
  first_day date not null,
  previous_day date,
  primary key (customer_key, day)
);
create index report_customer_days_day_idx on public.report_customer_days (day)
  include (first_day, previous_day, orders, net_cents);
create index report_customer_days_cohort_idx on public.report_customer_days (first_day, day)
  include (customer_key, orders, net_cents);

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

-- Customers by the month of their first order (the cohort) and each month they ordered in.
create table public.report_customer_cohorts (
  cohort_month date not null,
  month date not null check (month >= cohort_month),
  customers integer not null,
  orders integer not null,
  net_cents bigint not null,
  primary key (cohort_month, month)
);

alter table public.report_customer_days enable row level security;
alter table public.report_customer_activity enable row level security;
alter table public.report_customer_cohorts enable row level security;
revoke all on public.report_customer_days, public.report_customer_activity, public.report_customer_cohorts
  from anon, authenticated;
