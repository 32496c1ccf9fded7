import { ConfigurationError } from './configuration-error.ts';

/** Supabase Auth settings: the project's URL, its public (anon) key and the secret service-role key. */
export interface SupabaseConfig {
  url: string;
  anonKey: string;
  /** For the admin API (staff invitations); never sent to a browser. */
  serviceRoleKey: string;
}

/** The variables that decide whether accounts live in Supabase Auth. */
export interface SupabaseVariables {
  SUPABASE_URL?: string;
  SUPABASE_ANON_KEY?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
  DATABASE_URL?: string;
}

/**
 * Supabase Auth is on when SUPABASE_URL and SUPABASE_ANON_KEY are set, and off when neither is.
 * Half a configuration stops the start instead of quietly falling back to embedded accounts
 * (customers would sign up where production staff cannot see them). With Supabase Auth on, the
 * service-role key is required (staff invitations are made through the admin API) and so is
 * DATABASE_URL: profiles reference `auth.users`, which only the project's own database has.
 */
export function readSupabaseConfig(env: SupabaseVariables): SupabaseConfig | undefined {
  const { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey } = env;
  if (!url) {
    const orphan = anonKey ? 'SUPABASE_ANON_KEY' : serviceRoleKey ? 'SUPABASE_SERVICE_ROLE_KEY' : undefined;
    if (orphan)
      throw new ConfigurationError(
        `SUPABASE_URL must be set when ${orphan} is: it names the project the key belongs to.`,
      );
    return undefined;
  }
  if (!anonKey) {
    throw new ConfigurationError(
      'SUPABASE_ANON_KEY must be set when SUPABASE_URL is: Supabase Auth answers nothing without the project key.',
    );
  }
  if (!serviceRoleKey) {
    throw new ConfigurationError(
      'SUPABASE_SERVICE_ROLE_KEY must be set when SUPABASE_URL is: staff invitations use the Supabase Auth admin API.',
    );
  }
  if (!env.DATABASE_URL) {
    throw new ConfigurationError(
      "DATABASE_URL must be set when SUPABASE_URL is: accounts' profiles live in the Supabase project's database, beside auth.users.",
    );
  }
  return { url: url.replace(/\/$/, ''), anonKey, serviceRoleKey };
}
