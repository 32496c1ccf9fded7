import type { APIContext, APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreDetail, StoreListItem } from '#lib/stores/store-admin.ts';
import type { DashboardSettings } from '#lib/settings/store-settings.ts';
import { loadSignedInAccount, type SignedInAccount } from '#server/customers/signed-in-account.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import { admitDashboardCall } from '#server/dashboard/dashboard-call-guard.ts';
import type { Database } from '#server/db/database.ts';
import * as storesEndpoint from '../../src/pages/api/dashboard/stores/index.ts';
import * as storeEndpoint from '../../src/pages/api/dashboard/stores/[id]/index.ts';
import * as orderingEndpoint from '../../src/pages/api/dashboard/stores/[id]/ordering.ts';
import * as closeEndpoint from '../../src/pages/api/dashboard/stores/[id]/close.ts';
import * as defaultEndpoint from '../../src/pages/api/dashboard/stores/[id]/default.ts';
import * as settingsEndpoint from '../../src/pages/api/dashboard/settings/index.ts';
import * as sectionEndpoint from '../../src/pages/api/dashboard/settings/[section].ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

/**
 * The stores pages' endpoints through the dashboard's guard, as the app calls them: adding a store
 * with its licences and hours, editing it, pausing its online ordering, closing it for good and
 * making it the default, each refused with the field at fault and nothing written on bad input;
 * a manager adds and closes no store and edits only theirs; and the settings page's store
 * sections, for a second store, write that store's rows and leave the first's as they were.
 */

const NOW = new Date('2026-12-07T17:00:00Z');

/** An endpoint's JSON answer: a refusal's `{ error, fields }`, or a store, a list, the settings page. */
type Answer = { error: string; fields: Record<string, string[]> } & Record<string, unknown>;
const week = (opens: string, closes: string) => ({
  days: Array.from({ length: 7 }, (_, weekday) => ({ intervals: weekday === 0 ? [] : [{ opens, closes }] })),
});

const YPSILANTI = {
  name: 'Ypsilanti',
  slug: 'ypsilanti',
  street: '14 N Washington St',
  city: 'Ypsilanti',
  region: 'mi',
  postalCode: '48197',
  municipality: 'City of Ypsilanti',
  timeZone: 'America/Detroit',
  phone: '734 555 0188',
  email: 'ypsi@example.com',
  licences: [
    { kind: 'medical_provisioning_center', number: 'PC-000777', expiresOn: '' },
    { kind: 'adult_use_retailer', number: 'AU-R-000555', expiresOn: '2027-06-30' },
  ],
  hours: { inStore: week('10:00', '21:00'), pickup: week('11:00', '20:00') },
  slotMinutes: '20',
  slotCapacity: '6',
  orderHoldMinutes: '90',
};

describe(`the dashboard's stores on ${testEngine}`, () => {
  let db: Database;
  let admin: SignedInAccount;
  let monroe: string;
  let ypsilanti: string;

  async function account(email: string, role: 'manager' | 'admin'): Promise<SignedInAccount> {
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
      [email],
    );
    await db.query('insert into profiles (id, role, full_name) values ($1, $2, $3)', [user!.id, role, email]);
    return (await loadSignedInAccount(db, { id: user!.id, email, emailConfirmed: true }))!;
  }

  /** A call through the dashboard's guard, then the endpoint, as the server runs them. */
  async function call(
    caller: SignedInAccount,
    handler: APIRoute | undefined,
    method: string,
    path: string,
    { body, params = {} }: { body?: unknown; params?: Record<string, string> } = {},
  ): Promise<{ status: number; body: Answer }> {
    const url = new URL(`http://shop.test/api/dashboard/${path}`);
    const fresh = (await loadSignedInAccount(db, { id: caller.id, email: caller.email, emailConfirmed: true }))!;
    const locals = {
      db,
      config: { staging: { forced: false } },
      clock: { kind: 'machine', now: () => NOW },
      currentAccount: () => Promise.resolve(fresh),
    } as unknown as APIContext['locals'];
    const request = new Request(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const refused = await admitDashboardCall({ url, request, locals });
    const response = refused ?? (await handler!({ request, url, params, locals } as unknown as APIContext));
    return { status: response.status, body: await response.json() };
  }

  /** Every row a store owns in the tables the stores pages write, and the organization's row. */
  async function snapshot(storeId: string) {
    const [store] = await db.query('select * from stores where id = $1', [storeId]);
    const licences = await db.query('select * from store_licences where store_id = $1 order by kind', [storeId]);
    const hours = await db.query(
      'select service, weekday, opens_at::text, closes_at::text from store_hours where store_id = $1 order by 1, 2, 3',
      [storeId],
    );
    const closures = await db.query('select * from store_closures where store_id = $1 order by day', [storeId]);
    const [settings] = await db.query('select * from store_settings');
    return JSON.stringify({ store, licences, hours, closures, settings });
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { hours: DAYTIME_HOURS, capacity: 8 });
    monroe = (await db.query<{ id: string }>('select id from stores where is_default'))[0]!.id;
    admin = await account('owner@example.com', 'admin');
  });
  afterAll(() => db.close());

  describe('adding a store', () => {
    it('refuses bad licences, time zone and hours beside their fields and adds nothing', async () => {
      const before = await db.query('select count(*)::int as count from stores');
      const answer = await call(admin, storesEndpoint.POST, 'POST', 'stores', {
        body: {
          ...YPSILANTI,
          timeZone: 'America/Chicago',
          licences: [
            { kind: 'adult_use_retailer', number: 'AU-R-1', expiresOn: '' },
            { kind: 'grower', number: '', expiresOn: 'next June' },
          ],
          hours: { inStore: { days: [{ intervals: [{ opens: '18:00', closes: '09:00' }] }] }, pickup: null },
        },
      });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields).sort()).toEqual([
        'hours.inStore.days',
        'hours.inStore.days.0.intervals.0.closes',
        'licences.1.expiresOn',
        'licences.1.kind',
        'licences.1.number',
        'timeZone',
      ]);
      expect(answer.body.fields['licences.1.kind']).toEqual(['Choose the kind of licence.']);
      expect(answer.body.fields.timeZone).toEqual(['Choose Eastern or Central time.']);
      expect(await db.query('select count(*)::int as count from stores')).toEqual(before);
    });

    it('refuses a store with no licence, or two licences of one kind', async () => {
      const none = await call(admin, storesEndpoint.POST, 'POST', 'stores', { body: { ...YPSILANTI, licences: [] } });
      expect(none.status).toBe(400);
      expect(none.body.fields.licences).toEqual(['Give at least one state licence: a store sells under its own.']);
      const twice = await call(admin, storesEndpoint.POST, 'POST', 'stores', {
        body: {
          ...YPSILANTI,
          licences: [
            { kind: 'adult_use_retailer', number: 'AU-R-1', expiresOn: '' },
            { kind: 'adult_use_retailer', number: 'AU-R-2', expiresOn: '' },
          ],
        },
      });
      expect(twice.status).toBe(400);
      expect(twice.body.fields['licences.1.kind']).toEqual([
        'The store already has its adult-use retailer licence above.',
      ]);
      expect(await db.query(`select count(*)::int as count from stores where slug = 'ypsilanti'`)).toEqual([
        { count: 0 },
      ]);
    });

    it('adds a store with its licences, hours per service and pickup, logged, with no stock', async () => {
      const answer = await call(admin, storesEndpoint.POST, 'POST', 'stores', { body: YPSILANTI });
      expect(answer.status).toBe(201);
      const store = answer.body as unknown as StoreDetail;
      ypsilanti = store.id;
      expect(store).toMatchObject({
        slug: 'ypsilanti',
        name: 'Ypsilanti',
        isDefault: false,
        status: 'open',
        region: 'MI',
        phone: '(734) 555-0188',
        timeZone: 'America/Detroit',
        municipality: 'City of Ypsilanti',
        slotMinutes: 20,
        slotCapacity: 6,
        orderHoldMinutes: 90,
        licences: [
          { kind: 'adult_use_retailer', number: 'AU-R-000555', expiresOn: '2027-06-30' },
          { kind: 'medical_provisioning_center', number: 'PC-000777', expiresOn: null },
        ],
      });
      expect(store.hours.inStore.days[1]).toEqual({ intervals: [{ opens: '10:00', closes: '21:00' }] });
      expect(store.hours.pickup?.days[1]).toEqual({ intervals: [{ opens: '11:00', closes: '20:00' }] });
      expect(
        await db.query('select count(*)::int as count from store_variants where store_id = $1', [ypsilanti]),
      ).toEqual([{ count: 0 }]);
      const [entry] = await listAudit(db, [{ entityType: 'store', entityId: ypsilanti }]);
      expect(entry).toMatchObject({
        action: 'created',
        actorEmail: 'owner@example.com',
        summary:
          'Store Ypsilanti added in Ypsilanti (/stores/ypsilanti), licences Adult-use retailer AU-R-000555, Medical provisioning center PC-000777',
      });
      // The first store, its licence and the organization's row are as they were.
      const [settings] = await db.query<{ license_number: string; city: string }>(
        'select license_number, city from store_settings',
      );
      expect(settings).toMatchObject({ license_number: 'AU-R-000001', city: 'Monroe' });
    });

    it('refuses a web address another store has', async () => {
      const answer = await call(admin, storesEndpoint.POST, 'POST', 'stores', {
        body: { ...YPSILANTI, name: 'Ypsilanti East' },
      });
      expect(answer.status).toBe(409);
      expect(answer.body.fields.slug).toEqual(['The store Ypsilanti has the address /stores/ypsilanti already.']);
      expect(await db.query(`select count(*)::int as count from stores where name = 'Ypsilanti East'`)).toEqual([
        { count: 0 },
      ]);
    });

    it('lists every store for an admin with its town, state and licences', async () => {
      const answer = await call(admin, storesEndpoint.GET, 'GET', 'stores');
      expect(answer.status).toBe(200);
      expect(
        (answer.body as unknown as StoreListItem[]).map((store) => [
          store.slug,
          store.town,
          store.status,
          store.isDefault,
        ]),
      ).toEqual([
        ['monroe', 'Monroe', 'open', true],
        ['ypsilanti', 'Ypsilanti', 'open', false],
      ]);
    });
  });

  describe('editing, pausing, closing and the default', () => {
    it('edits a store and logs the fields that changed; the same values again log nothing', async () => {
      const body = { ...YPSILANTI, phone: '7345550199', hours: { ...YPSILANTI.hours, pickup: null } };
      const answer = await call(admin, storeEndpoint.PUT, 'PUT', `stores/${ypsilanti}`, {
        body,
        params: { id: ypsilanti },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ phone: '(734) 555-0199', hours: { pickup: null } });
      const again = await call(admin, storeEndpoint.PUT, 'PUT', `stores/${ypsilanti}`, {
        body,
        params: { id: ypsilanti },
      });
      expect(again.status).toBe(200);
      const entries = await listAudit(db, [{ entityType: 'store', entityId: ypsilanti }]);
      expect(entries.map((entry) => entry.summary)).toEqual([
        'Ypsilanti: changed phone, hours',
        expect.stringMatching(/^Store Ypsilanti added/),
      ]);
    });

    it('refuses a bad edit beside its field and changes nothing', async () => {
      const before = await snapshot(ypsilanti);
      const answer = await call(admin, storeEndpoint.PUT, 'PUT', `stores/${ypsilanti}`, {
        body: { ...YPSILANTI, slug: 'monroe' },
        params: { id: ypsilanti },
      });
      expect(answer.status).toBe(409);
      expect(answer.body.fields.slug).toEqual(['The store Monroe has the address /stores/monroe already.']);
      expect(await snapshot(ypsilanti)).toBe(before);
    });

    it('pauses one store’s online ordering with its message, and resumes it', async () => {
      const refused = await call(admin, orderingEndpoint.PUT, 'PUT', `stores/${ypsilanti}/ordering`, {
        body: { paused: true, message: '' },
        params: { id: ypsilanti },
      });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.fields)).toEqual(['message']);
      const paused = await call(admin, orderingEndpoint.PUT, 'PUT', `stores/${ypsilanti}/ordering`, {
        body: { paused: true, message: 'Counting inventory until 2 PM.' },
        params: { id: ypsilanti },
      });
      expect(paused.body).toMatchObject({ status: 'paused', ordering: { paused: true } });
      const [settings] = await db.query<{ online_ordering_paused: boolean }>(
        'select online_ordering_paused from store_settings',
      );
      expect(settings!.online_ordering_paused).toBe(false);
      const resumed = await call(admin, orderingEndpoint.PUT, 'PUT', `stores/${ypsilanti}/ordering`, {
        body: { paused: false, message: 'Counting inventory until 2 PM.' },
        params: { id: ypsilanti },
      });
      expect(resumed.body.status).toBe('open');
      const [entry] = await listAudit(db, [{ entityType: 'store', entityId: ypsilanti }]);
      expect(entry).toMatchObject({ action: 'ordering_resumed', summary: 'Ypsilanti: online ordering resumed' });
    });

    it('refuses to close the default store', async () => {
      const answer = await call(admin, closeEndpoint.POST, 'POST', `stores/${monroe}/close`, {
        params: { id: monroe },
      });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe('Monroe is the default store: make another store the default before closing it.');
    });

    it('refuses to close a store with open orders, then closes it once they are handed over', async () => {
      await db.query(
        `insert into orders (number, store_id, menu_mode, contact_name, email, phone, birthdate, pickup_slot_start,
                             pickup_slot_end, subtotal_cents, discount_cents, excise_cents, sales_tax_cents,
                             total_cents, idempotency_key)
         values ('RR-YPSI01', $1, 'adult', 'Sam', 'sam@example.com', '7345550100', '1990-01-01',
                 '2026-12-08 15:00Z', '2026-12-08 15:20Z', 1000, 0, 100, 66, 1166, 'ypsi-open-order')`,
        [ypsilanti],
      );
      const refused = await call(admin, closeEndpoint.POST, 'POST', `stores/${ypsilanti}/close`, {
        params: { id: ypsilanti },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(
        'Ypsilanti has an open order: hand it over or cancel it before closing the store.',
      );
      expect((await db.query('select closed_at from stores where id = $1', [ypsilanti]))[0]).toEqual({
        closed_at: null,
      });
      await db.query(`update orders set status = 'picked_up' where number = 'RR-YPSI01'`);

      const closed = await call(admin, closeEndpoint.POST, 'POST', `stores/${ypsilanti}/close`, {
        params: { id: ypsilanti },
      });
      expect(closed.status).toBe(200);
      expect(closed.body).toMatchObject({ status: 'closed', closedAt: NOW.toISOString() });
      const edit = await call(admin, storeEndpoint.PUT, 'PUT', `stores/${ypsilanti}`, {
        body: YPSILANTI,
        params: { id: ypsilanti },
      });
      expect(edit.status).toBe(409);
    });

    it('makes another store the default: the organization’s row follows it, licences included', async () => {
      const answer = await call(admin, storesEndpoint.POST, 'POST', 'stores', {
        body: {
          ...YPSILANTI,
          name: 'Ann Arbor',
          slug: 'ann-arbor',
          city: 'Ann Arbor',
          licences: [{ kind: 'adult_use_retailer', number: 'AU-R-000900', expiresOn: '' }],
        },
      });
      const annArbor = (answer.body as unknown as StoreDetail).id;
      const made = await call(admin, defaultEndpoint.POST, 'POST', `stores/${annArbor}/default`, {
        params: { id: annArbor },
      });
      expect(made.status).toBe(200);
      expect(made.body.isDefault).toBe(true);
      const [settings] = await db.query('select city, license_number, medical_license_number from store_settings');
      expect(settings).toEqual({ city: 'Ann Arbor', license_number: 'AU-R-000900', medical_license_number: null });
      const licences = await db.query<{ kind: string; number: string }>(
        'select kind, number from store_licences where store_id = $1 order by kind',
        [annArbor],
      );
      expect(licences).toEqual([{ kind: 'adult_use_retailer', number: 'AU-R-000900' }]);
      expect(await db.query('select number from store_licences where store_id = $1 order by kind', [monroe])).toEqual([
        { number: 'AU-R-000001' },
      ]);
      // Back to Monroe, so the rest of the file reads the store it started with.
      await call(admin, defaultEndpoint.POST, 'POST', `stores/${monroe}/default`, { params: { id: monroe } });
      const [back] = await db.query('select city, license_number from store_settings');
      expect(back).toEqual({ city: 'Monroe', license_number: 'AU-R-000001' });
    });
  });

  describe('a manager', () => {
    let lansing: string;
    let riley: SignedInAccount;

    beforeAll(async () => {
      const answer = await call(admin, storesEndpoint.POST, 'POST', 'stores', {
        body: { ...YPSILANTI, name: 'Lansing', slug: 'lansing', city: 'Lansing' },
      });
      lansing = (answer.body as unknown as StoreDetail).id;
      riley = await account('riley@example.com', 'manager');
      await db.query('insert into staff_store_assignments (user_id, store_id) values ($1, $2)', [riley.id, lansing]);
    });

    it('may not add, close or make default a store', async () => {
      const added = await call(riley, storesEndpoint.POST, 'POST', 'stores?store=lansing', {
        body: { ...YPSILANTI, slug: 'flint' },
      });
      expect(added.status).toBe(403);
      const closed = await call(riley, closeEndpoint.POST, 'POST', `stores/${lansing}/close?store=lansing`, {
        params: { id: lansing },
      });
      expect(closed.status).toBe(403);
      const made = await call(riley, defaultEndpoint.POST, 'POST', `stores/${lansing}/default?store=lansing`, {
        params: { id: lansing },
      });
      expect(made.status).toBe(403);
      expect(await db.query(`select count(*)::int as count from stores where slug = 'flint'`)).toEqual([{ count: 0 }]);
    });

    it('edits and pauses their own store, and finds no other store to edit', async () => {
      const own = await call(riley, storeEndpoint.PUT, 'PUT', `stores/${lansing}?store=lansing`, {
        body: { ...YPSILANTI, name: 'Lansing', slug: 'lansing', city: 'Lansing', slotCapacity: '12' },
        params: { id: lansing },
      });
      expect(own.status).toBe(200);
      expect(own.body.slotCapacity).toBe(12);
      const paused = await call(riley, orderingEndpoint.PUT, 'PUT', `stores/${lansing}/ordering?store=lansing`, {
        body: { paused: true, message: 'Back at noon.' },
        params: { id: lansing },
      });
      expect(paused.status).toBe(200);

      const before = await snapshot(monroe);
      const other = await call(riley, storeEndpoint.PUT, 'PUT', `stores/${monroe}?store=lansing`, {
        body: { ...YPSILANTI, slug: 'monroe' },
        params: { id: monroe },
      });
      expect(other.status).toBe(404);
      const otherPause = await call(riley, orderingEndpoint.PUT, 'PUT', `stores/${monroe}/ordering?store=lansing`, {
        body: { paused: true, message: 'Closed.' },
        params: { id: monroe },
      });
      expect(otherPause.status).toBe(404);
      const read = await call(riley, storeEndpoint.GET, 'GET', `stores/${monroe}?store=lansing`, {
        params: { id: monroe },
      });
      expect(read.status).toBe(404);
      const asking = await call(riley, storeEndpoint.GET, 'GET', `stores/${monroe}?store=monroe`, {
        params: { id: monroe },
      });
      expect(asking.status).toBe(403);
      expect(await snapshot(monroe)).toBe(before);
      const list = await call(riley, storesEndpoint.GET, 'GET', 'stores?store=lansing');
      expect(list.status).toBe(403);
    });

    it('is refused the settings page’s sections, the organization’s and the stores’ alike', async () => {
      const before = await snapshot(lansing);
      const answer = await call(riley, sectionEndpoint.PUT, 'PUT', 'settings/pickup?store=lansing', {
        body: { slotMinutes: 15, slotCapacity: 3, orderHoldMinutes: 60 },
        params: { section: 'pickup' },
      });
      expect(answer.status).toBe(403);
      const limits = await call(riley, sectionEndpoint.PUT, 'PUT', 'settings/limits?store=lansing', {
        body: {},
        params: { section: 'limits' },
      });
      expect(limits.status).toBe(403);
      expect(await snapshot(lansing)).toBe(before);
    });
  });

  describe('the settings page follows the dashboard’s store', () => {
    let brighton: string;

    beforeAll(async () => {
      const answer = await call(admin, storesEndpoint.POST, 'POST', 'stores', {
        body: { ...YPSILANTI, name: 'Brighton', slug: 'brighton', city: 'Brighton' },
      });
      brighton = (answer.body as unknown as StoreDetail).id;
    });

    const put = (section: string, body: unknown, store = 'brighton') =>
      call(admin, sectionEndpoint.PUT, 'PUT', `settings/${section}?store=${store}`, { body, params: { section } });

    it('reads the chosen store’s sections', async () => {
      const answer = await call(admin, settingsEndpoint.GET, 'GET', 'settings?store=brighton');
      const { settings } = answer.body as unknown as DashboardSettings;
      expect(settings.store).toMatchObject({ street: '14 N Washington St', city: 'Brighton', name: 'Test Store' });
      expect(settings.store.licenseNumber).toBe('AU-R-000555');
      expect(settings.pickup).toEqual({ slotMinutes: 20, slotCapacity: 6, orderHoldMinutes: 90 });
      expect(settings.hours.days[1]).toEqual({ intervals: [{ opens: '10:00', closes: '21:00' }] });
    });

    it('writes the chosen store’s rows and leaves the default store and the settings row as they were', async () => {
      const before = await snapshot(monroe);
      const saves = [
        await put('store', {
          name: 'Test Store',
          legalName: 'Test Store LLC',
          tagline: '',
          street: '200 W Main St',
          city: 'Brighton',
          region: 'MI',
          postalCode: '48116',
          latitude: '',
          longitude: '',
          phone: '8105550123',
          email: 'brighton@example.com',
          licenseNumber: 'AU-R-000321',
          medicalLicenseNumber: '',
        }),
        await put('pickup', { slotMinutes: '15', slotCapacity: '4', orderHoldMinutes: '45' }),
        await put('ordering', { paused: true, message: 'Opening soon.' }),
        await put('hours', week('09:00', '17:00')),
        await put('closures', { days: [{ date: '2026-12-25', name: 'Christmas Day', hours: null }] }),
      ];
      expect(saves.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await snapshot(monroe)).toBe(before);

      const [store] = await db.query(
        `select street_address, phone, pickup_slot_minutes, pickup_slot_capacity, order_hold_minutes,
                online_ordering_paused, online_ordering_paused_message from stores where id = $1`,
        [brighton],
      );
      expect(store).toEqual({
        street_address: '200 W Main St',
        phone: '(810) 555-0123',
        pickup_slot_minutes: 15,
        pickup_slot_capacity: 4,
        order_hold_minutes: 45,
        online_ordering_paused: true,
        online_ordering_paused_message: 'Opening soon.',
      });
      expect(
        await db.query('select kind, number from store_licences where store_id = $1 order by kind', [brighton]),
      ).toEqual([{ kind: 'adult_use_retailer', number: 'AU-R-000321' }]);
      expect(
        await db.query(
          `select weekday, left(opens_at::text, 5) as opens from store_hours
            where store_id = $1 and service = 'in_store' and weekday = 1`,
          [brighton],
        ),
      ).toEqual([{ weekday: 1, opens: '09:00' }]);
      expect(
        await db.query(`select to_char(day, 'YYYY-MM-DD') as day from store_closures where store_id = $1`, [brighton]),
      ).toEqual([{ day: '2026-12-25' }]);

      const page = (saves.at(-1)!.body as unknown as DashboardSettings).audit.map((entry) => entry.summary);
      expect(page[0]).toBe('Brighton — Holiday closures: added Fri, Dec 25 Christmas Day (Closed)');
      expect(page).toContain(
        'Brighton — Pickup: slot length 20 min → 15 min; orders per slot 6 → 4; hold time 90 min → 45 min',
      );
    });

    it('refuses bad input for the chosen store and changes nothing', async () => {
      const before = await snapshot(brighton);
      const answer = await put('pickup', { slotMinutes: '2', slotCapacity: '4', orderHoldMinutes: '45' });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields)).toEqual(['slotMinutes']);
      expect(await snapshot(brighton)).toBe(before);
    });

    it('saves the default store’s sections through the settings row as before', async () => {
      const answer = await put('pickup', { slotMinutes: '25', slotCapacity: '8', orderHoldMinutes: '120' }, 'monroe');
      expect(answer.status).toBe(200);
      const [settings] = await db.query<{ pickup_slot_minutes: number }>(
        'select pickup_slot_minutes from store_settings',
      );
      expect(Number(settings!.pickup_slot_minutes)).toBe(25);
      const [store] = await db.query<{ pickup_slot_minutes: number }>(
        'select pickup_slot_minutes from stores where id = $1',
        [monroe],
      );
      expect(Number(store!.pickup_slot_minutes)).toBe(25);
      const [entry] = await listAudit(db, [{ entityType: 'settings', entityId: 'pickup' }]);
      expect(entry!.summary).toBe('Pickup: slot length 30 min → 25 min');
    });
  });
});
