-- Admins read every email the store sent at /dashboard/emails: the newest first, or those to the
-- addresses starting with what they type. The outbox grows with every order, so both read a page
-- from an index instead of sorting the table (`like 'prefix%'` needs `text_pattern_ops` whatever
-- the database's collation).
create index email_outbox_created_idx on public.email_outbox (created_at desc, id desc);
create index email_outbox_to_prefix_idx on public.email_outbox (lower(to_address) text_pattern_ops, created_at desc);
