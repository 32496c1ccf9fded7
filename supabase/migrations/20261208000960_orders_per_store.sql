-- Every order is placed at one store (decision 61). An order written without a store — the checkout
-- before it names one, an older client, a test — belongs to the default store.
-- The column's default is stable, so PostgreSQL adds it without rewriting the table; the foreign
-- key is added unchecked and validated in its own statement, which scans the table without
-- blocking the orders being placed meanwhile.
alter table public.orders add column store_id uuid not null default public.default_store_id();
alter table public.orders
  add constraint orders_store_id_fkey foreign key (store_id) references public.stores (id) not valid;
alter table public.orders validate constraint orders_store_id_fkey;

-- A store's counter queue and a store's sales by day.
create index orders_store_open_idx on public.orders (store_id, status, pickup_slot_end)
  where status in ('placed', 'accepted', 'ready');
create index orders_store_placed_idx on public.orders (store_id, placed_at);

select public.scope_to_stores('public.orders');
