-- Supabase provides the `auth` schema and the anon/authenticated/service_role roles.
-- Plain PostgreSQL and the embedded PGlite database do not, so this migration creates the
-- minimal, Supabase-shaped subset the app relies on, and only where it is missing.
-- On a Supabase project every statement below is skipped.

do $shim$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;

  if not exists (select 1 from pg_namespace where nspname = 'auth') then
    create schema auth;

    create table auth.users (
      id uuid primary key default gen_random_uuid(),
      aud text not null default 'authenticated',
      role text not null default 'authenticated',
      email text unique,
      encrypted_password text,
      email_confirmed_at timestamptz,
      invited_at timestamptz,
      confirmation_token text,
      confirmation_sent_at timestamptz,
      recovery_token text,
      recovery_sent_at timestamptz,
      email_change text,
      email_change_token_new text,
      last_sign_in_at timestamptz,
      raw_app_meta_data jsonb not null default '{}'::jsonb,
      raw_user_meta_data jsonb not null default '{}'::jsonb,
      phone text unique,
      phone_confirmed_at timestamptz,
      banned_until timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    );

    create function auth.uid() returns uuid
      language sql stable
      as $fn$ select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid $fn$;

    create function auth.role() returns text
      language sql stable
      as $fn$ select nullif(current_setting('request.jwt.claim.role', true), '')::text $fn$;
  end if;
end
$shim$;
