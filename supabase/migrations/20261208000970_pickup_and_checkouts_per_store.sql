-- A pickup slot's capacity is a store's: each store's counter hands over its own orders, so two
-- stores' 15:00 slots fill separately. A booking written without a store is the default store's.
alter table public.pickup_slot_bookings
  add column store_id uuid not null default public.default_store_id() references public.stores on delete cascade;
alter table public.pickup_slot_bookings drop constraint pickup_slot_bookings_pkey;
alter table public.pickup_slot_bookings add primary key (store_id, slot_start);

-- An unfinished checkout was at one store (the abandoned-carts report per store).
alter table public.abandoned_checkouts
  add column store_id uuid not null default public.default_store_id() references public.stores;

select public.scope_to_stores('public.pickup_slot_bookings');
select public.scope_to_stores('public.abandoned_checkouts');
