-- What the dashboard's menu and product lists read: indexes for their searches and sorts over the
-- whole catalog (10 000+ products), and per-product totals of the sizes (lowest price, stock) so a
-- list sorted by price or stock is an index walk, not an aggregate over every variant per page.

-- Names sort in byte order of their lower case, as the menu's sort_name does, on either engine.
create index products_name_sort_idx on public.products ((lower(name) collate "C"), id);
create index products_status_name_sort_idx on public.products (status, (lower(name) collate "C"), id);
-- Read forwards for the oldest first and backwards for the newest first.
create index products_updated_idx on public.products (updated_at, id);
create index products_status_updated_idx on public.products (status, updated_at, id);
-- Searching by part of a name or a SKU.
create index products_name_trgm_idx on public.products using gin (lower(name) gin_trgm_ops);
create index variants_sku_trgm_idx on public.variants using gin (lower(sku) gin_trgm_ops);
create index brands_name_trgm_idx on public.brands using gin (lower(name) gin_trgm_ops);

-- One row per product, kept by triggers on variants and products; never written by the app.
create table public.product_size_totals (
  product_id uuid primary key references public.products (id) on delete cascade,
  -- Active sizes, their units in stock, and the lowest adult-use price among them (null: none).
  size_count integer not null,
  stock integer not null,
  lowest_price_cents integer
);
-- Products without an active size have no price and sort last both ways.
create index product_size_totals_price_idx on public.product_size_totals (lowest_price_cents, product_id);
create index product_size_totals_price_desc_idx
  on public.product_size_totals (lowest_price_cents desc nulls last, product_id desc);
create index product_size_totals_stock_idx on public.product_size_totals (stock, product_id);

comment on table public.product_size_totals is
  'Per-product totals of the active sizes for the dashboard''s sorts, kept current by triggers; never written by the app.';

create function public.refresh_product_size_totals(product_ids uuid[]) returns void
  language sql
  as $$
    insert into public.product_size_totals as t (product_id, size_count, stock, lowest_price_cents)
    select p.id,
           count(v.id) filter (where v.active)::integer,
           coalesce(sum(v.stock) filter (where v.active), 0)::integer,
           min(v.adult_use_price_cents) filter (where v.active)
      from public.products p
      left join public.variants v on v.product_id = p.id
     where p.id = any (product_ids)
     group by p.id
    on conflict (product_id) do update set
      size_count = excluded.size_count, stock = excluded.stock, lowest_price_cents = excluded.lowest_price_cents
    where (t.size_count, t.stock, t.lowest_price_cents)
      is distinct from (excluded.size_count, excluded.stock, excluded.lowest_price_cents)
  $$;

-- Statement-level, as the menu's triggers are: a bulk update of many variants refreshes once.
create function public.product_size_totals_sync() returns trigger
  language plpgsql
  as $$
begin
  if tg_table_name = 'products' then
    perform public.refresh_product_size_totals(array(select id from new_rows));
  elsif tg_op = 'INSERT' then
    perform public.refresh_product_size_totals(array(select distinct product_id from new_rows));
  elsif tg_op = 'UPDATE' then
    perform public.refresh_product_size_totals(array(
      select product_id from new_rows union select product_id from old_rows));
  else
    perform public.refresh_product_size_totals(array(select distinct product_id from old_rows));
  end if;
  return null;
end
$$;

create trigger product_size_totals_insert after insert on public.products
  referencing new table as new_rows for each statement execute function public.product_size_totals_sync();
create trigger product_size_totals_insert after insert on public.variants
  referencing new table as new_rows for each statement execute function public.product_size_totals_sync();
create trigger product_size_totals_update after update on public.variants
  referencing new table as new_rows old table as old_rows
  for each statement execute function public.product_size_totals_sync();
create trigger product_size_totals_delete after delete on public.variants
  referencing old table as old_rows for each statement execute function public.product_size_totals_sync();

select public.refresh_product_size_totals(array(select id from public.products));

alter table public.product_size_totals enable row level security;
revoke all on public.product_size_totals from anon, authenticated;
