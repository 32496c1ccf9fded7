-- How many open stores the organization has: with two or more, what an order shows and sends names
-- its store. The number is the organization's, whoever asks: it runs as its owner, so a manager
-- whose store scope shows one store still counts them all.
create function public.open_store_count() returns integer
  language sql
  stable
  security definer
  set search_path = public
  as $$
    select count(*)::integer from public.stores where closed_at is null
  $$;

revoke all on function public.open_store_count() from public, anon, authenticated;
grant execute on function public.open_store_count() to rr_store_staff;
