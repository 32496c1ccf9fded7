-- What staff changed in the dashboard: who, what, when, and the record before and after. Written
-- in the same transaction as the change, so a change and its entry stand or fall together.
create table public.staff_audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid references auth.users (id) on delete set null,
  -- The actor's email at the time, kept when the account is gone.
  actor_email text not null,
  -- What kind of record: 'product', 'variant', 'category', 'user', 'settings', 'theme', 'media', …
  entity_type text not null check (entity_type ~ '^[a-z_]+$'),
  entity_id text not null,
  -- What was done, e.g. 'price_changed', 'stock_changed', 'role_changed', 'disabled'.
  action text not null check (action ~ '^[a-z_]+$'),
  summary text not null,
  before jsonb,
  after jsonb,
  at timestamptz not null default now()
);
create index staff_audit_log_entity_idx on public.staff_audit_log (entity_type, entity_id, at desc);
create index staff_audit_log_at_idx on public.staff_audit_log (at desc);

alter table public.staff_audit_log enable row level security;
revoke all on public.staff_audit_log from anon, authenticated;
