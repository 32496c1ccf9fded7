-- Stock and price per store. Each store keeps its own count of every catalog size it sells, and
-- may sell a size at its own price (R 420.203(2)(d): each licence keeps its own inventory):
-- `store_variants` is the truth. `variants.stock` stays, as the default store's count, kept equal
-- to the default store's row in both directions (docs/decisions/0064-stock-and-price-per-store.md),
-- so everything that reads or writes it as before sees the default store.
--
-- The menu's read model gains its per-store part, `menu_store_products`: per store and product,
-- what the store offers of it (listed, in stock, low, prices, sizes, weights, units). The
-- default store's rows say what `menu_products` says, which now reads the default store's sizes
-- through the same function (store_menu_sizes), so the two cannot disagree.

create table public.store_variants (
  store_id uuid not null references public.stores on delete cascade,
  -- Follows a size whose id is rewritten (copies of a catalog given the same ids).
  variant_id uuid not null references public.variants on update cascade on delete cascade,
  -- 'all' while the store keeps one stock for both menus; a co-located store that keeps medical
  -- and adult-use stock apart (R 420.205(3)-(4)) holds an 'adult' and a 'medical' row instead.
  pool text not null default 'all' check (pool in ('all', 'adult', 'medical')),
  stock integer not null default 0 check (stock >= 0),
  -- The store's own price; null follows the catalog's (variants), whatever it becomes.
  adult_use_price_cents integer check (adult_use_price_cents >= 0),
  medical_price_cents integer check (medical_price_cents >= 0),
  -- The store sells this size at all.
  carried boolean not null default true,
  updated_at timestamptz not null default now(),
  -- The size first: every read goes from sizes to their stores' rows. (PGlite never gathers
  -- statistics, so with the store first the planner takes "this store's rows" for a handful and
  -- reads every one of them to sell two sizes.)
  primary key (variant_id, store_id, pool)
);

comment on column public.variants.stock is
  'Deprecated: the default store''s stock, kept equal to its store_variants row (pool ''all'') both ways.';

alter table public.store_variants enable row level security;
revoke all on public.store_variants from anon, authenticated;

insert into public.store_variants (store_id, variant_id, stock)
select public.default_store_id(), v.id, v.stock from public.variants v;

-- A store's sizes of each product, as its menu shows them: its active sizes it carries (pool
-- 'all'), priced at the store's price where it has one, else the catalog's (the medical price
-- falling back to the adult-use one, as on the catalog). Prices and weights are those of the sizes
-- in stock, or of every size when none is; excise follows the size whose price is shown; stock is
-- the units of every such size. One rule for menu_products (the default store) and
-- menu_store_products (every store).
create function public.store_menu_sizes(store_ids uuid[], product_ids uuid[])
  returns table (store_id uuid, product_id uuid, in_stock boolean, size_count integer, adult_price_cents integer,
                 medical_price_cents integer, excise_taxable boolean, weights integer[], stock_total integer)
  language sql
  stable
  as $$
    select sv.store_id, v.product_id,
           bool_or(sv.stock > 0),
           count(*)::integer,
           coalesce(min(price.adult) filter (where sv.stock > 0), min(price.adult)),
           coalesce(min(price.medical) filter (where sv.stock > 0), min(price.medical)),
           (array_agg(v.excise_taxable order by sv.stock > 0 desc, price.adult, v.position))[1],
           case when bool_or(sv.stock > 0)
                then array_agg(distinct v.weight_mg order by v.weight_mg) filter (where sv.stock > 0 and v.weight_mg is not null)
                else array_agg(distinct v.weight_mg order by v.weight_mg) filter (where v.weight_mg is not null) end,
           sum(sv.stock)::integer
      from public.variants v
      join public.store_variants sv on sv.variant_id = v.id
      cross join lateral (
        select coalesce(sv.adult_use_price_cents, v.adult_use_price_cents) as adult,
               coalesce(sv.medical_price_cents, v.medical_price_cents, sv.adult_use_price_cents,
                        v.adult_use_price_cents) as medical
      ) price
     where v.product_id = any (product_ids) and v.active
       and sv.store_id = any (store_ids) and sv.pool = 'all' and sv.carried
     group by sv.store_id, v.product_id
  $$;

-- The read model's per-store part: one row per store and product (every product, every store).
create table public.menu_store_products (
  store_id uuid not null references public.stores on delete cascade,
  product_id uuid not null references public.products on delete cascade,
  -- On the menu (menu_products.listed) and the store carries an active size of it.
  listed boolean not null,
  in_stock boolean not null,
  -- In stock, with 5 units or fewer across its sizes (LOW_STOCK_THRESHOLD, src/lib/catalog/stock-state.ts).
  low_stock boolean not null,
  excise_taxable boolean not null,
  adult_price_cents integer,
  medical_price_cents integer,
  size_count integer not null,
  stock_total integer not null,
  weights integer[] not null,
  primary key (store_id, product_id)
);

comment on table public.menu_store_products is
  'Read model of each store''s menu (stock and prices per store), kept current by triggers; never written by the app.';

alter table public.menu_store_products enable row level security;
revoke all on public.menu_store_products from anon, authenticated;

-- Rebuilds the rows of the given products at the given stores (every store when null) in one
-- statement, after their menu_products rows (it reads `listed` there). Rows whose content did not
-- change are not rewritten. Returns how many rows changed what a shopper sees (anything but the
-- unit count): a sale that leaves a product as it looked writes its count and returns 0.
-- Planned for each call's arrays: a plan kept for "some products" reads every size of every
-- product to serve a sale of two, or rescans per product when the catalog changes.
create function public.refresh_menu_store_products(product_ids uuid[], store_ids uuid[]) returns integer
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
           coalesce(z.weights, '{}') as weights
      from public.menu_products m
      cross join unnest(store_ids) as s (id)
      left join public.store_menu_sizes(store_ids, product_ids) z on z.store_id = s.id and z.product_id = m.product_id
     where m.product_id = any (product_ids)
  ),
  changed as materialized (
    select f.*,
           (o.listed, o.in_stock, o.low_stock, o.excise_taxable, o.adult_price_cents, o.medical_price_cents,
            o.size_count, o.weights)
             is distinct from (f.listed, f.in_stock, f.low_stock, f.excise_taxable, f.adult_price_cents,
                               f.medical_price_cents, f.size_count, f.weights) as shown
      from fresh f
      left join public.menu_store_products o on o.store_id = f.store_id and o.product_id = f.product_id
     where (o.listed, o.in_stock, o.low_stock, o.excise_taxable, o.adult_price_cents, o.medical_price_cents,
            o.size_count, o.stock_total, o.weights)
             is distinct from (f.listed, f.in_stock, f.low_stock, f.excise_taxable, f.adult_price_cents,
                               f.medical_price_cents, f.size_count, f.stock_total, f.weights)
  ),
  written as (
    insert into public.menu_store_products as m (store_id, product_id, listed, in_stock, low_stock, excise_taxable,
                                                 adult_price_cents, medical_price_cents, size_count, stock_total, weights)
    select c.store_id, c.product_id, c.listed, c.in_stock, c.low_stock, c.excise_taxable, c.adult_price_cents,
           c.medical_price_cents, c.size_count, c.stock_total, c.weights
      from changed c
    on conflict (store_id, product_id) do update set
      listed = excluded.listed, in_stock = excluded.in_stock, low_stock = excluded.low_stock,
      excise_taxable = excluded.excise_taxable, adult_price_cents = excluded.adult_price_cents,
      medical_price_cents = excluded.medical_price_cents, size_count = excluded.size_count,
      stock_total = excluded.stock_total, weights = excluded.weights
    returning 1
  )
  select count(*) filter (where c.shown) into shown from changed c;

  return shown;
end
$$;

-- menu_products' rows, as 20261121000300_menu_search.sql wrote them, with the sizes of the
-- default store (store_menu_sizes) instead of the catalog's own stock and prices.
create function public.refresh_menu_product_rows(product_ids uuid[]) returns integer
  language plpgsql
  as $$
declare
  written integer;
begin
  if product_ids is null or cardinality(product_ids) = 0 then
    return 0;
  end if;

  with recursive tree (id, path, names) as (
    select c.id, array[c.id], array[c.name] from public.categories c where c.parent_id is null
    union all
    select c.id, t.path || c.id, t.names || c.name
      from public.categories c join tree t on c.parent_id = t.id
     where c.id <> all (t.path) -- a parent loop typed into the dashboard must not hang every write
  ),
  target as (
    select distinct id from unnest(product_ids) as u (id)
  ),
  -- The default store's sizes, priced and stocked as it sells them (store_menu_sizes).
  sizes as (
    select z.* from public.store_menu_sizes(array[public.default_store_id()], array(select id from target)) z
  ),
  lots as (
    select b.product_id,
           max(b.expires_on) as latest_expiry,
           bool_or(b.expires_on is null) as never_expires
      from public.batches b join target on target.id = b.product_id
     where b.status = 'active'
     group by b.product_id
  ),
  -- The lot whose label the menu shows: the newest active one that has not expired yet (the
  -- newest active one when all have).
  newest as (
    select distinct on (b.product_id) b.product_id, b.thc_percent, b.cbd_percent, b.thc_mg, b.cbd_mg, b.terpenes
      from public.batches b join target on target.id = b.product_id
     where b.status = 'active'
     order by b.product_id, (b.expires_on is null or b.expires_on >= current_date) desc, b.tested_on desc,
              b.created_at desc
  ),
  first_image as (
    select distinct on (i.product_id) i.product_id, i.path, i.alt, i.width, i.height
      from public.product_images i join target on target.id = i.product_id
     order by i.product_id, i.position, i.created_at
  ),
  -- Materialised: its array columns feed three expressions each below.
  source as materialized (
    select p.id, p.slug, p.name, p.brand_id, br.slug as brand_slug, br.name as brand_name,
           p.category_id, c.slug as category_slug, c.name as category_name, tree.path as category_path,
           tree.names as category_names, s.name as strain_name, s.type as strain_type,
           keys.effects, keys.terpenes,
           coalesce(sz.weights, '{}') as weights,
           p.potency_unit, p.servings_per_package,
           case when p.potency_unit = 'percent' then nb.thc_percent end as thc_percent,
           case when p.potency_unit = 'percent' then nb.cbd_percent end as cbd_percent,
           case when p.potency_unit = 'mg' then nb.thc_mg end as thc_mg,
           case when p.potency_unit = 'mg' then nb.cbd_mg end as cbd_mg,
           sz.adult_price_cents, sz.medical_price_cents,
           coalesce(sz.excise_taxable, true) as excise_taxable,
           coalesce(sz.in_stock, false) as in_stock,
           coalesce(sz.size_count, 0) as size_count,
           p.is_cannabis, p.medical_only, p.featured,
           p.status = 'active' and sz.product_id is not null and (not p.is_cannabis or lots.product_id is not null)
             and (not p.is_cannabis or lots.never_expires or lots.latest_expiry >= current_date) as listed,
           case when not p.is_cannabis or lots.never_expires then 'infinity'::date
                else coalesce(lots.latest_expiry, '-infinity'::date) end as sellable_until,
           img.path as image_path, img.alt as image_alt, img.width as image_width, img.height as image_height,
           p.created_at, p.description
      from public.products p
      join target on target.id = p.id
      join public.categories c on c.id = p.category_id
      join tree on tree.id = p.category_id
      left join public.brands br on br.id = p.brand_id
      left join public.strains s on s.id = p.strain_id
      left join sizes sz on sz.product_id = p.id
      left join lots on lots.product_id = p.id
      left join newest nb on nb.product_id = p.id
      left join first_image img on img.product_id = p.id
      -- Keys as menu URLs carry them ('Beta Caryophyllene' → 'beta-caryophyllene'), written out
      -- here rather than in a helper function: a function call per row costs more than the rest.
      cross join lateral (
        select
          coalesce(array(
            select distinct replace(lower(trim(e)), ' ', '-')
              from unnest(case when cardinality(p.effects) > 0 then p.effects else s.effects end) as e
             where trim(e) <> '' order by 1), '{}') as effects,
          coalesce(array(
            select distinct replace(lower(trim(t.item ->> 'name')), ' ', '-')
              from jsonb_array_elements(case
                     when jsonb_typeof(nb.terpenes) = 'array' and jsonb_array_length(nb.terpenes) > 0 then nb.terpenes
                     when jsonb_typeof(s.terpenes) = 'array' then s.terpenes
                     else '[]'::jsonb end) as t (item)
             where jsonb_typeof(t.item) = 'object' and trim(t.item ->> 'name') <> '' order by 1), '{}') as terpenes
      ) keys
  )
  insert into public.menu_products as m (
    product_id, listed, in_stock, medical_only, featured, is_cannabis, excise_taxable, sellable_until,
    adult_price_cents, medical_price_cents, size_count, servings_per_package, image_width, image_height, created_at,
    brand_id, category_id, thc_percent, cbd_percent, thc_mg, cbd_mg, slug, name, sort_name, brand_slug, brand_name,
    category_slug, category_name, potency_unit, strain_type, image_path, image_alt, category_path, effects,
    terpenes, weights, facet_keys, search_text, search_document)
  select x.id, x.listed, x.in_stock, x.medical_only, x.featured, x.is_cannabis, x.excise_taxable, x.sellable_until,
         x.adult_price_cents, x.medical_price_cents, x.size_count, x.servings_per_package, x.image_width,
         x.image_height, x.created_at, x.brand_id, x.category_id, x.thc_percent, x.cbd_percent, x.thc_mg, x.cbd_mg,
         x.slug, x.name, lower(x.name), x.brand_slug, x.brand_name, x.category_slug, x.category_name,
         x.potency_unit, x.strain_type, x.image_path, x.image_alt, x.category_path, x.effects, x.terpenes,
         x.weights,
         array_remove(array[
             '*', 'brand:' || x.brand_slug, 'type:' || x.strain_type,
             'thc:' || floor(x.thc_percent), 'thc+:' || ceil(x.thc_percent),
             'cbd:' || floor(x.cbd_percent), 'cbd+:' || ceil(x.cbd_percent),
             'adult:' || x.adult_price_cents, 'medical:' || x.medical_price_cents], null)
           || array(select 'effect:' || e from unnest(x.effects) as e)
           || array(select 'terpene:' || t from unnest(x.terpenes) as t)
           || array(select 'weight:' || w from unnest(x.weights) as w),
         lower(concat_ws(' ', x.name, x.brand_name, x.strain_name)),
         setweight(to_tsvector('english', x.name), 'A')
           || setweight(to_tsvector('english', concat_ws(' ', x.brand_name, x.strain_name, x.strain_type)), 'B')
           || setweight(to_tsvector('english', array_to_string(x.category_names, ' ')), 'C')
           || setweight(to_tsvector('english', concat_ws(' ', array_to_string(x.effects, ' '),
                array_to_string(x.terpenes, ' '), x.description)), 'D')
    from source x
  on conflict (product_id) do update set
    listed = excluded.listed, in_stock = excluded.in_stock, medical_only = excluded.medical_only,
    featured = excluded.featured, is_cannabis = excluded.is_cannabis, excise_taxable = excluded.excise_taxable,
    sellable_until = excluded.sellable_until, adult_price_cents = excluded.adult_price_cents,
    medical_price_cents = excluded.medical_price_cents, size_count = excluded.size_count,
    servings_per_package = excluded.servings_per_package, image_width = excluded.image_width,
    image_height = excluded.image_height, created_at = excluded.created_at, brand_id = excluded.brand_id,
    category_id = excluded.category_id, thc_percent = excluded.thc_percent, cbd_percent = excluded.cbd_percent,
    thc_mg = excluded.thc_mg, cbd_mg = excluded.cbd_mg, slug = excluded.slug, name = excluded.name,
    sort_name = excluded.sort_name, brand_slug = excluded.brand_slug, brand_name = excluded.brand_name,
    category_slug = excluded.category_slug, category_name = excluded.category_name,
    potency_unit = excluded.potency_unit, strain_type = excluded.strain_type, image_path = excluded.image_path,
    image_alt = excluded.image_alt, category_path = excluded.category_path, effects = excluded.effects,
    terpenes = excluded.terpenes, weights = excluded.weights, facet_keys = excluded.facet_keys,
    search_text = excluded.search_text, search_document = excluded.search_document
  where (m.*) is distinct from (excluded.*);

  get diagnostics written = row_count;
  return written;
end
$$;
-- The read model of the given products: menu_products, then every store's menu_store_products.
-- Returns how many menu_products rows were written, as before.
create or replace function public.refresh_menu_products(product_ids uuid[]) returns integer
  language plpgsql
  as $$
declare
  written integer := public.refresh_menu_product_rows(product_ids);
begin
  perform public.refresh_menu_store_products(product_ids, null);
  return written;
end
$$;

-- As in 20261121000300_menu_search.sql, except that a statement the stock mirror runs
-- (`rr.stock_mirror`, below) is left to the statement it echoes, which refreshes and announces.
create or replace function public.menu_products_sync_rows() returns trigger
  language plpgsql
  as $$
declare
  ids uuid[];
  key text := case when tg_table_name = 'products' then 'id' else 'product_id' end;
begin
  if current_setting('rr.stock_mirror', true) = 'on' then
    return null;
  end if;
  if tg_op = 'INSERT' then
    execute format('select array_agg(distinct %I) from new_rows', key) into ids;
  elsif tg_op = 'DELETE' then
    execute format('select array_agg(distinct %I) from old_rows', key) into ids;
  elsif tg_table_name = 'variants' then
    -- An order moves stock all day long (12 → 11) without changing anything a shopper sees: only
    -- a change of another column or of the stock state (sold out, low stock at 5 or fewer —
    -- LOW_STOCK_THRESHOLD in src/lib/catalog/stock-state.ts — or in stock) counts.
    select array_agg(distinct x.id) into ids
      from old_rows o
      join new_rows n on n.id = o.id
      cross join lateral (values (o.product_id), (n.product_id)) as x (id)
     where to_jsonb(o) - 'stock' - 'updated_at' is distinct from to_jsonb(n) - 'stock' - 'updated_at'
        or (o.stock = 0, o.stock <= 5) is distinct from (n.stock = 0, n.stock <= 5);
  else
    execute format('select array_agg(distinct id) from (select %1$I as id from old_rows union select %1$I from new_rows) x', key)
      into ids;
  end if;
  if ids is not null then
    perform public.notify_catalog_changed(tg_table_name, tg_op, ids, public.refresh_menu_products(ids));
  end if;
  return null;
end
$$;

-- The mirror between variants.stock and the default store's 'all' row. Each side's statement
-- trigger writes the other side in one statement (a bulk write mirrors in one statement, not one
-- per row) only where the count differs, and marks that statement as the mirror's
-- (`rr.stock_mirror`, for the rest of it only) so its own mirror stops and its read-model trigger
-- leaves the refresh and the announcement to the statement the caller ran.
create function public.default_store_stock_from_variants() returns trigger
  language plpgsql
  as $$
begin
  if current_setting('rr.stock_mirror', true) = 'on' then
    return null;
  end if;
  perform set_config('rr.stock_mirror', 'on', true);
  if tg_op = 'INSERT' then
    -- A new size is sold at the default store from the start; other stores add it themselves.
    insert into public.store_variants (store_id, variant_id, stock)
    select d.id, n.id, n.stock from new_rows n cross join (select public.default_store_id() as id) d
     where d.id is not null
    on conflict do nothing;
  else
    update public.store_variants sv
       set stock = n.stock, updated_at = now()
      from new_rows n
     where sv.store_id = (select public.default_store_id()) and sv.variant_id = n.id and sv.pool = 'all'
       and sv.stock is distinct from n.stock;
  end if;
  perform set_config('rr.stock_mirror', '', true);
  return null;
end
$$;

create function public.variants_stock_from_default_store() returns trigger
  language plpgsql
  as $$
begin
  if current_setting('rr.stock_mirror', true) = 'on' then
    return null;
  end if;
  perform set_config('rr.stock_mirror', 'on', true);
  update public.variants v
     set stock = n.stock, updated_at = now()
    from new_rows n
   where n.store_id = (select public.default_store_id()) and n.pool = 'all' and v.id = n.variant_id
     and v.stock is distinct from n.stock;
  perform set_config('rr.stock_mirror', '', true);
  return null;
end
$$;

-- Named to run before the menu's triggers on variants (same event: by name), which read the
-- default store's rows.
create trigger default_store_stock_insert after insert on public.variants
  referencing new table as new_rows for each statement execute function public.default_store_stock_from_variants();
create trigger default_store_stock_update after update on public.variants
  referencing new table as new_rows for each statement execute function public.default_store_stock_from_variants();
create trigger variants_stock_insert after insert on public.store_variants
  referencing new table as new_rows for each statement execute function public.variants_stock_from_default_store();
create trigger variants_stock_update after update on public.store_variants
  referencing new table as new_rows for each statement execute function public.variants_stock_from_default_store();

-- store_variants: rebuilds the menu rows of the stores and products the statement wrote, and
-- announces it on `catalog_changed` with the store (null when several) when a shopper would see it:
-- a size sold out, low (5 or fewer) or back, a price, a size carried or not, or the product turning
-- low on stock at the store. A sale that crosses none of these only moves the unit count (and
-- says nothing): it is added to the product's row without rebuilding it, as a sale at the till
-- happens all day. The mirror's echo of a write of variants.stock leaves the rest to the statement
-- on variants, which rebuilds and announces the products it sees change.
create function public.menu_store_products_sync() returns trigger
  language plpgsql
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
      select n.store_id, v.product_id, sum(n.stock - o.stock)::integer as units
        from old_rows o
        join new_rows n on n.store_id = o.store_id and n.variant_id = o.variant_id and n.pool = o.pool
        join public.variants v on v.id = n.variant_id
       where n.stock <> o.stock and n.pool = 'all' and n.carried and v.active
         and v.product_id <> all (coalesce(seen, '{}'))
       group by n.store_id, v.product_id
    ),
    counted as (
      update public.menu_store_products m
         set stock_total = m.stock_total + d.units, low_stock = m.in_stock and m.stock_total + d.units <= 5
        from moved d
       where m.store_id = d.store_id and m.product_id = d.product_id and d.units <> 0
      returning m.product_id, m.store_id,
                m.low_stock is distinct from (m.in_stock and m.stock_total - d.units <= 5) as turned
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

create trigger menu_store_products_sync_insert after insert on public.store_variants
  referencing new table as new_rows for each statement execute function public.menu_store_products_sync();
create trigger menu_store_products_sync_update after update on public.store_variants
  referencing old table as old_rows new table as new_rows for each statement execute function public.menu_store_products_sync();
create trigger menu_store_products_sync_delete after delete on public.store_variants
  referencing old table as old_rows for each statement execute function public.menu_store_products_sync();

-- A new store has a row for every product from the start (nothing carried until it stocks sizes).
create function public.menu_store_products_for_new_stores() returns trigger
  language plpgsql
  as $$
begin
  perform public.refresh_menu_store_products(array(select p.id from public.products p), array(select id from new_rows));
  return null;
end
$$;

create trigger menu_store_products_for_new_stores after insert on public.stores
  referencing new table as new_rows for each statement execute function public.menu_store_products_for_new_stores();

revoke all on function public.store_menu_sizes(uuid[], uuid[]), public.refresh_menu_store_products(uuid[], uuid[]),
  public.refresh_menu_product_rows(uuid[]), public.default_store_stock_from_variants(),
  public.variants_stock_from_default_store(), public.menu_store_products_sync(),
  public.menu_store_products_for_new_stores()
  from public, anon, authenticated;
grant execute on function public.refresh_menu_store_products(uuid[], uuid[]), public.refresh_menu_product_rows(uuid[])
  to service_role;

-- Backfill: every store's rows of every product (menu_products' own rows already say the same).
select public.refresh_menu_store_products(array(select id from public.products), null);
