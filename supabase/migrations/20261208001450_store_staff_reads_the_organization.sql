-- What a manager's store-scoped work (`rr_store_staff`, decision 63) may reach besides its stores'
-- rows. Every public table has row-level security on, and a table without a policy for the role
-- shows it nothing, so each table is one of three kinds:
--   * a store's: its `store_id` is in the scope (`scope_to_stores`, 20261208000700);
--   * an order's: its order is one the scope sees (`scope_through_orders` below), so a line, an
--     event or a piece of feedback of another store's order is as invisible as the order;
--   * the organization's: catalog, content, customers, rewards, mail (`share_with_store_staff`),
--     whose access the endpoints' role checks govern, as they do for the owner.
-- The organization's row keeps the default store's one-store columns as mirrors (decision 61), and
-- the catalog's size keeps the default store's stock (decision 64): the role may not read those
-- columns, so a scoped query that still reads a mirror fails instead of showing one store's
-- figures as another's.

create function public.share_with_store_staff(target regclass) returns void
  language plpgsql
  as $$
declare
  serial_sequence text;
begin
  execute format('drop policy if exists organization on %s', target);
  execute format('create policy organization on %s for all to rr_store_staff using (true) with check (true)', target);
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

-- A table whose rows are an order's: the role sees and changes them only through orders it sees.
-- The orders sub-select is itself under the orders policy.
create function public.scope_through_orders(target regclass, order_column text default 'order_id') returns void
  language plpgsql
  as $$
begin
  execute format('drop policy if exists organization on %s', target);
  execute format('drop policy if exists store_scope on %s', target);
  execute format(
    'create policy store_scope on %s for all to rr_store_staff '
    'using (exists (select 1 from public.orders o where o.id = %I)) '
    'with check (exists (select 1 from public.orders o where o.id = %I))',
    target, order_column, order_column);
  execute format('grant select, insert, update, delete on %s to rr_store_staff', target);
end
$$;

-- A table that gains a store column later loses the organization's policy as it takes the store's:
-- policies for one role add up, and "every row" would undo "this store's rows".
create or replace function public.scope_to_stores(target regclass, store_column text default 'store_id') returns void
  language plpgsql
  as $$
declare
  serial_sequence text;
begin
  execute format('drop policy if exists organization on %s', target);
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

revoke all on function public.share_with_store_staff(regclass) from public, anon, authenticated;
revoke all on function public.scope_through_orders(regclass, text) from public, anon, authenticated;
revoke all on function public.scope_to_stores(regclass, text) from public, anon, authenticated;

select public.scope_through_orders('public.order_lines');
select public.scope_through_orders('public.order_events');
select public.scope_through_orders('public.purchase_feedback');

-- Every other table is the organization's. A table with a store column and no store policy is a
-- mistake to stop at, not to share.
do $$
declare
  target record;
begin
  for target in
    select c.oid::regclass as name,
           exists (select 1 from pg_attribute a
                    where a.attrelid = c.oid and a.attname = 'store_id' and not a.attisdropped) as has_store
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and not exists (select 1 from pg_policies p
                        where p.schemaname = 'public' and p.tablename = c.relname
                          and 'rr_store_staff' = any (p.roles))
  loop
    if target.has_store then
      raise exception '% has a store column and no store policy: select public.scope_to_stores(''%'')',
        target.name, target.name;
    end if;
    perform public.share_with_store_staff(target.name);
  end loop;
end
$$;

-- The default store's mirrors, out of the role's reach: every other column of the two tables stays
-- readable and writable.
do $$
declare
  mirrored constant jsonb := jsonb_build_object(
    'variants', jsonb_build_array('stock'),
    'store_settings', jsonb_build_array(
      'street_address', 'city', 'region', 'postal_code', 'country', 'latitude', 'longitude', 'phone', 'email',
      'timezone', 'pickup_slot_minutes', 'pickup_slot_capacity', 'order_hold_minutes', 'online_ordering_paused',
      'online_ordering_paused_message', 'license_number', 'medical_license_number'));
  table_name text;
  columns text;
begin
  for table_name in select jsonb_object_keys(mirrored)
  loop
    select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into columns
      from pg_attribute a
     where a.attrelid = ('public.' || table_name)::regclass and a.attnum > 0 and not a.attisdropped
       and not (mirrored -> table_name) ? a.attname::text;
    execute format('revoke select, insert, update on public.%I from rr_store_staff', table_name);
    execute format('grant select (%s), insert (%s), update (%s) on public.%I to rr_store_staff',
      columns, columns, columns, table_name);
  end loop;
end
$$;
