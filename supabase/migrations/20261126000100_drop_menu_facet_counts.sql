-- The menu has one engine: each process's facet index counts every menu's facets (src/server/menu,
-- docs/decisions/0017-one-menu-engine.md). The stored facet counts of unfiltered menus were read
-- only by the database-only path that served processes without change notifications; that path
-- is gone, so the table goes with the trigger and function that kept it.
-- (menu_products.facet_keys, what each product added to these counts, is still written by
-- refresh_menu_products and read by nothing.)

drop trigger menu_facet_counts_insert on public.menu_products;
drop trigger menu_facet_counts_update on public.menu_products;
drop trigger menu_facet_counts_delete on public.menu_products;
drop function public.menu_facet_counts_sync();
drop table public.menu_facet_counts;
