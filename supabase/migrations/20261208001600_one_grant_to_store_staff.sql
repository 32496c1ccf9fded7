-- What a manager's store-scoped work (`rr_store_staff`, decision 63) may do with a table it reaches,
-- granted in one place: read and write its rows, and take the next value of each of its serial
-- columns' sequences (an insert needs it). The policy decides which rows; this, that the role may
-- touch the table at all. The three ways a table is handed to the role (a store's, an order's, the
-- organization's) call it, so a table reached any way is reached the same.

create function public.grant_to_store_staff(target regclass) returns void
  language plpgsql
  as $$
declare
  serial_sequence text;
begin
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

revoke all on function public.grant_to_store_staff(regclass) from public, anon, authenticated;

create or replace function public.share_with_store_staff(target regclass) returns void
  language plpgsql
  as $$
begin
  execute format('drop policy if exists organization on %s', target);
  execute format('create policy organization on %s for all to rr_store_staff using (true) with check (true)', target);
  perform public.grant_to_store_staff(target);
end
$$;

create or replace function public.scope_through_orders(target regclass, order_column text default 'order_id')
  returns void
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
  perform public.grant_to_store_staff(target);
end
$$;

-- A table that gains a store column later loses the organization's policy as it takes the store's:
-- policies for one role add up, and "every row" would undo "this store's rows".
create or replace function public.scope_to_stores(target regclass, store_column text default 'store_id') returns void
  language plpgsql
  as $$
begin
  execute format('drop policy if exists organization on %s', target);
  execute format('drop policy if exists store_scope on %s', target);
  execute format(
    'create policy store_scope on %s for all to rr_store_staff '
    'using (%I = any (coalesce((select public.store_scope()), ''{}''))) '
    'with check (%I = any (coalesce((select public.store_scope()), ''{}'')))',
    target, store_column, store_column);
  perform public.grant_to_store_staff(target);
end
$$;
