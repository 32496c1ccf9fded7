-- When an admin last saved a store's credentials for its source (decision 77): the dashboard shows
-- "saved on <date>" in place of the credentials, which are never read back to a browser.
alter table public.store_inventory_sources add column credentials_saved_at timestamptz;
