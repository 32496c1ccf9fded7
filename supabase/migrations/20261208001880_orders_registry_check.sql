-- Whether the state's registry was asked about a medical order's patient before it was placed
-- (R 420.506(1)-(2), decision 80). 'ok': the store's source (Metrc, or its point of sale) answered
-- and the order was within what it said. 'unavailable': the source was down, refused our
-- credentials or did not answer in time, so the order flowed on the store's own limits; these are
-- the sales the 72-hour over-sale review (field notes: when Metrc is down) goes through. Null: an
-- adult-use order, a store keeping its own stock, or an order placed before the check existed.
alter table public.orders
  add column registry_check text check (registry_check is null or registry_check in ('ok', 'unavailable'));

-- The review reads the unchecked medical sales of a period.
create index orders_registry_unavailable_idx on public.orders (placed_at) where registry_check = 'unavailable';
