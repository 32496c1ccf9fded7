-- A store's stock rows and its menu rows are that store's under the store scope (decision 63): a
-- manager reads and writes only their stores' rows. The triggers a stock write runs keep the
-- catalog's mirror and the read models, which the scoped role cannot see: they run as their
-- owner, so a manager's stock change still reaches them.
select public.scope_to_stores('public.store_variants');
select public.scope_to_stores('public.menu_store_products');

alter function public.menu_store_products_sync() security definer set search_path = public;
alter function public.variants_stock_from_default_store() security definer set search_path = public;
alter function public.menu_store_products_for_new_stores() security definer set search_path = public;
revoke all on function public.menu_store_products_sync(), public.variants_stock_from_default_store(),
  public.menu_store_products_for_new_stores()
  from public, anon, authenticated;
