-- Store changes for the page caches of every app instance: whatever changes the store's settings,
-- opening hours or deals sends one `pg_notify('store_changed', '')` per statement (the catalog's
-- tables announce themselves on `catalog_changed`, 20261121000300). PostgreSQL delivers it to every
-- listening session when the transaction commits, and folds identical notifications of one
-- transaction into one.

create function public.notify_store_changed() returns trigger
  language plpgsql
  as $$
begin
  perform pg_notify('store_changed', '');
  return null;
end
$$;

create trigger store_changed_notify after insert or update or delete or truncate on public.store_settings
  for each statement execute function public.notify_store_changed();
create trigger store_changed_notify after insert or update or delete or truncate on public.store_hours
  for each statement execute function public.notify_store_changed();
create trigger store_changed_notify after insert or update or delete or truncate on public.deals
  for each statement execute function public.notify_store_changed();
create trigger store_changed_notify after insert or update or delete or truncate on public.deal_targets
  for each statement execute function public.notify_store_changed();

-- Not an RPC for the API roles (anyone could otherwise flood `store_changed`); triggers run it as
-- the writing role: the owner, or Supabase's service_role.
revoke all on function public.notify_store_changed() from public, anon, authenticated;
grant execute on function public.notify_store_changed() to service_role;
