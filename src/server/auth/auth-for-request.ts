import type { AuthProvider, AuthRequest } from './auth-provider.ts';
import { createEmbeddedAuthProvider } from './embedded/embedded-provider.ts';
import { createSupabaseAuthProvider } from './supabase/supabase-provider.ts';

/**
 * The configured provider for one request: Supabase Auth when SUPABASE_URL and its keys are set
 * (production), the embedded provider otherwise. Both answer the same interface.
 */
export function authForRequest(auth: AuthRequest): AuthProvider {
  return auth.config.supabase ? createSupabaseAuthProvider(auth) : createEmbeddedAuthProvider(auth);
}
