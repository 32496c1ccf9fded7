import type { AuthProvider, AuthRequest } from './auth-provider.ts';
import { createEmbeddedAuthProvider } from './embedded/embedded-provider.ts';

/** The configured provider for one request. */
export function authForRequest(auth: AuthRequest): AuthProvider {
  return createEmbeddedAuthProvider(auth);
}
