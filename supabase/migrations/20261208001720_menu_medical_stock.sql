-- The medical menu of a store keeping medical stock apart (decision 73) shows its medical count:
-- `menu_store_products` holds each product's medical stock beside the size rows' own (in stock,
-- low, unit count, the weights of the sizes in stock), and the medical price is that of the sizes
-- a patient can buy. For a store keeping one stock the medical columns equal the others, and the
-- medical price is as before.

alter table public.menu_store_products
  add column medical_in_stock boolean not null default false,
  add column medical_low_stock boolean not null default false,
  add column medical_stock_total integer not null default 0,
  add column medical_weights integer[] not null default '{}';

comment on column public.menu_store_products.medical_in_stock is
  'In stock for patients: in the store''s medical count where it keeps medical stock apart, else as in_stock.';

-- As in 20261208000300_store_stock.sql, with the medical stock of each size: the store's medical
-- count where it keeps one (read only for such a store), else the size's own stock.
drop function public.store_menu_sizes(uuid[], uuid[]);
create function public.store_menu_sizes(store_ids uuid[], product_ids uuid[])
  returns table (store_id uuid, product_id uuid, in_stock boolean, size_count integer, adult_price_cents integer,
                 medical_price_cents integer, excise_taxable boolean, weights integer[], stock_total integer,
                 medical_in_stock boolean, medical_weights integer[], medical_stock_total integer)
  language sql
  stable
  as $$
    select sv.store_id, v.product_id,
           bool_or(sv.stock > 0),
           count(*)::integer,
           coalesce(min(price.adult) filter (where sv.stock > 0), min(price.adult)),
           coalesce(min(price.medical) filter (where patients.stock > 0), min(price.medical)),
           (array_agg(v.excise_taxable order by sv.stock > 0 desc, price.adult, v.position))[1],
           case when bool_or(sv.stock > 0)
                then array_agg(distinct v.weight_mg order by v.weight_mg) filter (where sv.stock > 0 and v.weight_mg is not null)
                else array_agg(distinct v.weight_mg order by v.weight_mg) filter (where v.weight_mg is not null) end,
           sum(sv.stock)::integer,
           bool_or(patients.stock > 0),
           case when bool_or(patients.stock > 0)
                then array_agg(distinct v.weight_mg order by v.weight_mg) filter (where patients.stock > 0 and v.weight_mg is not null)
                else array_agg(distinct v.weight_mg order by v.weight_mg) filter (where v.weight_mg is not null) end,
           sum(patients.stock)::integer
      from public.variants v
      join public.store_variants sv on sv.variant_id = v.id
      join public.stores s on s.id = sv.store_id
      cross join lateral (
        select coalesce(sv.adult_use_price_cents, v.adult_use_price_cents) as adult,
               coalesce(sv.medical_price_cents, v.medical_price_cents, sv.adult_use_price_cents,
                        v.adult_use_price_cents) as medical
      ) price
      cross join lateral (
        select case when s.medical_stock_apart
                    then coalesce((select m.stock from public.store_variants m
                                    where m.variant_id = v.id and m.store_id = sv.store_id and m.pool = 'medical'), 0)
                    else sv.stock end as stock
      ) patients
     where v.product_id = any (product_ids) and v.active
       and sv.store_id = any (store_ids) and sv.pool = 'all' and sv.carried
     group by sv.store_id, v.product_id
  $$;

-- As in 20261208000300_store_stock.sql, with the medical columns.
create or replace function public.refresh_menu_store_products(product_ids uuid[], store_ids uuid[]) returns integer
  language plpgsql
  set plan_cache_mode = force_custom_plan
  as $$
declare
  shown integer;
begin
  if product_ids is null or cardinality(product_ids) = 0 then
    return 0;
  end if;
  -- Only stores that still exist: a store's delete removes its rows through the foreign key.
  store_ids := array(select s.id from public.stores s where store_ids is null or s.id = any (store_ids));

  with fresh as materialized (
    select s.id as store_id, m.product_id,
           m.listed and z.product_id is not null as listed,
           coalesce(z.in_stock, false) as in_stock,
           coalesce(z.in_stock and z.stock_total <= 5, false) as low_stock,
           coalesce(z.excise_taxable, true) as excise_taxable,
           z.adult_price_cents, z.medical_price_cents,
           coalesce(z.size_count, 0) as size_count,
           coalesce(z.stock_total, 0) as stock_total,
           coalesce(z.weights, '{}') as weights,
           coalesce(z.medical_in_stock, false) as medical_in_stock,
           coalesce(z.medical_in_stock and z.medical_stock_total <= 5, false) as medical_low_stock,
           coalesce(z.medical_stock_total, 0) as medical_stock_total,
           coalesce(z.medical_weights, '{}') as medical_weights
      from public.menu_products m
      cross join unnest(store_ids) as s (id)
      left join public.store_menu_sizes(store_ids, product_ids) z on z.store_id = s.id and z.product_id = m.product_id
     where m.product_id = any (product_ids)
  ),
  changed as materialized (
    select f.*,
           (o.listed, o.in_stock, o.low_stock, o.excise_taxable, o.adult_price_cents, o.medical_price_cents,
            o.size_count, o.weights, o.medical_in_stock, o.medical_low_stock, o.medical_weights)
             is distinct from (f.listed, f.in_stock, f.low_stock, f.excise_taxable, f.adult_price_cents,
                               f.medical_price_cents, f.size_count, f.weights, f.medical_in_stock,
                               f.medical_low_stock, f.medical_weights) as shown
      from fresh f
      left join public.menu_store_products o on o.store_id = f.store_id and o.product_id = f.product_id
     where (o.listed, o.in_stock, o.low_stock, o.excise_taxable, o.adult_price_cents, o.medical_price_cents,
            o.size_count, o.stock_total, o.weights, o.medical_in_stock, o.medical_low_stock, o.medical_stock_total,
            o.medical_weights)
             is distinct from (f.listed, f.in_stock, f.low_stock, f.excise_taxable, f.adult_price_cents,
                               f.medical_price_cents, f.size_count, f.stock_total, f.weights, f.medical_in_stock,
                               f.medical_low_stock, f.medical_stock_total, f.medical_weights)
  ),
  written as (
    insert into public.menu_store_products as m (store_id, product_id, listed, in_stock, low_stock, excise_taxable,
                                                 adult_price_cents, medical_price_cents, size_count, stock_total, weights,
                                                 medical_in_stock, medical_low_stock, medical_stock_total, medical_weights)
    select c.store_id, c.product_id, c.listed, c.in_stock, c.low_stock, c.excise_taxable, c.adult_price_cents,
           c.medical_price_cents, c.size_count, c.stock_total, c.weights, c.medical_in_stock, c.medical_low_stock,
           c.medical_stock_total, c.medical_weights
      from changed c
    on conflict (store_id, product_id) do update set
      listed = excluded.listed, in_stock = excluded.in_stock, low_stock = excluded.low_stock,
      excise_taxable = excluded.excise_taxable, adult_price_cents = excluded.adult_price_cents,
      medical_price_cents = excluded.medical_price_cents, size_count = excluded.size_count,
      stock_total = excluded.stock_total, weights = excluded.weights, medical_in_stock = excluded.medical_in_stock,
      medical_low_stock = excluded.medical_low_stock, medical_stock_total = excluded.medical_stock_total,
      medical_weights = excluded.medical_weights
    returning 1
  )
  select count(*) filter (where c.shown) into shown from changed c;

  return shown;
end
$$;

-- As in 20261208000300_store_stock.sql (and run as its owner, 20261208000950), with the medical
-- count: a sale that crosses no level adds its units to the count it was taken from — a medical
-- row's to the medical total; a size row's to the unit count and, at a store keeping one stock,
-- to the medical total too (there both menus sell from it).
create or replace function public.menu_store_products_sync() returns trigger
  language plpgsql
  security definer
  set search_path = public
  as $$
declare
  echo boolean := coalesce(current_setting('rr.stock_mirror', true) = 'on', false);
  seen uuid[];
  seen_stores uuid[];
  turned_low uuid[];
  turned_stores uuid[];
  stores uuid[];
  catalog_rows integer := 0;
  store_rows integer := 0;
begin
  if tg_op = 'UPDATE' then
    select array_agg(distinct v.product_id), array_agg(distinct n.store_id) into seen, seen_stores
      from old_rows o
      join new_rows n on n.store_id = o.store_id and n.variant_id = o.variant_id and n.pool = o.pool
      join public.variants v on v.id = n.variant_id
     where to_jsonb(o) - 'stock' - 'updated_at' is distinct from to_jsonb(n) - 'stock' - 'updated_at'
        or (o.stock = 0, o.stock <= 5) is distinct from (n.stock = 0, n.stock <= 5);
    with moved as (
      select n.store_id, v.product_id,
             coalesce(sum(n.stock - o.stock) filter (where n.pool = 'all'), 0)::integer as units,
             coalesce(sum(n.stock - o.stock) filter (where n.pool = 'medical' or not s.medical_stock_apart), 0)::integer
               as medical_units
        from old_rows o
        join new_rows n on n.store_id = o.store_id and n.variant_id = o.variant_id and n.pool = o.pool
        join public.variants v on v.id = n.variant_id
        join public.stores s on s.id = n.store_id
       where n.stock <> o.stock and v.active
         -- A medical row is always carried: its size's own row says whether the store sells the size.
         and case when n.pool = 'all' then n.carried
                  else (select own.carried from public.store_variants own
                         where own.variant_id = n.variant_id and own.store_id = n.store_id and own.pool = 'all') end
         and v.product_id <> all (coalesce(seen, '{}'))
       group by n.store_id, v.product_id
    ),
    counted as (
      update public.menu_store_products m
         set stock_total = m.stock_total + d.units, low_stock = m.in_stock and m.stock_total + d.units <= 5,
             medical_stock_total = m.medical_stock_total + d.medical_units,
             medical_low_stock = m.medical_in_stock and m.medical_stock_total + d.medical_units <= 5
        from moved d
       where m.store_id = d.store_id and m.product_id = d.product_id and (d.units <> 0 or d.medical_units <> 0)
      returning m.product_id, m.store_id,
                m.low_stock is distinct from (m.in_stock and m.stock_total - d.units <= 5)
                  or m.medical_low_stock is distinct from (m.medical_in_stock and m.medical_stock_total - d.medical_units <= 5)
                  as turned
    )
    select array_agg(distinct c.product_id) filter (where c.turned), array_agg(distinct c.store_id) filter (where c.turned)
      into turned_low, turned_stores
      from counted c;
  elsif tg_op = 'INSERT' then
    select array_agg(distinct v.product_id), array_agg(distinct n.store_id) into seen, seen_stores
      from new_rows n join public.variants v on v.id = n.variant_id;
  else
    -- Rows that went with their size or store leave nothing to rebuild here.
    select array_agg(distinct v.product_id), array_agg(distinct o.store_id) into seen, seen_stores
      from old_rows o join public.variants v on v.id = o.variant_id;
  end if;
  if seen is null and turned_low is null then
    return null;
  end if;
  if seen is not null then
    if echo then
      perform public.refresh_menu_store_products(seen, seen_stores);
    else
      if (select public.default_store_id()) = any (seen_stores) then
        catalog_rows := public.refresh_menu_product_rows(seen);
      end if;
      store_rows := public.refresh_menu_store_products(seen, seen_stores);
    end if;
  end if;
  if (seen is not null and not echo) or turned_low is not null then
    stores := array(select unnest(seen_stores) union select unnest(turned_stores));
    perform pg_notify('catalog_changed', json_build_object(
      'table', 'store_variants',
      'op', lower(tg_op),
      'store', case when cardinality(stores) = 1 then stores[1] end,
      'menuRows', catalog_rows + store_rows + coalesce(cardinality(turned_low), 0),
      'productIds', case when cardinality(array_cat(seen, turned_low)) <= 50 then to_json(array_cat(seen, turned_low)) end
    )::text);
  end if;
  return null;
end
$$;

revoke all on function public.store_menu_sizes(uuid[], uuid[]), public.refresh_menu_store_products(uuid[], uuid[]),
  public.menu_store_products_sync()
  from public, anon, authenticated;
grant execute on function public.refresh_menu_store_products(uuid[], uuid[]) to service_role;

-- Backfill: every store's medical columns (a store keeping one stock: the same as the others).
select public.refresh_menu_store_products(array(select id from public.products), null);
