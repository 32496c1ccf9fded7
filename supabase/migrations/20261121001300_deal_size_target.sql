-- A pack or buy-x-get-y deal may be for one size only: "any 4 eighths for $100" covers the 3.5 g
-- sizes of its flower, not the ounces. Price cuts (percent or amount off) stay product-wide, so the
-- menu's shelf prices never depend on it.
alter table public.deals
  add column size_weight_mg integer check (size_weight_mg > 0),
  add constraint deals_size_weight_kind check (size_weight_mg is null or kind in ('bundle_price', 'buy_x_get_y'));

-- The demo's pack was always meant for eighths.
update public.deals set size_weight_mg = 3500 where slug = 'any-four-eighths-for-100' and size_weight_mg is null;
