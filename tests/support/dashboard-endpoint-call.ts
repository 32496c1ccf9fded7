import type { APIContext, APIRoute } from 'astro';
import { loadSignedInAccount, type SignedInAccount } from '#server/customers/signed-in-account.ts';
import type { RuntimeConfig } from '#server/config/runtime-config.ts';
import type { Database } from '#server/db/database.ts';
import { admitDashboardCall } from '#server/dashboard/dashboard-call-guard.ts';

/** A staff member for endpoint tests, written to auth.users so audit entries can name them. */
export async function insertStaff(db: Database, email = 'manager@example.test'): Promise<SignedInAccount> {
  const [user] = await db.query<{ id: string }>(`insert into auth.users (email) values ($1) returning id`, [email]);
  return { id: user!.id, email, emailConfirmed: true, role: 'manager', fullName: 'Morgan Manager' };
}

/** A signed-in account with its profile's role, as the session loads it (a manager's stores once assigned). */
export async function insertAccount(
  db: Database,
  email: string,
  role: 'manager' | 'admin' | 'customer',
): Promise<SignedInAccount> {
  const [user] = await db.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
    [email],
  );
  await db.query('insert into profiles (id, role, full_name) values ($1, $2, $3)', [user!.id, role, email]);
  return (await loadSignedInAccount(db, { id: user!.id, email, emailConfirmed: true }))!;
}

export interface EndpointCall {
  db: Database;
  staff: SignedInAccount;
  config: Pick<RuntimeConfig, 'mediaDir' | 'mediaBucket' | 'supabase'>;
  request: Request;
  params?: Record<string, string>;
  /** The server clock's time (`locals.clock`), for endpoints that read it. */
  now?: Date;
}

/**
 * Calls a dashboard endpoint's handler as the app would once the dashboard guard let `staff`
 * through (the guard itself is tested with the route table).
 */
export function callEndpoint(
  handler: APIRoute | undefined,
  { db, staff, config, request, params = {}, now }: EndpointCall,
): Promise<Response> {
  if (!handler) throw new Error('The endpoint has no handler for this method.');
  const context = {
    request,
    url: new URL(request.url),
    params,
    locals: { db, config, staff, ...(now ? { clock: { kind: 'machine', now: () => now } } : {}) },
  } as unknown as APIContext;
  return Promise.resolve(handler(context));
}

/** A JSON request to a dashboard endpoint. */
export function jsonRequest(method: string, path: string, body?: unknown): Request {
  return new Request(`http://shop.test/api/dashboard/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export interface GuardedCall {
  db: Database;
  /** The signed-in account as the session loads it (its role and, for a manager, its stores). */
  account: SignedInAccount | null;
  method: string;
  /** The path under `/api/dashboard/`, with its query (`?store=<slug>` the switcher's store). */
  path: string;
  body?: unknown;
  params?: Record<string, string>;
  config?: Partial<RuntimeConfig>;
  /** The server's clock, for endpoints that read it (reports); absent, they have none. */
  clock?: { kind: 'machine' | 'test'; now(): Date };
}

/**
 * Calls a dashboard endpoint as the server runs it: the dashboard guard first (role, the store
 * the call is about, the caller's stores), then, if it lets the call through, the handler.
 */
export async function callThroughGuard(
  handler: APIRoute | undefined,
  { db, account, method, path, body, params = {}, config = {}, clock }: GuardedCall,
): Promise<Response> {
  if (!handler) throw new Error('The endpoint has no handler for this method.');
  const request = jsonRequest(method, path, body);
  const url = new URL(request.url);
  const locals = {
    db,
    config,
    clock,
    currentAccount: () => Promise.resolve(account),
  } as unknown as APIContext['locals'];
  const refused = await admitDashboardCall({ url, request, locals });
  return refused ?? handler({ request, url, params, locals } as unknown as APIContext);
}
