import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MedicalSaleToReview, SalesReconciliation, SalesUploadStatus } from '#lib/inventory/sales-uploads.ts';
import { loadSignedInAccount, type SignedInAccount } from '#server/customers/signed-in-account.ts';
import type { Database } from '#server/db/database.ts';
import * as medicalEndpoint from '../../src/pages/api/dashboard/inventory/medical-sales.ts';
import * as reconciliationEndpoint from '../../src/pages/api/dashboard/inventory/reconciliation.ts';
import * as uploadsEndpoint from '../../src/pages/api/dashboard/inventory/sales-uploads.ts';
import * as voidEndpoint from '../../src/pages/api/dashboard/inventory/orders/[id]/sale-void.ts';
import { callThroughGuard } from '../support/dashboard-endpoint-call.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertPickupStore } from '../support/test-store.ts';

/**
 * The sales outbox's dashboard endpoints through the guard as the server runs them: the banner's
 * read answers each caller about the stores they may see, the reconciliation and the medical review
 * are their store's managers' and admins' (a manager of another store is refused, nothing is
 * read), and a day that is not one is a 400 with the field's message.
 */

const NOW = new Date('2026-11-25T22:00:00Z');
const clock = { kind: 'test' as const, now: () => NOW };

type Body = Record<string, unknown> & { error?: string; fields?: Record<string, string[]> };

describe(`the sales outbox's endpoints on ${testEngine}`, () => {
  let db: Database;
  let monroe: { id: string; slug: string };
  let ypsilanti: { id: string; slug: string };
  let admin: SignedInAccount;
  let riley: SignedInAccount;
  let yara: SignedInAccount;

  async function staff(email: string, role: 'manager' | 'admin', storeId?: string) {
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
      [email],
    );
    await db.query('insert into profiles (id, role, full_name) values ($1, $2, $3)', [user!.id, role, email]);
    await db.query('delete from staff_store_assignments where user_id = $1', [user!.id]);
    if (storeId) {
      await db.query('insert into staff_store_assignments (user_id, store_id) values ($1, $2)', [user!.id, storeId]);
    }
    return (await loadSignedInAccount(db, { id: user!.id, email, emailConfirmed: true }))!;
  }
  async function get<T>(caller: SignedInAccount, handler: APIRoute | undefined, path: string) {
    const response = await callThroughGuard(handler, { db, account: caller, method: 'GET', path, clock });
    return { status: response.status, body: (await response.json()) as T & Body };
  }

  async function post(caller: SignedInAccount, path: string, id: string, body: unknown) {
    const response = await callThroughGuard(voidEndpoint.POST, {
      db,
      account: caller,
      method: 'POST',
      path,
      body,
      params: { id },
      clock,
    });
    return { status: response.status, body: (await response.json()) as Body };
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db);
    monroe = (await db.query<{ id: string; slug: string }>('select id, slug from stores where is_default'))[0]!;
    ypsilanti = (
      await db.query<{ id: string; slug: string }>(
        `insert into stores (slug, name, position) values ('ypsilanti', 'Ypsilanti', 1) returning id, slug`,
      )
    )[0]!;
    await db.query(`update store_inventory_sources set kind = 'metrc', credentials_state = 'ok'`);
    await db.query(
      `update store_inventory_sources set down_since = '2026-11-25T21:30:00Z', credentials_state = 'attention'
        where store_id = $1`,
      [ypsilanti.id],
    );
    admin = await staff('avery@example.com', 'admin');
    riley = await staff('riley@example.com', 'manager', monroe.id);
    yara = await staff('yara@example.com', 'manager', ypsilanti.id);
  });
  afterAll(() => db?.close());

  it('answers the banner about the stores the caller may see', async () => {
    const forAdmin = await get<SalesUploadStatus[]>(admin, uploadsEndpoint.GET, 'inventory/sales-uploads');
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.body.map((status) => status.storeSlug).sort()).toEqual([monroe.slug, 'ypsilanti'].sort());
    const forRiley = await get<SalesUploadStatus[]>(riley, uploadsEndpoint.GET, 'inventory/sales-uploads');
    expect(forRiley.body.map((status) => status.storeSlug)).toEqual([monroe.slug]);
    const forYara = await get<SalesUploadStatus[]>(yara, uploadsEndpoint.GET, 'inventory/sales-uploads');
    expect(forYara.body).toEqual([
      expect.objectContaining({
        storeSlug: 'ypsilanti',
        downSince: '2026-11-25T21:30:00.000Z',
        credentialsAttention: true,
      }),
    ]);
  });

  it("opens a store's reconciliation and medical review to its managers and admins only", async () => {
    const own = await get<SalesReconciliation>(
      riley,
      reconciliationEndpoint.GET,
      `inventory/reconciliation?store=${monroe.slug}&day=2026-11-25`,
    );
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ day: '2026-11-25', salesCount: 0, unsent: [], packages: [] });
    // The store's today when no day is asked.
    const today = await get<SalesReconciliation>(
      riley,
      reconciliationEndpoint.GET,
      `inventory/reconciliation?store=${monroe.slug}`,
    );
    expect(today.body.day).toBe('2026-11-25');

    const other = await get(
      riley,
      reconciliationEndpoint.GET,
      'inventory/reconciliation?store=ypsilanti&day=2026-11-25',
    );
    expect(other.status).toBe(403);
    const otherMedical = await get(riley, medicalEndpoint.GET, 'inventory/medical-sales?store=ypsilanti');
    expect(otherMedical.status).toBe(403);

    const byAdmin = await get<SalesReconciliation>(
      admin,
      reconciliationEndpoint.GET,
      'inventory/reconciliation?store=ypsilanti',
    );
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.store.slug).toBe('ypsilanti');
    const medical = await get<MedicalSaleToReview[]>(
      yara,
      medicalEndpoint.GET,
      'inventory/medical-sales?store=ypsilanti',
    );
    expect(medical).toEqual({ status: 200, body: [] });
  });

  it('refuses a day that is not one, and a store keeping its own stock, with a sentence', async () => {
    for (const day of ['yesterday', '2026-02-30', '2026-1-5']) {
      const refused = await get(
        riley,
        reconciliationEndpoint.GET,
        `inventory/reconciliation?store=${monroe.slug}&day=${day}`,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.fields?.day).toEqual(['Enter the date, like 2026-12-25.']);
    }
    await db.query(`update store_inventory_sources set kind = 'own' where store_id = $1`, [monroe.id]);
    const own = await get(riley, reconciliationEndpoint.GET, `inventory/reconciliation?store=${monroe.slug}`);
    expect(own.status).toBe(409);
    expect(own.body.error).toContain('keeps its own stock');
    await db.query(`update store_inventory_sources set kind = 'metrc' where store_id = $1`, [monroe.id]);
  });

  it('refuses a void without a reason, of an order that is not there, and at a store not the manager’s', async () => {
    const order = '4b7c3a5e-6f1d-4d2a-9f7e-2c1b0a9d8e7f';
    const unexplained = await post(riley, `inventory/orders/${order}/sale-void?store=${monroe.slug}`, order, {
      reason: '  ',
    });
    expect(unexplained.status).toBe(400);
    expect(unexplained.body.fields?.reason).toEqual(['Say why the sale is voided.']);
    const missing = await post(riley, `inventory/orders/${order}/sale-void?store=${monroe.slug}`, order, {
      reason: 'Mistake',
    });
    expect(missing).toEqual({ status: 404, body: { error: 'There is no such order.', fields: {} } });
    const elsewhere = await post(riley, `inventory/orders/${order}/sale-void?store=ypsilanti`, order, {
      reason: 'Mistake',
    });
    expect(elsewhere.status).toBe(403);
    expect(await db.query(`select 1 from sales_receipts where kind = 'void'`)).toEqual([]);
  });
});
