import { hashPassword } from '#server/auth/index.ts';
import { queryOne, type Queryable } from '#server/db/index.ts';
import type { Role } from '#lib/vocabulary/accounts.ts';
import { DEMO_SECOND_STORE, SECOND_STORE_MANAGER } from './stores.ts';

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  fullName: string;
}

/**
 * Sign-ins for trying the embedded demo store. The passwords are public on purpose; they are
 * only ever created in embedded mode, never on a production database.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@riverraisin.test', password: 'RiverRaisin-Admin-2026', role: 'admin', fullName: 'Avery Admin' },
  {
    email: 'manager@riverraisin.test',
    password: 'RiverRaisin-Manager-2026',
    role: 'manager',
    fullName: 'Morgan Manager',
  },
  {
    email: 'customer@riverraisin.test',
    password: 'RiverRaisin-Customer-2026',
    role: 'customer',
    fullName: 'Casey Customer',
  },
];

/**
 * Creates the demo users (email already confirmed) and their profiles. Existing users are left
 * as they are, password included, and are not hashed again: hashing is the slow part of a re-seed.
 */
export async function seedDemoAccounts(
  tx: Queryable,
  now: Date,
  accounts: readonly DemoAccount[] = DEMO_ACCOUNTS,
): Promise<{ users: number; profiles: number }> {
  const missing: DemoAccount[] = [];
  for (const account of accounts) {
    const found = await queryOne(tx, 'select 1 from auth.users where lower(email) = $1', [account.email]);
    if (!found) missing.push(account);
  }
  const hashes = await Promise.all(missing.map((account) => hashPassword(account.password)));

  let users = 0;
  for (const [index, account] of missing.entries()) {
    const rows = await tx.query(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ($1, $2, $3::timestamptz, $4::text::jsonb, $5::text::jsonb, $3::timestamptz, $3::timestamptz)
       on conflict (email) do nothing
       returning id`,
      [
        account.email,
        hashes[index],
        now.toISOString(),
        JSON.stringify({ provider: 'email', providers: ['email'] }),
        JSON.stringify({ full_name: account.fullName }),
      ],
    );
    users += rows.length;
  }

  let profiles = 0;
  for (const account of accounts) {
    const rows = await tx.query(
      `insert into public.profiles (id, role, full_name)
       select id, $2, $3 from auth.users where lower(email) = $1
       on conflict (id) do nothing
       returning id`,
      [account.email, account.role, account.fullName],
    );
    profiles += rows.length;
  }
  // The demo customer starts with points to spend, so trying a redemption needs no pickup first.
  await tx.query(
    `insert into reward_ledger (customer_id, points, reason, note, created_at)
     select p.id, $2, 'adjustment', 'Welcome points for the demo store', $3::timestamptz
       from auth.users u join profiles p on p.id = u.id
      where lower(u.email) = $1
        and not exists (select 1 from reward_ledger r where r.customer_id = p.id and r.reason = 'adjustment')`,
    ['customer@riverraisin.test', DEMO_CUSTOMER_POINTS, now.toISOString()],
  );
  return { users, profiles };
}

/** Points the demo customer starts with. */
export const DEMO_CUSTOMER_POINTS = 250;

/**
 * The chain's managers: the demo manager runs both stores, the Ypsilanti manager that store only
 * (decision 63: with several stores a manager sees the stores they are given). Returns the
 * assignments added.
 */
export async function seedSecondStoreManagers(tx: Queryable, now: Date): Promise<number> {
  await seedDemoAccounts(tx, now, [SECOND_STORE_MANAGER]);
  const rows = await tx.query(
    `insert into public.staff_store_assignments (user_id, store_id)
     select u.id, s.id from auth.users u cross join public.stores s
      where (lower(u.email) = $1) or (lower(u.email) = $2 and s.slug = $3)
     on conflict do nothing
     returning 1`,
    ['manager@riverraisin.test', SECOND_STORE_MANAGER.email, DEMO_SECOND_STORE.slug],
  );
  return rows.length;
}
