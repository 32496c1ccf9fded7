-- Staff sessions end after hours without use and days after sign-in (src/server/auth/staff-sessions.ts).
-- Embedded sessions carry both times in auth_sessions; a Supabase Auth session is known here only
-- by the session_id of its access token, so the store keeps when it first and last saw each staff one.
create table public.staff_session_activity (
  session_id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  started_at timestamptz not null,
  last_seen_at timestamptz not null
);
create index staff_session_activity_seen_idx on public.staff_session_activity (last_seen_at);

alter table public.staff_session_activity enable row level security;
revoke all on public.staff_session_activity from anon, authenticated;
