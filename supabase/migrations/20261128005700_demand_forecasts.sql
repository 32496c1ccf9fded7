-- Demand forecasts (decision 32): units sold per product per store-local day, the days a product
-- could not be bought, and the forecasts computed from them, kept until the history changes.

-- Units of each product sold on a store-local day, from counted orders (placed, accepted, ready,
-- picked up; dated by placed_at), and whether the product was out of stock for some of that day:
-- then its demand is unknown (what sold is a floor), so forecasts treat the day as missing, not as
-- what it shows. A row exists for a day with sales or a stockout; any other day sold nothing.
create table public.product_demand_days (
  product_id uuid not null references public.products (id) on delete cascade,
  day date not null,
  units integer not null check (units >= 0),
  stocked_out boolean not null,
  primary key (product_id, day)
);
create index product_demand_days_day_idx on public.product_demand_days (day);

-- A fingerprint of each day's rows above, rewritten with them: the forecasts' cache is keyed by
-- the fingerprints of the days before today, so it is recomputed when (and only when) the history
-- it was fitted on changes, whichever instance changed it.
create table public.product_demand_day_digests (
  day date primary key,
  digest text not null
);

-- Forecasts computed for a store-local day (`as_of`, the first forecast day) from a version of the
-- history and the catalog; any instance that finds its version here uses it instead of fitting again.
create table public.demand_forecasts (
  as_of date not null,
  version text not null,
  computed_at timestamptz not null default now(),
  compute_ms integer not null check (compute_ms >= 0),
  forecast jsonb not null,
  primary key (as_of, version)
);

-- A stockout day recorded or removed marks its day for the rollup (noon of that day, on the
-- store's clock, is an instant inside it whatever the zone's offset).
create function public.note_stockout_report_change() returns trigger
language plpgsql as $$
declare
  zone text := coalesce((select timezone from public.store_settings limit 1), 'America/Detroit');
begin
  if tg_op = 'INSERT' then
    insert into public.report_changes (subject, at)
    select distinct 'stockouts', (day + time '12:00') at time zone zone from new_rows;
  else
    insert into public.report_changes (subject, at)
    select distinct 'stockouts', (day + time '12:00') at time zone zone from old_rows;
  end if;
  return null;
end
$$;

create trigger variant_stockout_days_insert_report_change
  after insert on public.variant_stockout_days
  referencing new table as new_rows
  for each statement execute function public.note_stockout_report_change();
create trigger variant_stockout_days_delete_report_change
  after delete on public.variant_stockout_days
  referencing old table as old_rows
  for each statement execute function public.note_stockout_report_change();

-- The moment a size sells out (its stock reaches 0 by an order or an edit) its store-local day is
-- a stockout day, even if it is restocked before the minute's background job would see it at 0;
-- the job records the days a size stays at 0 (src/server/reporting/forecasts/stockout-days.ts).
create function public.record_variant_stockout() returns trigger
language plpgsql as $$
begin
  insert into public.variant_stockout_days (variant_id, day)
  values (
    new.id,
    (now() at time zone coalesce((select timezone from public.store_settings limit 1), 'America/Detroit'))::date
  )
  on conflict do nothing;
  return null;
end
$$;

create trigger variants_record_stockout
  after update of stock on public.variants
  for each row when (new.stock = 0 and old.stock > 0 and new.active)
  execute function public.record_variant_stockout();

alter table public.product_demand_days enable row level security;
alter table public.product_demand_day_digests enable row level security;
alter table public.demand_forecasts enable row level security;
revoke all on public.product_demand_days, public.product_demand_day_digests, public.demand_forecasts
  from anon, authenticated;
