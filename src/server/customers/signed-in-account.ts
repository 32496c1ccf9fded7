import type { Queryable } from '../db/database.ts';
import type { AuthUser } from '../auth/auth-provider.ts';
import type { Role } from '#lib/vocabulary/accounts.ts';
import { ensureProfile } from './profiles.ts';

/** Who is signed in, as pages, actions and the `$session` store see them. */
export interface SignedInAccount {
  id: string;
  email: string;
  emailConfirmed: boolean;
  role: Role;
  fullName: string;
}

/**
 * Joins the provider's user with the app's profile, which decides the role. A user the provider
 * knows but the app has no profile for (a Supabase sign-up made elsewhere) becomes a customer.
 * A disabled profile is nobody.
 */
export async function loadSignedInAccount(db: Queryable, user: AuthUser): Promise<SignedInAccount | null> {
  let [row] = await db.query<{ role: Role; full_name: string; disabled_at: Date | null }>(
    'select role, full_name, disabled_at from profiles where id = $1',
    [user.id],
  );
  if (!row) {
    await ensureProfile(db, user.id, '');
    row = { role: 'customer', full_name: '', disabled_at: null };
  }
  if (row.disabled_at) return null;
  return {
    id: user.id,
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    role: row.role,
    fullName: row.full_name,
  };
}
