-- Medical and adult-use stock kept apart in a co-located store (R 420.205(3)-(4)): a store that
-- holds both an adult-use retailer and a medical provisioning center licence may keep two counts
-- of each size, one per licence, and sell each customer from their own licence's count.
--
-- A size's row of `store_variants` stays its pool 'all' row: the store's price, whether it carries
-- the size, and its stock, which is every customer's in a store keeping one stock, and adult-use
-- customers' only in a store keeping medical stock apart. That store also holds a pool 'medical'
-- row per size: the medical count, and nothing else (no price, always carried). So everything
-- that reads a store's sizes, prices and adult-use stock reads the 'all' row, as before.
-- (docs/decisions/0073-medical-stock-apart-in-a-co-located-store.md)

alter table public.stores
  add column medical_stock_apart boolean not null default false;

comment on column public.stores.medical_stock_apart is
  'The store keeps its medical stock apart from its adult-use stock: a store_variants row of pool ''medical'' per size.';

alter table public.store_variants drop constraint store_variants_pool_check;
alter table public.store_variants
  add constraint store_variants_pool_check check (pool in ('all', 'medical')),
  add constraint store_variants_medical_row_is_stock_only
    check (pool = 'all' or (adult_use_price_cents is null and medical_price_cents is null and carried));

comment on column public.store_variants.pool is
  '''all'': the size''s row (price, carried, stock: every customer''s, or adult-use customers'' only where the '
  'store keeps medical stock apart); ''medical'': that store''s medical count.';

-- The store's medical row of each size it has a row of, at 0 units (nothing is moved between
-- licences by a switch: stock changes licence only through a recorded transfer or count).
create function public.add_medical_stock_rows(target_store uuid) returns void
  language sql
  as $$
  insert into public.store_variants (store_id, variant_id, pool, stock)
  select sv.store_id, sv.variant_id, 'medical', 0
    from public.store_variants sv
   where sv.store_id = target_store and sv.pool = 'all'
  on conflict do nothing
$$;

-- Switching: on requires both licences and adds the medical rows; off requires the medical
-- counts to be empty (units of one licence never silently become the other's) and removes them.
create function public.medical_stock_apart_switched() returns trigger
  language plpgsql
  as $$
begin
  if new.medical_stock_apart then
    if (select count(*) from public.store_licences l
         where l.store_id = new.id and l.kind in ('adult_use_retailer', 'medical_provisioning_center')) < 2 then
      raise exception 'A store keeps medical stock apart only while it holds both an adult-use retailer and a medical provisioning center licence'
        using errcode = 'check_violation', constraint = 'medical_stock_apart_needs_both_licences';
    end if;
    perform public.add_medical_stock_rows(new.id);
  else
    if exists (select 1 from public.store_variants sv
                where sv.store_id = new.id and sv.pool = 'medical' and sv.stock > 0) then
      raise exception 'The medical stock must be sold or transferred before the store keeps one stock'
        using errcode = 'check_violation', constraint = 'medical_stock_apart_needs_empty_medical_stock';
    end if;
    delete from public.store_variants sv where sv.store_id = new.id and sv.pool = 'medical';
  end if;
  return null;
end
$$;

create trigger medical_stock_apart_switched
  after update of medical_stock_apart on public.stores
  for each row when (old.medical_stock_apart is distinct from new.medical_stock_apart)
  execute function public.medical_stock_apart_switched();

-- A size a store keeping medical stock apart starts to hold gets its medical row at once.
create function public.medical_stock_rows_for_new_sizes() returns trigger
  language plpgsql
  as $$
begin
  -- Statement triggers fire for empty statements too: only sizes of such a store insert anything.
  if not exists (select 1 from new_rows n join public.stores s on s.id = n.store_id and s.medical_stock_apart
                  where n.pool = 'all') then
    return null;
  end if;
  insert into public.store_variants (store_id, variant_id, pool, stock)
  select n.store_id, n.variant_id, 'medical', 0
    from new_rows n join public.stores s on s.id = n.store_id and s.medical_stock_apart
   where n.pool = 'all'
  on conflict do nothing;
  return null;
end
$$;

create trigger medical_stock_rows_for_new_sizes after insert on public.store_variants
  referencing new table as new_rows for each statement execute function public.medical_stock_rows_for_new_sizes();

-- A store keeping medical stock apart keeps both licences while it does.
create function public.licences_of_a_store_keeping_stock_apart() returns trigger
  language plpgsql
  as $$
begin
  if exists (select 1 from public.stores s where s.id = old.store_id and s.medical_stock_apart)
     and old.kind in ('adult_use_retailer', 'medical_provisioning_center')
     and (tg_op = 'DELETE' or new.kind is distinct from old.kind or new.store_id is distinct from old.store_id) then
    raise exception 'A store keeping medical stock apart keeps both its adult-use and medical licences'
      using errcode = 'check_violation', constraint = 'medical_stock_apart_needs_both_licences';
  end if;
  return null;
end
$$;

create trigger licences_of_a_store_keeping_stock_apart
  after update or delete on public.store_licences
  for each row execute function public.licences_of_a_store_keeping_stock_apart();

revoke all on function public.add_medical_stock_rows(uuid), public.medical_stock_apart_switched(),
  public.medical_stock_rows_for_new_sizes(), public.licences_of_a_store_keeping_stock_apart()
  from public, anon, authenticated;
