-- A staff change made at one store names it (an order moved at the counter), so the log can be
-- read per store; a change of the organization's (a product's name, a user's role) names none.
-- Under a manager's store scope (decision 63) the log shows and takes their stores' entries and
-- the organization's, never another store's: one policy, so a manager's scoped work can still
-- record a change of the organization's beside its store's.
alter table public.staff_audit_log add column store_id uuid references public.stores (id);
create index staff_audit_log_store_idx on public.staff_audit_log (store_id, at desc);

select public.scope_to_stores('public.staff_audit_log');
alter policy store_scope on public.staff_audit_log
  using (store_id is null or store_id = any (coalesce((select public.store_scope()), '{}')))
  with check (store_id is null or store_id = any (coalesce((select public.store_scope()), '{}')));
