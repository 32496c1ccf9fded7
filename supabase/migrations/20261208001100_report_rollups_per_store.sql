-- Reports per store (decision 68): every rollup of sales, abandoned checkouts, feedback and demand
-- is kept per store, with the store first in its key, and rebuilt per (store, store-local day) in
-- that store's time zone. A figure for several stores is the sum of their rows, so the stores add
-- up to the all-stores figure to the cent. Customers, points and referrals stay the
-- organization's (one account across stores): their rollups gain no store.
--
-- The rollups are emptied and their build state removed, so the next refresh rebuilds each of them
-- whole, store by store, from the orders (which already name their store).

-- A checkout is started at a store; one written without a store is the default store's.
alter table public.abandoned_checkouts
  add column if not exists store_id uuid not null default public.default_store_id() references public.stores;

-- What each store's rollups were built in: a store whose time zone changes has its rollups rebuilt
-- whole. A rollup of the organization's keeps its state under the default store, whose zone the
-- organization's calendar follows.
delete from public.report_rollup_state;
alter table public.report_rollup_state
  add column store_id uuid not null default public.default_store_id() references public.stores on delete cascade;
alter table public.report_rollup_state drop constraint report_rollup_state_pkey;
alter table public.report_rollup_state add primary key (name, store_id);

-- The sales rollups.
truncate public.sales_rollup_hours, public.sales_rollup_segments, public.sales_rollup_products,
  public.sales_rollup_deals, public.sales_rollup_segment_months, public.sales_rollup_product_months;

alter table public.sales_rollup_hours add column store_id uuid not null references public.stores on delete cascade;
alter table public.sales_rollup_hours drop constraint sales_rollup_hours_pkey;
alter table public.sales_rollup_hours add primary key (store_id, day, hour, menu_mode);
create index sales_rollup_hours_day_idx on public.sales_rollup_hours (day);

alter table public.sales_rollup_segments add column store_id uuid not null references public.stores on delete cascade;
alter table public.sales_rollup_segments drop constraint sales_rollup_segments_pkey;
alter table public.sales_rollup_segments add primary key (store_id, category_key, brand_key, day, menu_mode);

alter table public.sales_rollup_products add column store_id uuid not null references public.stores on delete cascade;
alter table public.sales_rollup_products drop constraint sales_rollup_products_pkey;
alter table public.sales_rollup_products add primary key (store_id, day, menu_mode, product_key);
create index sales_rollup_products_day_idx on public.sales_rollup_products (day);

alter table public.sales_rollup_deals add column store_id uuid not null references public.stores on delete cascade;
alter table public.sales_rollup_deals drop constraint sales_rollup_deals_pkey;
alter table public.sales_rollup_deals add primary key (store_id, day, menu_mode, deal_slug);
create index sales_rollup_deals_day_idx on public.sales_rollup_deals (day);

alter table public.sales_rollup_segment_months
  add column store_id uuid not null references public.stores on delete cascade;
alter table public.sales_rollup_segment_months drop constraint sales_rollup_segment_months_pkey;
alter table public.sales_rollup_segment_months add primary key (store_id, category_key, brand_key, month, menu_mode);

alter table public.sales_rollup_product_months
  add column store_id uuid not null references public.stores on delete cascade;
alter table public.sales_rollup_product_months drop constraint sales_rollup_product_months_pkey;
alter table public.sales_rollup_product_months add primary key (store_id, month, menu_mode, product_key);
create index sales_rollup_product_months_month_idx on public.sales_rollup_product_months (month);

-- Abandoned checkouts and feedback.
truncate public.abandoned_checkout_days, public.feedback_score_days, public.feedback_question_days;

alter table public.abandoned_checkout_days add column store_id uuid not null references public.stores on delete cascade;
alter table public.abandoned_checkout_days drop constraint abandoned_checkout_days_pkey;
alter table public.abandoned_checkout_days add primary key (store_id, day);

alter table public.feedback_score_days add column store_id uuid not null references public.stores on delete cascade;
alter table public.feedback_score_days drop constraint feedback_score_days_pkey;
alter table public.feedback_score_days add primary key (store_id, day, score);

alter table public.feedback_question_days add column store_id uuid not null references public.stores on delete cascade;
alter table public.feedback_question_days drop constraint feedback_question_days_pkey;
alter table public.feedback_question_days add primary key (store_id, day);

-- Demand: units per store, product and day, the days a size was out at a store, and each
-- store's forecasts.
truncate public.product_demand_days, public.product_demand_day_digests, public.demand_forecasts;

alter table public.product_demand_days add column store_id uuid not null references public.stores on delete cascade;
alter table public.product_demand_days drop constraint product_demand_days_pkey;
alter table public.product_demand_days add primary key (store_id, product_id, day);

alter table public.product_demand_day_digests
  add column store_id uuid not null references public.stores on delete cascade;
alter table public.product_demand_day_digests drop constraint product_demand_day_digests_pkey;
alter table public.product_demand_day_digests add primary key (store_id, day);

alter table public.demand_forecasts add column store_id uuid not null references public.stores on delete cascade;
alter table public.demand_forecasts drop constraint demand_forecasts_pkey;
alter table public.demand_forecasts add primary key (store_id, as_of, version);

-- A stockout day written without a store (the stock of `variants`, the default store's) is the
-- default store's.
alter table public.variant_stockout_days
  add column store_id uuid not null default public.default_store_id() references public.stores on delete cascade;
alter table public.variant_stockout_days drop constraint variant_stockout_days_pkey;
alter table public.variant_stockout_days add primary key (store_id, variant_id, day);

-- A stockout day marks noon of that day on its store's clock, an instant inside the day whatever
-- the zone's offset. It runs as its owner: a manager's stock change records its store's stockout,
-- and the change log is nobody's to read under the store scope.
create or replace function public.note_stockout_report_change() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    insert into public.report_changes (subject, at)
    select distinct 'stockouts', (n.day + time '12:00') at time zone s.timezone
      from new_rows n join public.stores s on s.id = n.store_id;
  else
    insert into public.report_changes (subject, at)
    select distinct 'stockouts', (o.day + time '12:00') at time zone s.timezone
      from old_rows o join public.stores s on s.id = o.store_id;
  end if;
  return null;
end
$$;

-- The moment a store's stock of an active size reaches 0 (a sale, an edit, the default store's
-- `variants.stock` mirrored), that store-local day is a stockout day at the store, unless the size
-- has stock left in the store's other pool.
drop trigger variants_record_stockout on public.variants;
drop function public.record_variant_stockout();

create function public.record_store_variant_stockout() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  insert into public.variant_stockout_days (store_id, variant_id, day)
  select new.store_id, new.variant_id, (now() at time zone s.timezone)::date
    from public.stores s join public.variants v on v.id = new.variant_id and v.active
   where s.id = new.store_id
     and not exists (select 1 from public.store_variants other
                      where other.store_id = new.store_id and other.variant_id = new.variant_id and other.stock > 0)
  on conflict do nothing;
  return null;
end
$$;
revoke all on function public.record_store_variant_stockout(), public.note_stockout_report_change()
  from public, anon, authenticated;

create trigger store_variants_record_stockout
  after update of stock on public.store_variants
  for each row when (new.stock = 0 and old.stock > 0 and new.carried)
  execute function public.record_store_variant_stockout();

-- A product changing category or brand marks each day it sold on, on the clock of the store it
-- sold at.
create or replace function public.note_product_sales_days(product_ids uuid[], product_slugs text[]) returns void
language sql as $$
  insert into public.report_changes (subject, at)
  select 'catalog', min(o.placed_at)
    from public.orders o
    join public.stores s on s.id = o.store_id
   where o.id in (select l.order_id from public.order_lines l
                   where l.variant_id in (select v.id from public.variants v where v.product_id = any(product_ids))
                  union
                  select l.order_id from public.order_lines l
                   where l.variant_id is null and l.product_slug = any(product_slugs))
   group by o.store_id, (o.placed_at at time zone s.timezone)::date
$$;

-- Each store's rows are its own under the store scope (decision 63).
select public.scope_to_stores('public.abandoned_checkouts');
select public.scope_to_stores('public.report_rollup_state');
select public.scope_to_stores('public.sales_rollup_hours');
select public.scope_to_stores('public.sales_rollup_segments');
select public.scope_to_stores('public.sales_rollup_products');
select public.scope_to_stores('public.sales_rollup_deals');
select public.scope_to_stores('public.sales_rollup_segment_months');
select public.scope_to_stores('public.sales_rollup_product_months');
select public.scope_to_stores('public.abandoned_checkout_days');
select public.scope_to_stores('public.feedback_score_days');
select public.scope_to_stores('public.feedback_question_days');
select public.scope_to_stores('public.product_demand_days');
select public.scope_to_stores('public.product_demand_day_digests');
select public.scope_to_stores('public.demand_forecasts');
select public.scope_to_stores('public.variant_stockout_days');
