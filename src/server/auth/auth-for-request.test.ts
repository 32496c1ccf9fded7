import type { AstroCookies } from 'astro';
import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { Database } from '../db/database.ts';
import { authForRequest } from './auth-for-request.ts';

/** A request's context; making a provider reads none of it (only its methods would). */
function requestWith(config: Partial<RuntimeConfig>) {
  const url = new URL('http://127.0.0.1:4321/account');
  return {
    db: {} as Database,
    config: { production: false, ...config } as RuntimeConfig,
    cookies: {} as AstroCookies,
    request: new Request(url),
    url,
    clientAddress: '203.0.113.7',
  };
}

describe('the auth provider a request gets', () => {
  it('is the embedded one when Supabase is not configured', () => {
    expect(authForRequest(requestWith({})).kind).toBe('embedded');
  });

  it('is Supabase Auth when SUPABASE_URL and its keys are configured', () => {
    const supabase = {
      url: 'https://abcdefghijklmnopqrst.supabase.co',
      anonKey: 'sb_publishable_anon-key-of-the-project',
      serviceRoleKey: 'sb_secret_service-role-key-of-the-project',
    };
    expect(authForRequest(requestWith({ mode: 'postgres', supabase })).kind).toBe('supabase');
  });
});
