import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreDetail } from '#lib/stores/store-admin.ts';
import { loadSignedInAccount, type SignedInAccount } from '#server/customers/signed-in-account.ts';
import type { Database } from '#server/db/database.ts';
import * as storesEndpoint from '../../src/pages/api/dashboard/stores/index.ts';
import * as storeEndpoint from '../../src/pages/api/dashboard/stores/[id]/index.ts';
import * as closeEndpoint from '../../src/pages/api/dashboard/stores/[id]/close.ts';
import * as sectionEndpoint from '../../src/pages/api/dashboard/settings/[section].ts';
import { callThroughGuard } from '../support/dashboard-endpoint-call.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

/**
 * A store's licences and hours are written the same way from the settings page's store sections
 * and from the store's own page: the same rules and messages for a licence number, an expiry the
 * settings page leaves as it was, and a closed store's records kept as they were from both pages.
 */

const NOW = new Date('2026-12-07T17:00:00Z');

type Answer = { error: string; fields?: Record<string, string[]> };

const week = (opens: string, closes: string) => ({
  days: Array.from({ length: 7 }, (_, weekday) => ({ intervals: weekday === 0 ? [] : [{ opens, closes }] })),
});

const BRIGHTON = {
  name: 'Brighton',
  slug: 'brighton',
  street: '200 W Main St',
  city: 'Brighton',
  region: 'MI',
  postalCode: '48116',
  municipality: 'City of Brighton',
  timeZone: 'America/Detroit',
  phone: '810 555 0123',
  email: 'brighton@example.com',
  licences: [
    { kind: 'adult_use_retailer', number: 'AU-R-000555', expiresOn: '2027-06-30' },
    { kind: 'medical_provisioning_center', number: 'PC-000777', expiresOn: '' },
  ],
  hours: { inStore: week('10:00', '21:00'), pickup: null },
  slotMinutes: '20',
  slotCapacity: '6',
  orderHoldMinutes: '90',
};

/** The settings page's store details, as its form sends them. */
const details = (licenseNumber: string, medicalLicenseNumber = '') => ({
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
  licenseNumber,
  medicalLicenseNumber,
});

describe(`a store's licences and hours, from either page, on ${testEngine}`, () => {
  let db: Database;
  let admin: SignedInAccount;
  let monroe: string;
  let brighton: string;

  /** A call through the dashboard's guard, then the endpoint, as the server runs them. */
  async function call(
    handler: APIRoute | undefined,
    method: string,
    path: string,
    { body, params = {} }: { body?: unknown; params?: Record<string, string> } = {},
  ): Promise<{ status: number; body: Answer }> {
    const response = await callThroughGuard(handler, {
      db,
      account: admin,
      method,
      path,
      body,
      params,
      config: { staging: { forced: false } },
      clock: { kind: 'machine', now: () => NOW },
    });
    return { status: response.status, body: await response.json() };
  }

  const putSection = (section: string, body: unknown, store?: string) =>
    call(sectionEndpoint.PUT, 'PUT', `settings/${section}${store ? `?store=${store}` : ''}`, {
      body,
      params: { section },
    });

  const putStore = (body: unknown) =>
    call(storeEndpoint.PUT, 'PUT', `stores/${brighton}`, { body, params: { id: brighton } });

  /** Every row of a store's licences and hours, and the organization's row its mirror writes. */
  async function snapshot(storeId: string) {
    const licences = await db.query(
      `select kind, number, to_char(expires_on, 'YYYY-MM-DD') as expires_on from store_licences
        where store_id = $1 order by kind`,
      [storeId],
    );
    const hours = await db.query(
      'select service, weekday, opens_at::text, closes_at::text from store_hours where store_id = $1 order by 1, 2, 3',
      [storeId],
    );
    const [settings] = await db.query('select license_number, medical_license_number from store_settings');
    return JSON.stringify({ licences, hours, settings });
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { hours: DAYTIME_HOURS, capacity: 8 });
    monroe = (await db.query<{ id: string }>('select id from stores where is_default'))[0]!.id;
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ('owner@example.com', now()) returning id`,
    );
    await db.query(`insert into profiles (id, role, full_name) values ($1, 'admin', 'Owner')`, [user!.id]);
    admin = (await loadSignedInAccount(db, { id: user!.id, email: 'owner@example.com', emailConfirmed: true }))!;
    const added = await call(storesEndpoint.POST, 'POST', 'stores', { body: BRIGHTON });
    brighton = (added.body as unknown as StoreDetail).id;
  });
  afterAll(() => db.close());

  it('refuses a licence number in the same words on both pages, for any store, and writes nothing', async () => {
    const before = [await snapshot(monroe), await snapshot(brighton)];
    const long = `AU-R-${'0'.repeat(36)}`;
    const licence = (number: string) => ({ ...BRIGHTON, licences: [{ ...BRIGHTON.licences[0], number }] });

    for (const [number, message] of [
      [long, 'Use at most 40 characters.'],
      ['  ', 'Enter the licence number.'],
    ] as const) {
      const onStorePage = await putStore(licence(number));
      const onSettingsPage = await putSection('store', details(number), 'brighton');
      const defaultStore = await putSection('store', details(number));
      expect([onStorePage.status, onSettingsPage.status, defaultStore.status]).toEqual([400, 400, 400]);
      expect(onStorePage.body.fields?.['licences.0.number']).toEqual([message]);
      expect(onSettingsPage.body.fields?.licenseNumber).toEqual([message]);
      expect(defaultStore.body.fields?.licenseNumber).toEqual([message]);
    }
    const medical = await putSection('store', details('AU-R-000555', long), 'brighton');
    expect(medical.body.fields?.medicalLicenseNumber).toEqual(['Use at most 40 characters.']);
    expect([await snapshot(monroe), await snapshot(brighton)]).toEqual(before);
  });

  it('changes a licence number from the settings page and keeps its expiry; a medical number left empty drops that licence', async () => {
    const saved = await putSection('store', details('AU-R-000321'), 'brighton');
    expect(saved.status).toBe(200);
    expect(
      await db.query(
        `select kind, number, to_char(expires_on, 'YYYY-MM-DD') as expires_on from store_licences where store_id = $1`,
        [brighton],
      ),
    ).toEqual([{ kind: 'adult_use_retailer', number: 'AU-R-000321', expires_on: '2027-06-30' }]);
  });

  it('keeps a closed store’s licences and hours as they were, refused in the same words from both pages', async () => {
    const closed = await call(closeEndpoint.POST, 'POST', `stores/${brighton}/close`, { params: { id: brighton } });
    expect(closed.status).toBe(200);
    const before = await snapshot(brighton);

    const hours = await putSection('hours', week('08:00', '12:00'), 'brighton');
    const licences = await putSection('store', details('AU-R-000999'), 'brighton');
    const storePage = await putStore({ ...BRIGHTON, hours: { inStore: week('08:00', '12:00'), pickup: null } });
    expect([hours.status, licences.status, storePage.status]).toEqual([409, 409, 409]);
    const message = 'Brighton is closed for good: its details stay as they were.';
    expect([hours.body.error, licences.body.error, storePage.body.error]).toEqual([message, message, message]);
    expect(await snapshot(brighton)).toBe(before);
  });
});
