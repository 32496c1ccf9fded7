-- What the placing request asked for (SHA-256 of its contents), so a key sent again with another
-- cart or other details is refused (422) instead of answered with the first order. Older orders
-- have none and replay as before.
alter table public.orders add column request_fingerprint text;
