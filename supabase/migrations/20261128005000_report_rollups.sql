-- Reports read rollups, never every order line. A rollup is rebuilt one store-local day at a time;
-- what needs rebuilding is written down here by the writes themselves: every insert into this
-- log is a change on a day (`at`, an instant the store's time zone turns into a day) of a subject
-- (`orders`, `reward_ledger`, …). Appending never waits on another writer, so order placement
-- stays as fast with reports as without; whoever refreshes the rollups takes the rows it sees.
create table public.report_changes (
  id bigint generated always as identity primary key,
  subject text not null check (length(subject) between 1 and 40),
  at timestamptz not null
);

-- Which rollups are built, and in which time zone: a change of the store's zone rebuilds them.
create table public.report_rollup_state (
  name text primary key,
  time_zone text not null,
  built_at timestamptz not null default now()
);

-- An order's sales belong to the day it was placed: placing it, and every change of status or
-- owner (a cancellation takes its sales back out; an account deleted leaves a guest), marks that day.
create function public.note_order_report_change() returns trigger
language plpgsql as $$
begin
  insert into public.report_changes (subject, at) values ('orders', new.placed_at);
  if tg_op = 'UPDATE' and new.placed_at is distinct from old.placed_at then
    insert into public.report_changes (subject, at) values ('orders', old.placed_at);
  end if;
  return null;
end
$$;

create trigger orders_report_change
  after insert or update of status, customer_id, placed_at on public.orders
  for each row execute function public.note_order_report_change();

-- The store-local days a variant was out of stock for some of the day: demand on those days is
-- unknown (nobody could buy), so forecasts leave them out instead of reading them as zero.
create table public.variant_stockout_days (
  variant_id uuid not null references public.variants (id) on delete cascade,
  day date not null,
  primary key (variant_id, day)
);
create index variant_stockout_days_day_idx on public.variant_stockout_days (day);

alter table public.report_changes enable row level security;
alter table public.report_rollup_state enable row level security;
alter table public.variant_stockout_days enable row level security;
revoke all on public.report_changes, public.report_rollup_state, public.variant_stockout_days
  from anon, authenticated;
