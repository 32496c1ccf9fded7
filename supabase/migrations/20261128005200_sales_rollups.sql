-- The sales report's rollups: small tables at the store-local day, rebuilt day by day from the
-- counted orders (status placed, accepted, ready or picked_up; src/server/reporting/sales/) when
-- `report_changes` says a day changed. Money is integer cents, as on the orders.

-- Whole orders by day, local hour and menu: the headline splits of discounts (deals, points,
-- referral credit are only known per order), the hour × weekday grid.
create table public.sales_rollup_hours (
  day date not null,
  hour smallint not null check (hour between 0 and 23),
  menu_mode text not null check (menu_mode in ('adult', 'medical')),
  orders integer not null,
  units integer not null,
  gross_cents integer not null,
  discount_cents integer not null,
  deal_discount_cents integer not null,
  points_redeemed integer not null,
  points_orders integer not null,
  points_discount_cents integer not null,
  referral_orders integer not null,
  referral_discount_cents integer not null,
  net_cents integer not null,
  excise_cents integer not null,
  sales_tax_cents integer not null,
  total_cents integer not null,
  primary key (day, hour, menu_mode)
);

-- Order lines by day and menu for every slice a filter can ask for: `category_key` is '' (every
-- category), a category's id (its products and its subcategories' products) or '-' (a product no
-- longer in the catalog); `brand_key` is '', a brand's id or '-' (no brand). `orders` counts the
-- orders with at least one line in the slice, so it is exact for any filter.
create table public.sales_rollup_segments (
  category_key text not null,
  brand_key text not null,
  day date not null,
  menu_mode text not null check (menu_mode in ('adult', 'medical')),
  orders integer not null,
  units integer not null,
  gross_cents integer not null,
  discount_cents integer not null,
  net_cents integer not null,
  excise_cents integer not null,
  sales_tax_cents integer not null,
  total_cents integer not null,
  primary key (category_key, brand_key, day, menu_mode)
);
create index sales_rollup_segments_day_idx on public.sales_rollup_segments (day);

-- Order lines by day, menu and product (`product_key`: the product's id, or 'slug:' and the slug
-- the line kept when the product is gone), with the product's category and brand when rolled up.
create table public.sales_rollup_products (
  day date not null,
  menu_mode text not null check (menu_mode in ('adult', 'medical')),
  product_key text not null,
  product_name text not null,
  category_key text not null,
  brand_key text not null,
  orders integer not null,
  units integer not null,
  gross_cents integer not null,
  discount_cents integer not null,
  net_cents integer not null,
  excise_cents integer not null,
  sales_tax_cents integer not null,
  total_cents integer not null,
  primary key (day, menu_mode, product_key)
);

-- The same two rollups by month (`month` is its first day), summed from the days: a year's
-- breakdown reads twelve months and the days at either end instead of every day.
create table public.sales_rollup_segment_months (
  category_key text not null,
  brand_key text not null,
  month date not null check (extract(day from month) = 1),
  menu_mode text not null check (menu_mode in ('adult', 'medical')),
  orders integer not null,
  units integer not null,
  gross_cents integer not null,
  discount_cents integer not null,
  net_cents integer not null,
  excise_cents integer not null,
  sales_tax_cents integer not null,
  total_cents integer not null,
  primary key (category_key, brand_key, month, menu_mode)
);
create index sales_rollup_segment_months_month_idx on public.sales_rollup_segment_months (month);

create table public.sales_rollup_product_months (
  month date not null check (extract(day from month) = 1),
  menu_mode text not null check (menu_mode in ('adult', 'medical')),
  product_key text not null,
  product_name text not null,
  category_key text not null,
  brand_key text not null,
  orders integer not null,
  units integer not null,
  gross_cents integer not null,
  discount_cents integer not null,
  net_cents integer not null,
  excise_cents integer not null,
  sales_tax_cents integer not null,
  total_cents integer not null,
  primary key (month, menu_mode, product_key)
);

-- What each deal took off orders, by day and menu (from `orders.discounts`; points and referral
-- credit are in the hours rollup).
create table public.sales_rollup_deals (
  day date not null,
  menu_mode text not null check (menu_mode in ('adult', 'medical')),
  deal_slug text not null,
  deal_title text not null,
  orders integer not null,
  savings_cents integer not null,
  primary key (day, menu_mode, deal_slug)
);

-- Sales are rolled up by the category and brand a product has: moving a product to another
-- category or brand, moving a category under another parent, or deleting a product marks every
-- store-local day the products sold on ('catalog'), so those days are rolled up again.
create index order_lines_orphan_slug_idx on public.order_lines (product_slug) where variant_id is null;

create function public.note_product_sales_days(product_ids uuid[], product_slugs text[]) returns void
language sql as $$
  insert into public.report_changes (subject, at)
  select 'catalog', min(o.placed_at)
    from public.orders o
   where o.id in (select l.order_id from public.order_lines l
                   where l.variant_id in (select v.id from public.variants v where v.product_id = any(product_ids))
                  union
                  select l.order_id from public.order_lines l
                   where l.variant_id is null and l.product_slug = any(product_slugs))
   group by (o.placed_at at time zone (select timezone from public.store_settings limit 1))::date
$$;

create function public.note_product_catalog_change() returns trigger
language plpgsql as $$
begin
  perform public.note_product_sales_days(array[old.id], array[old.slug]);
  return null;
end
$$;

create trigger products_sales_catalog_change
  after update of category_id, brand_id on public.products
  for each row when (old.category_id is distinct from new.category_id or old.brand_id is distinct from new.brand_id)
  execute function public.note_product_catalog_change();

-- Before the delete, while the product's sizes (and so its lines) can still be found.
create function public.note_product_deleted() returns trigger
language plpgsql as $$
begin
  perform public.note_product_sales_days(array[old.id], array[old.slug]);
  return old;
end
$$;

create trigger products_sales_deleted
  before delete on public.products
  for each row execute function public.note_product_deleted();

create function public.note_category_parent_change() returns trigger
language plpgsql as $$
declare
  moved uuid[];
begin
  with recursive below (id, depth) as (
    select new.id, 0
    union all
    select c.id, below.depth + 1 from public.categories c join below on c.parent_id = below.id where below.depth < 20
  )
  select array_agg(p.id) into moved from public.products p where p.category_id in (select id from below);
  if moved is not null then
    perform public.note_product_sales_days(moved, array(select slug from public.products where id = any(moved)));
  end if;
  return null;
end
$$;

create trigger categories_sales_parent_change
  after update of parent_id on public.categories
  for each row when (old.parent_id is distinct from new.parent_id)
  execute function public.note_category_parent_change();

alter table public.sales_rollup_hours enable row level security;
alter table public.sales_rollup_segments enable row level security;
alter table public.sales_rollup_products enable row level security;
alter table public.sales_rollup_deals enable row level security;
alter table public.sales_rollup_segment_months enable row level security;
alter table public.sales_rollup_product_months enable row level security;
revoke all on public.sales_rollup_hours, public.sales_rollup_segments, public.sales_rollup_products,
  public.sales_rollup_deals, public.sales_rollup_segment_months, public.sales_rollup_product_months
  from anon, authenticated;
