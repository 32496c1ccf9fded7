-- The indexes of menu_products that served the database-only menu path, which filtered, sorted and
-- paged in SQL: the facet index of each process does that now (docs/decisions/0017-one-menu-engine.md),
-- and the menu reads menu_products only by primary key, through the search's indexes, and whole
-- when a process fills its index. Every write of the catalog updated all of them.
-- Kept: the full-text and trigram indexes of the search (menu_search_hits), the category paths
-- it finds a search word's categories by, and lapsed lots (settle_lapsed_menu_products runs
-- every minute). The trigram index of names goes too: no statement ever read it (typos are
-- matched in search_text).

drop index public.menu_products_name_trgm_idx;
drop index public.menu_products_effects_idx;
drop index public.menu_products_terpenes_idx;
drop index public.menu_products_weights_idx;
drop index public.menu_products_brand_idx;
drop index public.menu_products_featured_idx;
drop index public.menu_products_section_featured_idx;
drop index public.menu_products_category_featured_idx;
drop index public.menu_products_section_adult_price_idx;
drop index public.menu_products_section_adult_price_desc_idx;
drop index public.menu_products_section_medical_price_idx;
drop index public.menu_products_section_medical_price_desc_idx;
drop index public.menu_products_section_potency_idx;
drop index public.menu_products_name_idx;
drop index public.menu_products_adult_price_idx;
drop index public.menu_products_adult_price_desc_idx;
drop index public.menu_products_medical_price_idx;
drop index public.menu_products_medical_price_desc_idx;
drop index public.menu_products_potency_idx;
drop index public.menu_products_newest_idx;
