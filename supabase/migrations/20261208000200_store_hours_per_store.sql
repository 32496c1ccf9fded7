-- Hours and holidays belong to a store. A store's hours are per service: `in_store` (the counter)
-- and `pickup` (when online orders are handed over); a store with no pickup hours hands them over
-- in its in-store hours, as every store did before. Rows written without a store are the default
-- store's.

alter table public.store_hours
  add column store_id uuid not null default public.default_store_id() references public.stores on delete cascade,
  add column service text not null default 'in_store' check (service in ('in_store', 'pickup'));
alter table public.store_hours drop constraint store_hours_weekday_opens_at_key;
alter table public.store_hours add constraint store_hours_interval_key unique (store_id, service, weekday, opens_at);

alter table public.store_closures
  add column store_id uuid not null default public.default_store_id() references public.stores on delete cascade;
alter table public.store_closures drop constraint store_closures_pkey;
alter table public.store_closures add primary key (store_id, day);
