-- A manager's dashboard requests run as `rr_store_staff`, a role that logs in nowhere and owns
-- nothing, with the manager's store ids in the transaction's `rr.store_ids` setting
-- (`withStoreScope`, src/server/stores/store-scope.ts). The policies below let that role read and
-- write only the rows of those stores, so a query that forgets its store filter finds nothing of
-- another store instead of showing it (decision 63). Admins, the storefront and the background
-- jobs connect as the tables' owner, whom these policies never bind: row-level security is not
-- forced, so the owner keeps reading everything as before.

-- Roles belong to the whole server, which other databases share (the tests' PostgreSQL, a
-- Supabase project's own databases): made once, whoever made it first.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'rr_store_staff') then
    create role rr_store_staff nologin noinherit nobypassrls;
  end if;
exception
  when duplicate_object or unique_violation then null;
end
$$;

-- The account the server connects as switches to the role inside a transaction: on Supabase
-- that is `postgres`, which is no superuser and so must be a member.
do $$
begin
  if not pg_has_role(current_user, 'rr_store_staff', 'member') then
    execute format('grant rr_store_staff to %I', current_user);
  end if;
exception
  when duplicate_object or unique_violation then null;
end
$$;

grant usage on schema public to rr_store_staff;

-- The stores the transaction may see: `rr.store_ids`, a comma-separated list of store ids set
-- with `set_config(…, true)`, so it ends with the transaction. Unset or empty, it is no store.
create function public.store_scope() returns uuid[]
  language sql
  stable
  as $$
  select string_to_array(nullif(current_setting('rr.store_ids', true), ''), ',')::uuid[]
$$;

revoke all on function public.store_scope() from public, anon, authenticated;
grant execute on function public.store_scope() to rr_store_staff;

-- The one rule for a table whose rows belong to a store: `rr_store_staff` reads, changes, adds
-- and removes only rows whose `store_column` is one of the scope's stores. A table that gains a
-- store column takes it with one line: `select public.scope_to_stores('public.some_table');`. The
-- scope is read once per statement (the sub-select), not once per row.
create function public.scope_to_stores(target regclass, store_column text default 'store_id') returns void
  language plpgsql
  as $$
declare
  serial_sequence text;
begin
  execute format('drop policy if exists store_scope on %s', target);
  execute format(
    'create policy store_scope on %s for all to rr_store_staff '
    'using (%I = any (coalesce((select public.store_scope()), ''{}''))) '
    'with check (%I = any (coalesce((select public.store_scope()), ''{}'')))',
    target, store_column, store_column);
  execute format('grant select, insert, update, delete on %s to rr_store_staff', target);
  for serial_sequence in
    select pg_get_serial_sequence(target::text, a.attname)
      from pg_attribute a
     where a.attrelid = target and a.attnum > 0 and not a.attisdropped
       and pg_get_serial_sequence(target::text, a.attname) is not null
  loop
    execute format('grant usage on sequence %s to rr_store_staff', serial_sequence);
  end loop;
end
$$;

revoke all on function public.scope_to_stores(regclass, text) from public, anon, authenticated;

select public.scope_to_stores('public.stores', 'id');
select public.scope_to_stores('public.store_licences');
select public.scope_to_stores('public.store_hours');
select public.scope_to_stores('public.store_closures');
select public.scope_to_stores('public.staff_store_assignments');

-- The default store's row and licences are mirrored into `store_settings` (decision 61), which
-- the role cannot see: the mirrors run as their owner, so a manager's change to the default
-- store still reaches the organization's row.
alter function public.default_store_to_store_settings() security definer set search_path = public;
alter function public.default_store_licences_to_store_settings() security definer set search_path = public;
revoke all on function public.default_store_to_store_settings() from public, anon, authenticated;
revoke all on function public.default_store_licences_to_store_settings() from public, anon, authenticated;
