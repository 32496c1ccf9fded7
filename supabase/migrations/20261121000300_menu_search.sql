-- The menu's read model: one row per product holding everything a menu card, a filter, a sort or
-- a search needs (`menu_products`), and the facet counts of the unfiltered menu of every
-- category (`menu_facet_counts`), so a menu page is an indexed read of one or two tables instead
-- of joins and aggregates over products, variants, batches, images, brands, strains and
-- categories.
--
-- Statement-level triggers (with transition tables) on every source table collect the products a
-- statement touched and rebuild their rows in one set-based statement, so an update of 100 000
-- variants costs one refresh, not 100 000. Each such statement also sends one
-- `pg_notify('catalog_changed', …)` for the page caches of every app instance.
--
-- Two things are deliberately decided when the menu is read, not stored: batch expiry
-- (`sellable_until >= current_date`, so a lot lapses at midnight without any write) and deals
-- (they depend on the clock, the store's weekday and the shopper's menu).

-- Fixed-width columns first: filters and sorts read them without walking past the arrays and text.
create table public.menu_products (
  product_id uuid primary key references public.products (id) on delete cascade,
  -- Active, with an active size and, for cannabis, an active batch not past its expiry when the row
  -- was written. Lots lapse at midnight without any write, so readers check sellable_until too
  -- (and settle_lapsed_menu_products() rewrites lapsed rows, which takes them out of the counts).
  listed boolean not null,
  in_stock boolean not null,
  medical_only boolean not null,
  featured boolean not null,
  is_cannabis boolean not null,
  -- Of the cheapest adult-use size: whether the menu's out-the-door price includes excise.
  excise_taxable boolean not null,
  -- The latest expiry among active batches ('infinity' when one never expires, and for goods that
  -- need no batch): the product is sellable while `sellable_until >= current_date`.
  sellable_until date not null,
  -- The cheapest active size in stock (the cheapest active size when none is in stock); the
  -- medical price falls back to the adult-use price where a size has none.
  adult_price_cents integer,
  medical_price_cents integer,
  -- Active sizes.
  size_count integer not null,
  servings_per_package integer,
  image_width integer,
  image_height integer,
  created_at timestamptz not null,
  brand_id uuid,
  category_id uuid not null,
  -- From the newest active batch, in the product's potency unit only: a percent product has null
  -- milligrams and vice versa, so a THC % range never matches an edible.
  thc_percent numeric(5, 2),
  cbd_percent numeric(5, 2),
  thc_mg numeric(8, 2),
  cbd_mg numeric(8, 2),
  slug text not null,
  name text not null,
  -- lower(name) in byte order: both engines sort names the same way whatever their collation.
  sort_name text collate "C" not null,
  brand_slug text,
  brand_name text,
  category_slug text not null,
  category_name text not null,
  potency_unit text not null,
  strain_type text,
  image_path text,
  image_alt text,
  -- The product's category and all its ancestors, top-level first: category_path[1] is the
  -- menu section, and `category_path @> array[x]` selects a category with its descendants.
  category_path uuid[] not null,
  -- Lower-case kebab-case keys, as menu URLs carry them: the product's effects (else its
  -- strain's); the terpenes of the newest active batch (else the strain's typical ones).
  effects text[] not null,
  terpenes text[] not null,
  -- Package weights in milligrams of the sizes in stock (of all active sizes when none is).
  weights integer[] not null,
  -- What the product adds to `menu_facet_counts` (see there), besides its category.
  facet_keys text[] not null,
  -- Lower-case name, brand and strain, for trigram matching of typos and partial words in what
  -- shoppers type most ("blue dreem"). Kept short on purpose: every candidate row is rechecked,
  -- and categories, effects and terpenes are found through the full text above.
  search_text text not null,
  -- Weighted full text: name A; brand, strain and strain type B; category path C; effects,
  -- terpenes and description D.
  search_document tsvector not null
);

comment on table public.menu_products is
  'Read model of the menu, one row per product, kept current by triggers; never written by the app.';

-- Search.
create index menu_products_search_document_idx on public.menu_products using gin (search_document);
create index menu_products_search_text_trgm_idx on public.menu_products using gin (search_text gin_trgm_ops);
create index menu_products_name_trgm_idx on public.menu_products using gin (name gin_trgm_ops);

-- Filters (only listed rows are ever read).
create index menu_products_category_path_idx on public.menu_products using gin (category_path) where listed;
create index menu_products_effects_idx on public.menu_products using gin (effects) where listed;
create index menu_products_terpenes_idx on public.menu_products using gin (terpenes) where listed;
create index menu_products_weights_idx on public.menu_products using gin (weights) where listed;
create index menu_products_brand_idx on public.menu_products (brand_slug, in_stock desc, featured desc, sort_name) where listed;
-- Listed products whose last lot has lapsed since their row was written: few, and subtracted
-- from the facet counts by readers.
create index menu_products_sellable_until_idx on public.menu_products (sellable_until) where listed;

-- Sorts. Every menu lists in-stock products first, so each sort key follows in_stock.
create index menu_products_featured_idx
  on public.menu_products (in_stock desc, featured desc, sort_name, product_id) where listed;
-- A menu section (top-level category) and a category without subcategories, in menu order.
create index menu_products_section_featured_idx
  on public.menu_products ((category_path[1]), in_stock desc, featured desc, sort_name, product_id) where listed;
create index menu_products_category_featured_idx
  on public.menu_products (category_id, in_stock desc, featured desc, sort_name, product_id) where listed;
-- Menu sections by price (a section's price sort, and a category discount's share of a price sort).
create index menu_products_section_adult_price_idx
  on public.menu_products ((category_path[1]), in_stock desc, adult_price_cents, sort_name, product_id) where listed;
create index menu_products_section_adult_price_desc_idx
  on public.menu_products ((category_path[1]), in_stock desc, adult_price_cents desc, sort_name, product_id) where listed;
create index menu_products_section_medical_price_idx
  on public.menu_products ((category_path[1]), in_stock desc, medical_price_cents, sort_name, product_id) where listed;
create index menu_products_section_medical_price_desc_idx
  on public.menu_products ((category_path[1]), in_stock desc, medical_price_cents desc, sort_name, product_id) where listed;
-- Potency within a section: percent and milligram products sort apart, so the menu-wide order
-- would pass every vape and concentrate before the first flower.
create index menu_products_section_potency_idx
  on public.menu_products ((category_path[1]), in_stock desc, thc_percent desc nulls last, thc_mg desc nulls last,
    sort_name, product_id) where listed;
create index menu_products_name_idx on public.menu_products (in_stock desc, sort_name, product_id) where listed;
create index menu_products_adult_price_idx
  on public.menu_products (in_stock desc, adult_price_cents, sort_name, product_id) where listed;
create index menu_products_adult_price_desc_idx
  on public.menu_products (in_stock desc, adult_price_cents desc, sort_name, product_id) where listed;
create index menu_products_medical_price_idx
  on public.menu_products (in_stock desc, medical_price_cents, sort_name, product_id) where listed;
create index menu_products_medical_price_desc_idx
  on public.menu_products (in_stock desc, medical_price_cents desc, sort_name, product_id) where listed;
create index menu_products_potency_idx
  on public.menu_products (in_stock desc, thc_percent desc nulls last, thc_mg desc nulls last, sort_name, product_id)
  where listed;
create index menu_products_newest_idx
  on public.menu_products (in_stock desc, created_at desc, sort_name, product_id) where listed;

alter table public.menu_products enable row level security;
revoke all on public.menu_products from anon, authenticated;

-- The facet counts of the unfiltered menu: for the whole menu (the nil uuid) and for every
-- category (its subcategories included), how many listed products carry each key, counted four
-- ways (adult-use menu or medical menu, all or in stock only). Counting 25 000 products per page
-- view takes tens of milliseconds; reading these rows takes one. A menu with filters counts its
-- (narrower) matches itself. Keys:
--   '*'                          every product
--   'brand:{slug}', 'type:{strain type}', 'effect:{key}', 'terpene:{key}', 'weight:{mg}'
--   'category:{id}'              the subcategory of the scope the product sits under
--   'thc:{floor}', 'thc+:{ceil}' THC percent rounded down and up (the span of a range input);
--   'cbd:…', 'cbd+:…' likewise
--   'adult:{cents}', 'medical:{cents}'  the menu price before deals, exact, so readers can apply deals
-- Rows whose counts fall to zero stay (a key seen once is likely seen again); readers skip them.
create table public.menu_facet_counts (
  scope_id uuid not null,
  key text not null,
  adult_all integer not null default 0,
  adult_in_stock integer not null default 0,
  medical_all integer not null default 0,
  medical_in_stock integer not null default 0,
  primary key (scope_id, key)
);

comment on table public.menu_facet_counts is
  'Facet counts of the unfiltered menu per category scope (nil uuid: the whole menu); maintained by triggers on menu_products.';

alter table public.menu_facet_counts enable row level security;
revoke all on public.menu_facet_counts from anon, authenticated;

-- Rebuilds the rows of the given products in one statement; a product that no longer exists
-- simply has no row (its row went with it through the foreign key). Rows whose content did not
-- change are not rewritten, so a stock update that crosses no zero leaves the table alone.
-- Returns how many rows were written.
create function public.refresh_menu_products(product_ids uuid[]) returns integer
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
  sizes as (
    select v.product_id,
           bool_or(v.stock > 0) as in_stock,
           count(*)::integer as size_count,
           min(v.adult_use_price_cents) filter (where v.stock > 0) as adult_in_stock,
           min(v.adult_use_price_cents) as adult_any,
           min(coalesce(v.medical_price_cents, v.adult_use_price_cents)) filter (where v.stock > 0) as medical_in_stock,
           min(coalesce(v.medical_price_cents, v.adult_use_price_cents)) as medical_any,
           array_agg(distinct v.weight_mg order by v.weight_mg)
             filter (where v.stock > 0 and v.weight_mg is not null) as weights_in_stock,
           array_agg(distinct v.weight_mg order by v.weight_mg) filter (where v.weight_mg is not null) as weights_any,
           (array_agg(v.excise_taxable order by v.stock > 0 desc, v.adult_use_price_cents, v.position))[1]
             as excise_taxable
      from public.variants v join target on target.id = v.product_id
     where v.active
     group by v.product_id
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
           coalesce(case when sz.in_stock then sz.weights_in_stock else sz.weights_any end, '{}') as weights,
           p.potency_unit, p.servings_per_package,
           case when p.potency_unit = 'percent' then nb.thc_percent end as thc_percent,
           case when p.potency_unit = 'percent' then nb.cbd_percent end as cbd_percent,
           case when p.potency_unit = 'mg' then nb.thc_mg end as thc_mg,
           case when p.potency_unit = 'mg' then nb.cbd_mg end as cbd_mg,
           case when sz.in_stock then sz.adult_in_stock else sz.adult_any end as adult_price_cents,
           case when sz.in_stock then sz.medical_in_stock else sz.medical_any end as medical_price_cents,
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

-- Rewrites the rows of listed products whose last lot lapsed since they were written: they become
-- unlisted, and leave menu_facet_counts (readers subtract them until then). Run it now and then
-- (a daily job, or after loading a catalog); returns how many rows it rewrote.
create function public.settle_lapsed_menu_products() returns integer
  language sql
  as $$
    select public.refresh_menu_products(array(
      select m.product_id from public.menu_products m where m.listed and m.sellable_until < current_date))
  $$;

-- The products a shopper's search matches: every word as a prefix of the full text (name,
-- brand, strain, categories, effects, terpenes, description); when that finds less than a page,
-- also the whole term similar to a stretch of name, brand and strain (typos: "blue dreem").
-- Both predicates cost far more per row than the planner assumes (a text-search match, a trigram
-- similarity), so on a small menu it would read every row and evaluate them; the GIN indexes
-- are always the better way, and this function plans its queries with sequential scans off to
-- say so. It runs once per statement (menu_hits in src/server/catalog/menu-sql.ts).
create function public.menu_search_matches(term text, prefix_query text) returns uuid[]
  language plpgsql
  stable
  set enable_seqscan = off
  as $$
declare
  found uuid[] := '{}';
begin
  if prefix_query <> '' then
    found := array(select s.product_id from public.menu_products s
                    where s.search_document @@ to_tsquery('english', prefix_query));
  end if;
  if cardinality(found) < 24 then
    found := array(select unnest(found)
                   union
                   select s.product_id from public.menu_products s where term <% s.search_text);
  end if;
  return found;
end
$$;

-- One notification per statement. The payload names the table, the operation, how many menu rows
-- were rewritten and, when there are few, which products changed, so a cache may drop only those.
create function public.notify_catalog_changed(source text, operation text, product_ids uuid[], menu_rows integer)
  returns void
  language sql
  as $$
    select pg_notify('catalog_changed', json_build_object(
      'table', source,
      'op', lower(operation),
      'menuRows', menu_rows,
      'productIds', case when cardinality(product_ids) <= 50 then to_json(product_ids) end
    )::text)
  $$;

-- products, variants, batches, product_images: the product ids of the rows the statement wrote.
-- Transition tables may be named in a trigger of one event only, so each table has three triggers
-- sharing this function; a branch not taken never reads a transition table its trigger lacks.
create function public.menu_products_sync_rows() returns trigger
  language plpgsql
  as $$
declare
  ids uuid[];
  key text := case when tg_table_name = 'products' then 'id' else 'product_id' end;
begin
  if tg_op = 'INSERT' then
    execute format('select array_agg(distinct %I) from new_rows', key) into ids;
  elsif tg_op = 'DELETE' then
    execute format('select array_agg(distinct %I) from old_rows', key) into ids;
  elsif tg_table_name = 'variants' then
    -- An order moves stock all day long (12 → 11) without changing anything a shopper sees: only
    -- a change of another column or of the stock state (sold out, low stock at 5 or fewer —
    -- LOW_STOCK_THRESHOLD in src/server/catalog/product-page.ts — or in stock) counts.
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

-- brands, strains, categories: the products that show the changed rows.
create function public.menu_products_sync_references() returns trigger
  language plpgsql
  as $$
declare
  changed uuid[];
  ids uuid[];
begin
  select array_agg(id) into changed from new_rows;
  if changed is null then
    return null;
  end if;
  if tg_table_name = 'brands' then
    select array_agg(p.id) into ids from public.products p where p.brand_id = any (changed);
  elsif tg_table_name = 'strains' then
    select array_agg(p.id) into ids from public.products p where p.strain_id = any (changed);
  else
    -- A renamed or moved category changes the path of every product below it.
    select array_agg(distinct id) into ids from (
      select m.product_id as id from public.menu_products m where m.category_path && changed
      union all
      select p.id from public.products p where p.category_id = any (changed)
    ) x;
  end if;
  perform public.notify_catalog_changed(tg_table_name, tg_op, ids, public.refresh_menu_products(ids));
  return null;
end
$$;

-- Inserting or deleting a brand, strain or category changes no product (a product cannot point at
-- a row that is not there yet, and deletes are restricted or set products' columns, whose own
-- triggers run), but navigation and filters may change, so caches still hear about it. (Deals
-- announce themselves on `store_changed`, 20261121000400.)
create function public.menu_notify_statement() returns trigger
  language plpgsql
  as $$
begin
  perform public.notify_catalog_changed(tg_table_name, tg_op, null, 0);
  return null;
end
$$;

create trigger menu_products_sync_insert after insert on public.products
  referencing new table as new_rows for each statement execute function public.menu_products_sync_rows();
create trigger menu_products_sync_update after update on public.products
  referencing old table as old_rows new table as new_rows for each statement execute function public.menu_products_sync_rows();
create trigger menu_products_sync_delete after delete on public.products
  referencing old table as old_rows for each statement execute function public.menu_products_sync_rows();

create trigger menu_products_sync_insert after insert on public.variants
  referencing new table as new_rows for each statement execute function public.menu_products_sync_rows();
create trigger menu_products_sync_update after update on public.variants
  referencing old table as old_rows new table as new_rows for each statement execute function public.menu_products_sync_rows();
create trigger menu_products_sync_delete after delete on public.variants
  referencing old table as old_rows for each statement execute function public.menu_products_sync_rows();

create trigger menu_products_sync_insert after insert on public.batches
  referencing new table as new_rows for each statement execute function public.menu_products_sync_rows();
create trigger menu_products_sync_update after update on public.batches
  referencing old table as old_rows new table as new_rows for each statement execute function public.menu_products_sync_rows();
create trigger menu_products_sync_delete after delete on public.batches
  referencing old table as old_rows for each statement execute function public.menu_products_sync_rows();

create trigger menu_products_sync_insert after insert on public.product_images
  referencing new table as new_rows for each statement execute function public.menu_products_sync_rows();
create trigger menu_products_sync_update after update on public.product_images
  referencing old table as old_rows new table as new_rows for each statement execute function public.menu_products_sync_rows();
create trigger menu_products_sync_delete after delete on public.product_images
  referencing old table as old_rows for each statement execute function public.menu_products_sync_rows();

create trigger menu_products_sync_update after update on public.brands
  referencing new table as new_rows for each statement execute function public.menu_products_sync_references();
create trigger menu_products_sync_update after update on public.strains
  referencing new table as new_rows for each statement execute function public.menu_products_sync_references();
create trigger menu_products_sync_update after update on public.categories
  referencing new table as new_rows for each statement execute function public.menu_products_sync_references();

create trigger menu_notify_insert_delete after insert or delete on public.brands
  for each statement execute function public.menu_notify_statement();
create trigger menu_notify_insert_delete after insert or delete on public.strains
  for each statement execute function public.menu_notify_statement();
create trigger menu_notify_insert_delete after insert or delete on public.categories
  for each statement execute function public.menu_notify_statement();

-- Keeps menu_facet_counts in step with the rows a statement wrote to menu_products: each changed
-- row takes its old keys away and adds its new ones, in every scope it belongs to (the whole menu
-- and each category on its path), aggregated into one upsert per statement.
create function public.menu_facet_counts_sync() returns trigger
  language plpgsql
  as $$
declare
  changes text;
begin
  -- Statement triggers fire for statements that wrote nothing, such as a refresh that found no
  -- change; skip planning the upsert for them.
  if tg_op = 'DELETE' then
    perform from old_rows limit 1;
  else
    perform from new_rows limit 1;
  end if;
  if not found then
    return null;
  end if;
  changes := case tg_op
    when 'INSERT' then 'select 1 as sign, n.* from new_rows n'
    when 'DELETE' then 'select -1 as sign, o.* from old_rows o'
    -- Only rows whose counted columns changed; most updates (a new image, a name) change none.
    else 'select x.* from old_rows o join new_rows n using (product_id)
            cross join lateral (select 1 as sign, n.* union all select -1, o.*) x
           where (o.listed, o.medical_only, o.in_stock, o.category_path, o.facet_keys)
                 is distinct from (n.listed, n.medical_only, n.in_stock, n.category_path, n.facet_keys)'
  end;
  execute format($sql$
    insert into public.menu_facet_counts as f (scope_id, key, adult_all, adult_in_stock, medical_all, medical_in_stock)
    select s.scope_id, k.key,
           coalesce(sum(c.sign) filter (where not c.medical_only), 0),
           coalesce(sum(c.sign) filter (where not c.medical_only and c.in_stock), 0),
           sum(c.sign),
           coalesce(sum(c.sign) filter (where c.in_stock), 0)
      from (%s) c
      -- The scopes of a row: the whole menu, then each category on its path; `child` is the
      -- position on the path of the subcategory the product sits under in that scope.
      cross join lateral (
        select '00000000-0000-0000-0000-000000000000'::uuid as scope_id, 1 as child
        union all
        select u.id, u.depth::integer + 1 from unnest(c.category_path) with ordinality as u (id, depth)
      ) s
      cross join lateral (
        select unnest(c.facet_keys) as key
        union all
        select 'category:' || c.category_path[s.child] where s.child <= cardinality(c.category_path)
      ) k
     where c.listed
     group by s.scope_id, k.key
    having sum(c.sign) <> 0
        or coalesce(sum(c.sign) filter (where c.in_stock), 0) <> 0
        or coalesce(sum(c.sign) filter (where not c.medical_only), 0) <> 0
        or coalesce(sum(c.sign) filter (where not c.medical_only and c.in_stock), 0) <> 0
    on conflict (scope_id, key) do update set
      adult_all = f.adult_all + excluded.adult_all,
      adult_in_stock = f.adult_in_stock + excluded.adult_in_stock,
      medical_all = f.medical_all + excluded.medical_all,
      medical_in_stock = f.medical_in_stock + excluded.medical_in_stock
  $sql$, changes);
  return null;
end
$$;

create trigger menu_facet_counts_insert after insert on public.menu_products
  referencing new table as new_rows for each statement execute function public.menu_facet_counts_sync();
create trigger menu_facet_counts_update after update on public.menu_products
  referencing old table as old_rows new table as new_rows for each statement execute function public.menu_facet_counts_sync();
create trigger menu_facet_counts_delete after delete on public.menu_products
  referencing old table as old_rows for each statement execute function public.menu_facet_counts_sync();

-- Supabase exposes functions to the API roles as RPC; none of these is theirs to call (anyone
-- could otherwise flood `catalog_changed`). The triggers run them as the writing role: the owner,
-- or Supabase's service_role.
revoke all on function public.refresh_menu_products(uuid[]), public.settle_lapsed_menu_products(),
  public.menu_search_matches(text, text),
  public.notify_catalog_changed(text, text, uuid[], integer), public.menu_products_sync_rows(),
  public.menu_products_sync_references(), public.menu_notify_statement(), public.menu_facet_counts_sync()
  from public, anon, authenticated;
grant execute on function public.refresh_menu_products(uuid[]), public.settle_lapsed_menu_products(),
  public.menu_search_matches(text, text),
  public.notify_catalog_changed(text, text, uuid[], integer)
  to service_role;

-- Backfill: every product there is today.
select public.refresh_menu_products(array(select id from public.products));
