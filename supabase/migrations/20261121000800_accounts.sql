-- Customer and staff accounts: profile fields a customer keeps, the embedded provider's sessions,
-- single-use account tokens (email confirmation, password reset, email change, invitations),
-- sign-in failures for throttling, and the outbox every email goes through.
-- Identity itself (email, password hash, confirmation) lives in auth.users: Supabase Auth's table
-- in production, the shim's table in embedded mode.

alter table public.profiles
  add column birthday date,
  add column medical_card_number text,
  add column medical_card_expires_on date,
  add column email_marketing_consent_at timestamptz,
  add column sms_marketing_consent_at timestamptz,
  add column disabled_at timestamptz;

create index profiles_phone_idx on public.profiles (phone) where phone is not null;

-- Sessions of the embedded provider (Supabase keeps its own). The cookie holds a random token;
-- only its SHA-256 is stored, so a leaked table signs nobody in.
create table public.auth_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  user_agent text,
  ip_address text
);
create index auth_sessions_user_idx on public.auth_sessions (user_id) where revoked_at is null;

-- Links sent by email. Single use (used_at) and expiring; only the token's SHA-256 is stored.
create table public.account_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  purpose text not null check (purpose in ('confirm_email', 'reset_password', 'change_email', 'invite')),
  token_hash bytea not null unique,
  new_email text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index account_tokens_user_idx on public.account_tokens (user_id, purpose) where used_at is null;

-- Failed sign-ins, counted per account and per address over a sliding window so every instance
-- agrees on who must wait.
create table public.sign_in_failures (
  id bigint generated always as identity primary key,
  account text not null,
  ip_address text not null,
  failed_at timestamptz not null default now()
);
create index sign_in_failures_account_idx on public.sign_in_failures (account, failed_at);
create index sign_in_failures_address_idx on public.sign_in_failures (ip_address, failed_at);

-- Every email the store sends. Without SMTP the outbox is where they stay (admins read it in
-- the dashboard); with SMTP a sender marks them sent.
create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  body_text text not null,
  template text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  failed_at timestamptz,
  failure text
);
create index email_outbox_to_idx on public.email_outbox (lower(to_address), created_at desc);

alter table public.auth_sessions enable row level security;
alter table public.account_tokens enable row level security;
alter table public.sign_in_failures enable row level security;
alter table public.email_outbox enable row level security;
revoke all on public.auth_sessions, public.account_tokens, public.sign_in_failures, public.email_outbox
  from anon, authenticated;
