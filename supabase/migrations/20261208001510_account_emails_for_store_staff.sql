-- The email of each account, for the dashboard's reads that name people (who moved an order, whom
-- a customer lookup found) and that run in a manager's store scope (decision 63). The scoped role
-- has no access to the `auth` schema, and on Supabase the account that migrates may read
-- `auth.users` but not grant it on: the view runs as its owner, who reads it, and shows only the
-- id and email. The API roles get nothing, as from every table (Supabase grants new relations in
-- `public` to them by default).
create view public.account_emails as
  select id, email::text as email from auth.users;

revoke all on public.account_emails from public, anon, authenticated;
grant select on public.account_emails to rr_store_staff;
