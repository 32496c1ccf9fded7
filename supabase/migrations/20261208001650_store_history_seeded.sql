-- The demo's year of order history is written once per store. The default store's stays marked by
-- `store_settings.history_seeded_at`, as with one store; another store's by its own row, so a chain
-- seeded again adds no history to either, and a store added later still gets its own.
alter table public.stores add column history_seeded_at timestamptz;
