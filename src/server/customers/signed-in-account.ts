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
  /**
   * A manager's stores (ids), the only ones whose data they see and change in the dashboard;
   * absent for an admin, who has every store, and for a customer.
   */
  stores?: readonly string[];
}

/**
 * Joins the provider's user with the app's profile, which decides the role. A user the provider
 * knows but the app has no profile for (a Supabase sign-up made elsewhere) becomes a customer.
 * A disabled profile is nobody.
 */
export async function loadSignedInAccount(db: Queryable, user: AuthUser): Promise<SignedInAccount | null> {
  let [row] = await db.query<{ role: Role; full_name: string; disabled_at: Date | null; stores: string[] | null }>(
    `select p.role, p.full_name, p.disabled_at,
            case when p.role = 'manager' then public.managed_store_ids(p.id) end as stores
       from profiles p where p.id = $1`,
    [user.id],
  );
  if (!row) {
    await ensureProfile(db, user.id, '');
    row = { role: 'customer', full_name: '', disabled_at: null, stores: null };
  }
  if (row.disabled_at) return null;
  return {
    id: user.id,
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    role: row.role,
    fullName: row.full_name,
    ...(row.stores ? { stores: row.stores } : {}),
  };
}
