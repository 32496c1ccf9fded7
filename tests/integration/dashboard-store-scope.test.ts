import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDetail } from '#lib/users/users.ts';
import { loadSignedInAccount, type SignedInAccount } from '#server/customers/signed-in-account.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import { admitDashboardCall } from '#server/dashboard/dashboard-call-guard.ts';
import type { Database } from '#server/db/database.ts';
import type { StaffCaller } from '#server/http/staff-caller.ts';
import * as userStores from '../../src/pages/api/dashboard/users/[id]/stores.ts';
import { callEndpoint, jsonRequest } from '../support/dashboard-endpoint-call.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/**
 * Managers are given stores, and the dashboard's guard holds every call to them (decision 63): the
 * store a call is about is `?store=<slug>` (else the default store, or a manager's first), a
 * manager asking for a store not theirs is refused, and a manager given no store is refused every
 * endpoint of a store's data. An admin gives a manager stores on the users page, each change logged.
 */
describe(`managers' stores and the dashboard's guard on ${testEngine}`, () => {
  let db: Database;
  let monroe: string;
  let ypsilanti: string;
  let admin: SignedInAccount;
  /** Made while Monroe was the only store: it manages Monroe. */
  let riley: SignedInAccount;
  /** Made once there were two stores: it manages none until an admin gives it one. */
  let nova: SignedInAccount;
  let casey: SignedInAccount;

  async function account(email: string, role: 'customer' | 'manager' | 'admin'): Promise<SignedInAccount> {
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
      [email],
    );
    await db.query('insert into profiles (id, role, full_name) values ($1, $2, $3)', [user!.id, role, email]);
    return (await signedIn(user!.id, email))!;
  }

  const signedIn = (id: string, email: string) => loadSignedInAccount(db, { id, email, emailConfirmed: true });

  /** A dashboard call through the guard: its refusal, or what the endpoint would be handed. */
  async function guard(caller: SignedInAccount | null, method: string, path: string) {
    const url = new URL(`http://shop.test/api/dashboard/${path}`);
    const locals = { db, currentAccount: () => Promise.resolve(caller) } as unknown as APIContext['locals'];
    const refused = await admitDashboardCall({ url, request: new Request(url, { method }), locals });
    if (refused) return { status: refused.status, ...((await refused.json()) as { error: string; reason?: string }) };
    const staff = locals.staff as StaffCaller;
    return { status: 'admitted', allowed: staff.scope.allowed, store: staff.scope.store?.slug ?? null };
  }

  const giveStores = (target: string, storeIds: unknown) =>
    callEndpoint(userStores.PUT, {
      db,
      staff: admin,
      config: {} as never,
      request: jsonRequest('PUT', `users/${target}/stores`, { storeIds }),
      params: { id: target },
    });

  const assignmentsOf = async (userId: string) =>
    (
      await db.query<{ slug: string }>(
        `select s.slug from staff_store_assignments a join stores s on s.id = a.store_id
          where a.user_id = $1 order by s.slug`,
        [userId],
      )
    ).map((row) => row.slug);

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    monroe = (await db.query<{ id: string }>('select id from stores where is_default'))[0]!.id;
    admin = await account('avery@example.com', 'admin');
    riley = await account('riley@example.com', 'manager');
    casey = await account('casey@example.com', 'customer');
    [{ id: ypsilanti }] = (await db.query<{ id: string }>(
      `insert into stores (slug, name, city, municipality, position)
       values ('ypsilanti', 'Ypsilanti', 'Ypsilanti', 'Ypsilanti', 1) returning id`,
    )) as [{ id: string }];
    nova = await account('nova@example.com', 'manager');
  });
  afterAll(() => db.close());

  describe('who manages which store', () => {
    it('gives a manager made while there is one store that store, and one made with two stores none', async () => {
      expect(riley.stores).toEqual([monroe]);
      expect(nova.stores).toEqual([]);
    });

    it('gives an admin and a customer no list: an admin has every store, a customer none', () => {
      expect(admin.stores).toBeUndefined();
      expect(casey.stores).toBeUndefined();
    });
  });

  describe('the guard', () => {
    it('puts a manager’s call on the default store, one of theirs, when it names none', async () => {
      expect(await guard(riley, 'GET', 'orders')).toEqual({ status: 'admitted', allowed: [monroe], store: 'monroe' });
      expect(await guard(riley, 'GET', 'orders?store=monroe')).toMatchObject({ status: 'admitted', store: 'monroe' });
    });

    it('refuses a manager a store not theirs, and one that does not exist, alike', async () => {
      expect(await guard(riley, 'GET', 'orders?store=ypsilanti')).toEqual({
        status: 403,
        error: 'You do not manage the store “ypsilanti”.',
        fields: {},
      });
      expect(await guard(riley, 'GET', 'catalog?store=ypsilanti')).toMatchObject({ status: 403 });
      expect(await guard(riley, 'GET', 'orders?store=nowhere')).toMatchObject({
        status: 403,
        error: 'You do not manage the store “nowhere”.',
      });
    });

    it('gives an admin every store, the default one unless the call names another', async () => {
      expect(await guard(admin, 'GET', 'orders')).toEqual({ status: 'admitted', allowed: 'all', store: 'monroe' });
      expect(await guard(admin, 'GET', 'orders?store=ypsilanti')).toEqual({
        status: 'admitted',
        allowed: 'all',
        store: 'ypsilanti',
      });
      expect(await guard(admin, 'GET', 'orders?store=nowhere')).toMatchObject({
        status: 404,
        error: 'There is no store “nowhere”.',
      });
    });

    it('refuses a manager given no store every endpoint of a store’s data, and says why', async () => {
      for (const [method, path] of [
        ['GET', 'orders'],
        ['GET', 'overview'],
        ['GET', 'catalog/menu'],
        ['GET', 'customers?q=casey'],
      ] as const) {
        expect(await guard(nova, method, path), `${method} ${path}`).toEqual({
          status: 403,
          error: 'You are not assigned to a store yet. An admin gives managers their stores on the users page.',
          fields: {},
          reason: 'no-store',
        });
      }
    });

    it('lets a manager given no store open the organization’s endpoints as before', async () => {
      expect(await guard(nova, 'GET', 'catalog')).toEqual({ status: 'admitted', allowed: [], store: null });
      expect(await guard(nova, 'GET', 'catalog/categories')).toMatchObject({ status: 'admitted' });
    });

    it('keeps the role rules first: signed out 401, a customer 403, a manager 403 on an admin’s endpoint', async () => {
      expect(await guard(null, 'GET', 'orders')).toMatchObject({ status: 401 });
      expect(await guard(casey, 'GET', 'orders?store=monroe')).toMatchObject({
        status: 403,
        error: 'Only store staff can do this.',
      });
      expect(await guard(riley, 'PUT', `users/${nova.id}/stores`)).toMatchObject({
        status: 403,
        error: 'Only an admin can do this.',
      });
    });
  });

  describe('giving a manager stores', () => {
    it('gives exactly the stores sent, logs the change, and the guard follows it', async () => {
      const answer = await giveStores(nova.id, [ypsilanti, monroe]);
      expect(answer.status).toBe(200);
      const detail = (await answer.json()) as UserDetail;
      expect(detail.stores).toEqual([
        { id: monroe, slug: 'monroe', name: 'Monroe', assigned: true },
        { id: ypsilanti, slug: 'ypsilanti', name: 'Ypsilanti', assigned: true },
      ]);
      expect(detail.audit[0]).toMatchObject({
        actorEmail: 'avery@example.com',
        action: 'stores_changed',
        summary: 'Stores changed from no store to Monroe, Ypsilanti',
        before: { stores: [] },
        after: { stores: ['monroe', 'ypsilanti'] },
      });
      nova = (await signedIn(nova.id, nova.email))!;
      expect(await guard(nova, 'GET', 'orders?store=ypsilanti')).toMatchObject({ status: 'admitted' });

      expect((await giveStores(nova.id, [ypsilanti])).status).toBe(200);
      expect(await assignmentsOf(nova.id)).toEqual(['ypsilanti']);
      nova = (await signedIn(nova.id, nova.email))!;
      expect(await guard(nova, 'GET', 'orders')).toEqual({
        status: 'admitted',
        allowed: [ypsilanti],
        store: 'ypsilanti',
      });
      expect(await guard(nova, 'GET', 'orders?store=monroe')).toMatchObject({ status: 403 });
    });

    it('logs nothing when the stores are the same', async () => {
      const before = await listAudit(db, [{ entityType: 'user', entityId: nova.id }]);
      expect((await giveStores(nova.id, [ypsilanti, ypsilanti])).status).toBe(200);
      expect(await listAudit(db, [{ entityType: 'user', entityId: nova.id }])).toEqual(before);
    });

    it('refuses input that does not fit, a store that does not exist, and an account that is no manager', async () => {
      const refusals: Record<string, unknown> = {};
      const cases: [string, string, unknown][] = [
        ['not a list', nova.id, 'monroe'],
        ['not store ids', nova.id, ['monroe']],
        ['an unknown store', nova.id, [ypsilanti, '3f2b9c1e-1111-4a2b-9c3d-4e5f6a7b8c9d']],
        ['an admin', admin.id, [monroe]],
        ['a customer', casey.id, [monroe]],
        ['nobody', '3f2b9c1e-1111-4a2b-9c3d-4e5f6a7b8c9d', [monroe]],
      ];
      for (const [label, target, storeIds] of cases) {
        const answer = await giveStores(target, storeIds);
        const body = (await answer.json()) as { error: string; fields: Record<string, string[]> };
        const fields = Object.entries(body.fields).map(([field, messages]) => ` [${field}: ${messages[0]}]`);
        refusals[label] = `${answer.status} ${body.error}${fields.join('')}`;
      }
      expect(refusals).toEqual({
        'not a list': '400 Choose stores from the list. [storeIds: Choose stores from the list.]',
        'not store ids': '400 Choose stores from the list. [storeIds.0: Choose stores from the list.]',
        'an unknown store': '400 Choose stores from the list. [storeIds: Choose stores from the list.]',
        'an admin': '409 avery@example.com is an admin and sees every store: only managers are given stores.',
        'a customer': '409 casey@example.com is a customer. Make the account a manager first, then give it stores.',
        nobody: '404 There is no such account.',
      });
      expect(await assignmentsOf(nova.id)).toEqual(['ypsilanti']);
      expect(await assignmentsOf(admin.id)).toEqual([]);
      expect(await assignmentsOf(casey.id)).toEqual([]);
    });

    it('takes every store away, and the manager then sees only the organization’s endpoints', async () => {
      expect((await giveStores(nova.id, [])).status).toBe(200);
      nova = (await signedIn(nova.id, nova.email))!;
      expect(await guard(nova, 'GET', 'orders')).toMatchObject({ status: 403, reason: 'no-store' });
      expect(await guard(nova, 'GET', 'catalog')).toMatchObject({ status: 'admitted' });
      const [entry] = await listAudit(db, [{ entityType: 'user', entityId: nova.id }]);
      expect(entry).toMatchObject({ summary: 'Stores changed from Ypsilanti to no store' });
    });
  });
});
