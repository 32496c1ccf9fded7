-- Staff find any order the store ever took, guests' included (the dashboard's "All orders" and
-- customer lookup): by number (already unique), the start of an email or phone number, part of a
-- contact name, the days it was placed and its status, newest first. A store with 100 000 orders
-- answers each from an index instead of reading every order.

-- Newest first, the id breaking ties, for every list and any range of placed days.
create index orders_placed_idx on public.orders (placed_at desc, id desc);
create index orders_status_placed_idx on public.orders (status, placed_at desc, id desc);

-- `like 'prefix%'` whatever the database's collation; equality too.
create index orders_email_prefix_idx on public.orders (lower(email) text_pattern_ops);
create index orders_phone_prefix_idx on public.orders (phone text_pattern_ops);

-- Part of a name, first or last ("jones"), through trigrams.
create index orders_contact_name_trgm_idx on public.orders using gin (lower(contact_name) gin_trgm_ops);
