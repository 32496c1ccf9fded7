-- When an admin last saved a store's credentials for its source (decision 77): the dashboard shows
-- "saved on <date>" in place of the credentials, which are never read back to a browser.
alter table public.store_inventory_sources add column credentials_saved_at timestamptz;

-- Every instance runs the sync job on its own timer: the instance that claims a store syncs it,
-- the others pass it by until the claim ends (or lapses, if that instance stopped mid-sync).
alter table public.store_inventory_sources add column sync_claimed_until timestamptz;
