-- The pickup queue lists the orders that ended today (picked up, cancelled, expired) and the
-- dashboard's overview sums today's pickups; both are read every few seconds while the store is
-- open, so they find their rows by when the order ended instead of scanning every order ever placed.
create index orders_ended_idx on public.orders ((coalesce(picked_up_at, cancelled_at, expired_at)))
  where status in ('picked_up', 'cancelled', 'expired');
create index orders_picked_up_idx on public.orders (picked_up_at) where status = 'picked_up';
