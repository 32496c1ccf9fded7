import { describe, expect, it } from 'vitest';
import { ConfigurationError } from './configuration-error.ts';
import { readSupabaseConfig } from './supabase-config.ts';

const complete = {
  SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co/',
  SUPABASE_ANON_KEY: 'sb_publishable_anon-key-of-the-project',
  SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_service-role-key-of-the-project',
  DATABASE_URL: 'postgres://postgres@db.abcdefghijklmnopqrst.supabase.co:5432/postgres',
};

describe('Supabase Auth configuration', () => {
  it('is off when no Supabase variable is set (embedded accounts)', () => {
    expect(readSupabaseConfig({})).toBeUndefined();
    expect(readSupabaseConfig({ DATABASE_URL: complete.DATABASE_URL })).toBeUndefined();
  });

  it('is on with the URL (without its trailing slash) and both keys', () => {
    expect(readSupabaseConfig(complete)).toEqual({
      url: 'https://abcdefghijklmnopqrst.supabase.co',
      anonKey: complete.SUPABASE_ANON_KEY,
      serviceRoleKey: complete.SUPABASE_SERVICE_ROLE_KEY,
    });
  });

  it.each([
    ['SUPABASE_ANON_KEY', { ...complete, SUPABASE_ANON_KEY: undefined }],
    ['SUPABASE_URL', { ...complete, SUPABASE_URL: undefined }],
    ['SUPABASE_URL', { SUPABASE_SERVICE_ROLE_KEY: complete.SUPABASE_SERVICE_ROLE_KEY }],
    ['SUPABASE_SERVICE_ROLE_KEY', { ...complete, SUPABASE_SERVICE_ROLE_KEY: undefined }],
    ['DATABASE_URL', { ...complete, DATABASE_URL: undefined }],
  ])('stops the start naming %s when half of it is set', (variable, env) => {
    expect(() => readSupabaseConfig(env)).toThrow(ConfigurationError);
    expect(() => readSupabaseConfig(env)).toThrow(new RegExp(`^${variable} must be set`));
  });
});
