import type { Queryable } from '#server/db/database.ts';

/** A user that was already in the Supabase project before the app's migrations ran. */
export const existingSupabaseUser = {
  id: '6f1d2c3b-4a5e-4f60-8a71-92b3c4d5e6f7',
  email: 'existing-user@supabase.test',
};

/**
 * Gives an empty database what a new Supabase project has before our migrations run: the API
 * roles, Supabase Auth's own `auth.users` (a different table from the shim's: `instance_id`,
 * `is_sso_user`, `is_anonymous`, varchar columns), and default privileges that grant every new
 * table in `public` to the API roles. The last one is why each migration must revoke them.
 */
export async function shapeLikeSupabase(db: Queryable): Promise<void> {
  await db.exec(`
    do $roles$
    begin
      if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
      if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
      if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
    end
    $roles$;

    create schema auth;
    create table auth.users (
      instance_id uuid,
      id uuid not null primary key,
      aud varchar(255),
      role varchar(255),
      email varchar(255),
      encrypted_password varchar(255),
      email_confirmed_at timestamptz,
      invited_at timestamptz,
      confirmation_token varchar(255),
      confirmation_sent_at timestamptz,
      recovery_token varchar(255),
      recovery_sent_at timestamptz,
      email_change_token_new varchar(255),
      email_change varchar(255),
      email_change_sent_at timestamptz,
      last_sign_in_at timestamptz,
      raw_app_meta_data jsonb,
      raw_user_meta_data jsonb,
      is_super_admin boolean,
      created_at timestamptz,
      updated_at timestamptz,
      phone text unique default null,
      phone_confirmed_at timestamptz,
      phone_change text default '',
      phone_change_token varchar(255) default '',
      phone_change_sent_at timestamptz,
      confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
      email_change_token_current varchar(255) default '',
      email_change_confirm_status smallint default 0,
      banned_until timestamptz,
      reauthentication_token varchar(255) default '',
      reauthentication_sent_at timestamptz,
      is_sso_user boolean not null default false,
      deleted_at timestamptz,
      is_anonymous boolean not null default false
    );
    create function auth.uid() returns uuid language sql stable
      as $fn$ select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid $fn$;
    create function auth.role() returns text language sql stable
      as $fn$ select nullif(current_setting('request.jwt.claim.role', true), '')::text $fn$;

    grant usage on schema public to anon, authenticated, service_role;
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  `);
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, now(), now())`,
    [existingSupabaseUser.id, existingSupabaseUser.email],
  );
}
