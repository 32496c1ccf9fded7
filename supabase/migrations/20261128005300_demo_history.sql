-- The demo store's year of order history (src/server/seed/history) is written once; the day it
-- ends (the seeding day's start) marks it as written, so a later seed never adds it again.
alter table public.store_settings add column history_seeded_at timestamptz;
