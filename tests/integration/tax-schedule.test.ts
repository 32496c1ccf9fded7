import { randomUUID } from 'node:crypto';
import type { APIRoute } from 'astro';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import type { CartQuoteRequest } from '#lib/cart/cart-quote.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import type { DashboardSettings } from '#lib/settings/store-settings.ts';
import { SETTINGS_INPUTS } from '#lib/settings/store-settings-input.ts';
import { guardAllows } from '#lib/staff/route-access.ts';
import * as oneRate from '../../src/pages/api/dashboard/settings/tax-rates/[id].ts';
import * as rates from '../../src/pages/api/dashboard/settings/tax-rates/index.ts';
import type { SignedInAccount } from '#server/customers/signed-in-account.ts';
import { quoteCart } from '#server/cart/quote-cart.ts';
import { findDashboardEndpoint } from '#server/dashboard/dashboard-api-routes.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import type { Database } from '#server/db/database.ts';
import { readActiveDeals } from '#server/deals/active-deals.ts';
import { placeOrder, type PlaceOrderInput } from '#server/orders/place-order.ts';
import { saveSettingsSection } from '#server/settings/admin/settings-editor.ts';
import { getStoreSettings, settingsAt, taxRatesOf } from '#server/settings/store-settings.ts';
import { callEndpoint, insertStaff, jsonRequest } from '../support/dashboard-endpoint-call.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

const NOW = WEDNESDAY_AFTERNOON;
const A_MINUTE_LATER = new Date(NOW.getTime() + 60_000);
const SLOT = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: A_MINUTE_LATER })[0]!.start;

async function variantId(db: Database, sku: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id from variants where sku = $1', [sku]);
  return row!.id;
}

/**
 * Taxes as effective-dated data: the standing rates follow the settings' columns, a rate that
 * starts later is charged from its instant by quotes and orders alike with nothing written and
 * nothing re-read, and the settings page adds future rates (never past ones) and withdraws them
 * until they start, each change in the settings' audit.
 */
describe(`the tax schedule on ${testEngine}`, () => {
  let db: Database;
  let eighth: string;
  let hoodie: string;
  let admin: SignedInAccount;

  const quote = (at: Date, settings: Awaited<ReturnType<typeof getStoreSettings>>, request: CartQuoteRequest) =>
    readActiveDeals(db).then((deals) => quoteCart(db, request, null, at, { settings, deals }));
  const adultCart = (): CartQuoteRequest => ({
    mode: 'adult',
    lines: [
      { variantId: eighth, quantity: 1 },
      { variantId: hoodie, quantity: 1 },
    ],
  });
  const order = (now: Date, email: string): PlaceOrderInput => ({
    idempotencyKey: randomUUID(),
    customerId: null,
    mode: 'adult',
    contact: { name: 'Jordan Guest', email, phone: '7345550100', birthdate: '1990-04-20' },
    medicalCard: null,
    pickupSlotStart: SLOT,
    notes: '',
    lines: [{ variantId: eighth, quantity: 1 }],
    consents: { email: false, sms: false },
    expectedTotalCents: null,
    now,
  });
  // The settings page's answer says whether staging can admit anyone.
  const config = { mediaDir: '/unused', mediaBucket: 'media', staging: { forced: false } };
  const call = (handler: APIRoute | undefined, request: Request, params?: Record<string, string>) =>
    callEndpoint(handler, {
      db,
      staff: admin,
      config,
      request,
      params,
      now: NOW,
    });
  const add = (body: unknown) => call(rates.POST, jsonRequest('POST', 'settings/tax-rates', body));
  const withdraw = (id: string) => call(oneRate.DELETE, jsonRequest('DELETE', `settings/tax-rates/${id}`), { id });
  const counts = async () =>
    (
      await db.query<{ rates: number; audit: number }>(
        'select (select count(*)::int from tax_rates) as rates, (select count(*)::int from staff_audit_log) as audit',
      )
    )[0]!;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { hours: DAYTIME_HOURS, timeZone: TIME_ZONE });
    await insertCategory(db, 'flower');
    await insertCategory(db, 'apparel');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 10_000, stock: 40, limit: { category: 'flower', amount: 3544 } }],
    });
    await insertProduct(db, {
      slug: 'river-hoodie',
      category: 'apparel',
      isCannabis: false,
      variants: [{ size: 'L', price: 5000, stock: 5 }],
    });
    [eighth, hoodie] = await Promise.all([variantId(db, 'chemdawg-0'), variantId(db, 'river-hoodie-0')]);
    admin = { ...(await insertStaff(db, 'owner@example.com')), role: 'admin' };
  });
  afterAll(() => db.close());

  it('starts every store on the settings’ rates, since always: excise on adult-use cannabis, sales tax on every sale', async () => {
    const standing = await db.query(
      `select tax, customer_type, store_id, rate_bps from tax_rates where effective_from = '-infinity'
        order by tax, customer_type`,
    );
    expect(standing).toEqual([
      { tax: 'excise', customer_type: 'adult', store_id: null, rate_bps: 1000 },
      { tax: 'sales', customer_type: 'adult', store_id: null, rate_bps: 600 },
      { tax: 'sales', customer_type: 'medical', store_id: null, rate_bps: 600 },
      { tax: 'sales', customer_type: 'non_cannabis', store_id: null, rate_bps: 600 },
    ]);
    // The law charges no excise on medical sales: the schedule cannot say otherwise.
    await expect(
      db.query(
        `insert into tax_rates (tax, customer_type, rate_bps, effective_from) values ('excise', 'medical', 500, now())`,
      ),
    ).rejects.toThrow();
  });

  it('charges a rate from the minute it starts, in the quote and the placed order, with nothing written and nothing re-read', async () => {
    await db.query(
      `insert into tax_rates (tax, customer_type, rate_bps, effective_from)
       values ('excise', 'adult', 1500, $1), ('sales', 'non_cannabis', 650, $1)`,
      [A_MINUTE_LATER],
    );
    try {
      // The settings as a storefront process keeps them: read once, frozen, never dropped below.
      const cached = Object.freeze(await getStoreSettings(db));

      const before = await quote(NOW, cached, adultCart());
      const after = await quote(A_MINUTE_LATER, cached, adultCart());
      // $100 eighth: 10% excise, 6% on price and excise; $50 hoodie: 6%.
      expect(before.totals).toMatchObject({ exciseCents: 1000, salesTaxCents: 660 + 300, totalCents: 16_960 });
      // From the minute on: 15% excise; the hoodie's own sales tax, 6.5%.
      expect(after.totals).toMatchObject({ exciseCents: 1500, salesTaxCents: 690 + 325, totalCents: 17_515 });

      // Pages state the rates in effect at their request's instant, from the same kept read.
      const stated = settingsAt(cached, NOW);
      expect(stated).toMatchObject({ exciseTaxBps: 1000, salesTaxBps: 600 });
      expect(settingsAt(stated, NOW)).toBe(stated);
      expect(settingsAt(cached, A_MINUTE_LATER)).toMatchObject({ exciseTaxBps: 1500, salesTaxBps: 600 });

      const placedBefore = await placeOrder(db, order(NOW, 'before@example.com'), { settings: cached });
      const placedAfter = await placeOrder(db, order(A_MINUTE_LATER, 'after@example.com'), { settings: cached });
      assert(placedBefore.ok && placedAfter.ok);
      const taxed = await db.query<{ excise_cents: number; sales_tax_cents: number }>(
        'select excise_cents, sales_tax_cents from order_lines where order_id = any($1::uuid[]) order by excise_cents',
        [[placedBefore.order.id, placedAfter.order.id]],
      );
      expect(taxed).toEqual([
        { excise_cents: 1000, sales_tax_cents: 660 },
        { excise_cents: 1500, sales_tax_cents: 690 },
      ]);
    } finally {
      await db.query('delete from tax_rates where effective_from = $1', [A_MINUTE_LATER]);
    }
  });

  it("lets a store's own rate beat every store's at that store", async () => {
    await db.query(
      `insert into tax_rates (tax, customer_type, store_id, rate_bps, effective_from)
       values ('sales', 'adult', default_store_id(), 575, $1)`,
      [A_MINUTE_LATER],
    );
    try {
      const settings = await getStoreSettings(db);
      expect(taxRatesOf(settings, 'adult', A_MINUTE_LATER)).toEqual({
        exciseBps: 1000,
        salesBps: 575,
        nonCannabisSalesBps: 600,
      });
      expect(taxRatesOf(settings, 'adult', NOW).salesBps).toBe(600);
    } finally {
      await db.query('delete from tax_rates where store_id is not null');
    }
  });

  it('still prices with the settings’ excise and sales tax when their columns change', async () => {
    await db.query('update store_settings set excise_tax_bps = 1200, sales_tax_bps = 700');
    try {
      const settings = await getStoreSettings(db);
      expect(settings).toMatchObject({ exciseTaxBps: 1200, salesTaxBps: 700 });
      const quoted = await quote(NOW, settings, adultCart());
      // $100 eighth: 12% excise, 7% on $112; $50 hoodie: 7%.
      expect(quoted.totals).toMatchObject({ exciseCents: 1200, salesTaxCents: 784 + 350 });
      const [medical] = await db.query<{ rate_bps: number }>(
        `select rate_bps from tax_rates where tax = 'sales' and customer_type = 'medical' and effective_from = '-infinity'`,
      );
      expect(medical!.rate_bps).toBe(700);
    } finally {
      await saveSettingsSection(
        db,
        admin,
        'taxes',
        SETTINGS_INPUTS.taxes.parse({ exciseTaxBps: '10', salesTaxBps: '6' }),
      );
    }
    expect((await getStoreSettings(db)).exciseTaxBps).toBe(1000);
  });

  describe('the settings page’s schedule', () => {
    const newRate = { tax: 'excise', customerType: 'adult', storeId: '', rate: '12.5', startsOn: '2027-01-01' };

    it('refuses what cannot be charged, beside its field, and writes nothing', async () => {
      const before = await counts();
      const refusals: [unknown, string][] = [
        // Today (a Wednesday in Michigan) is already being charged.
        [{ ...newRate, startsOn: '2026-11-25' }, 'startsOn'],
        [{ ...newRate, startsOn: '2025-01-01' }, 'startsOn'],
        [{ ...newRate, startsOn: '2027-02-30' }, 'startsOn'],
        [{ ...newRate, customerType: 'medical' }, 'customerType'],
        [{ ...newRate, customerType: 'everyone' }, 'customerType'],
        [{ ...newRate, rate: '101' }, 'rate'],
        [{ ...newRate, rate: '-1' }, 'rate'],
        [{ ...newRate, storeId: 'downtown' }, 'storeId'],
        [{ ...newRate, storeId: randomUUID() }, 'storeId'],
      ];
      for (const [body, field] of refusals) {
        const response = await add(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        const answer = (await response.json()) as { error: string; fields: Record<string, string[]> };
        expect(Object.keys(answer.fields), JSON.stringify(body)).toEqual([field]);
      }
      const today = (await (await add({ ...newRate, startsOn: '2026-11-25' })).json()) as { error: string };
      expect(today.error).toBe(
        'A new rate starts on a day after today: a rate in effect is never changed, the orders keep what each sale paid.',
      );
      expect(await counts()).toEqual(before);
    });

    it('adds a rate from midnight of a later day, lists it upcoming, and logs it; the same start twice is refused', async () => {
      const response = await add(newRate);
      expect(response.status).toBe(201);
      const { taxSchedule } = (await response.json()) as DashboardSettings;
      expect(taxSchedule.today).toBe('2026-11-25');
      expect(taxSchedule.stores).toHaveLength(1);
      const excise = taxSchedule.rates.filter((rate) => rate.tax === 'excise');
      expect(excise.map(({ rateBps, startsOn, state, store }) => ({ rateBps, startsOn, state, store }))).toEqual([
        { rateBps: 1000, startsOn: null, state: 'current', store: null },
        { rateBps: 1250, startsOn: '2027-01-01', state: 'upcoming', store: null },
      ]);
      // Midnight in Michigan (EST) on New Year's Day.
      const [stored] = await db.query<{ effective_from: Date }>(
        `select effective_from from tax_rates where rate_bps = 1250`,
      );
      expect(stored!.effective_from.toISOString()).toBe('2027-01-01T05:00:00.000Z');
      const [entry] = await listAudit(db, [{ entityType: 'settings', entityId: 'taxes' }]);
      expect(entry).toMatchObject({
        actorEmail: 'owner@example.com',
        action: 'created',
        summary: 'Taxes: added Excise tax on adult-use cannabis 12.5% from Jan 1, 2027 at every store',
        after: { tax: 'excise', customerType: 'adult', store: null, rateBps: 1250, startsOn: '2027-01-01' },
      });

      const before = await counts();
      const again = await add({ ...newRate, rate: '13' });
      expect(again.status).toBe(409);
      expect(await counts()).toEqual(before);
    });

    it('withdraws a rate before it starts, never one in effect', async () => {
      const [upcoming] = await db.query<{ id: string }>('select id::text as id from tax_rates where rate_bps = 1250');
      const [standing] = await db.query<{ id: string }>(
        `select id::text as id from tax_rates where tax = 'excise' and effective_from = '-infinity'`,
      );
      const before = await counts();
      const inEffect = await withdraw(standing!.id);
      expect(inEffect.status).toBe(409);
      expect(((await inEffect.json()) as { error: string }).error).toBe(
        'This rate is in effect and stays as it is: the orders keep what each sale paid. Add a new rate to change it.',
      );
      expect((await withdraw(randomUUID())).status).toBe(404);
      expect((await withdraw('not-an-id')).status).toBe(404);
      expect(await counts()).toEqual(before);

      const withdrawn = await withdraw(upcoming!.id);
      expect(withdrawn.status).toBe(200);
      const { taxSchedule } = (await withdrawn.json()) as DashboardSettings;
      expect(taxSchedule.rates.some((rate) => rate.id === upcoming!.id)).toBe(false);
      const [entry] = await listAudit(db, [{ entityType: 'settings', entityId: 'taxes' }]);
      expect(entry).toMatchObject({
        action: 'deleted',
        summary: 'Taxes: withdrew Excise tax on adult-use cannabis 12.5% from Jan 1, 2027 at every store',
      });
    });

    it('is an admin’s, as the settings are: a manager is refused', () => {
      for (const [method, path] of [
        ['POST', '/api/dashboard/settings/tax-rates'],
        ['DELETE', `/api/dashboard/settings/tax-rates/${randomUUID()}`],
      ] as const) {
        const match = findDashboardEndpoint(method, path);
        if (!match || match === 'method') throw new Error(`${method} ${path} is no dashboard endpoint`);
        expect(match.route.guard).toBe('admin');
        expect(guardAllows(match.route.guard, 'manager')).toBe(false);
        expect(guardAllows(match.route.guard, 'admin')).toBe(true);
      }
    });
  });
});
