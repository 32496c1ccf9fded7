import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { getStoreSettings, getStoreSettingsFor, StoreSettingsMissingError } from '#server/settings/store-settings.ts';
import { insertPickupStore, insertTestStore } from '../support/test-store.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

interface StoreRow {
  [column: string]: unknown;
  id: string;
  slug: string;
  name: string;
  is_default: boolean;
  city: string;
  municipality: string;
  timezone: string;
  pickup_slot_capacity: number;
  online_ordering_paused: boolean;
}

const SECOND_STORE = `insert into stores (slug, name, street_address, city, region, postal_code, phone, email,
                                          municipality, timezone, pickup_slot_capacity)
                      values ('ypsilanti', 'Ypsilanti', '9 Cross St', 'Ypsilanti', 'MI', '48197', '734-555-0199',
                              'ypsi@example.test', 'City of Ypsilanti', 'America/Detroit', 4)
                      returning id`;

/**
 * The organization's stores: the store that existed before is the first, default store, and the
 * columns `store_settings` kept for it stay equal to its row whichever side is written.
 */
describe(`stores on ${testEngine}`, () => {
  let db: Database;

  beforeEach(async () => {
    db = await openTestDatabase();
  });

  afterEach(() => db.close());

  async function stores(): Promise<StoreRow[]> {
    return db.query<StoreRow>(
      `select id, slug, name, is_default, city, municipality, timezone, pickup_slot_capacity, online_ordering_paused
         from stores order by position, slug`,
    );
  }

  it('has its first store from the start, not yet described, and no settings to read until set up', async () => {
    const [first] = await stores();
    expect(first).toMatchObject({ slug: 'store', is_default: true, city: '' });
    expect((await db.query<{ id: string | null }>('select default_store_id() as id'))[0]!.id).toBe(first!.id);
    await expect(getStoreSettings(db)).rejects.toBeInstanceOf(StoreSettingsMissingError);
    // Hours written before the organization is set up are the first store's.
    await db.query(`insert into store_hours (weekday, opens_at, closes_at) values (1, '09:00', '21:00')`);
    expect(await db.query('select store_id from store_hours')).toEqual([{ store_id: first!.id }]);
  });

  it('describes the first store from the first settings row: its town names it; licences included', async () => {
    const [blank] = await stores();
    await insertTestStore(db);
    const [first, ...others] = await stores();
    expect(others).toEqual([]);
    expect(first!.id).toBe(blank!.id);
    expect(first).toMatchObject({
      slug: 'monroe',
      name: 'Monroe',
      is_default: true,
      city: 'Monroe',
      municipality: 'Monroe',
      timezone: 'America/Detroit',
    });
    expect((await db.query<{ id: string }>('select default_store_id() as id'))[0]!.id).toBe(first!.id);
    expect(await db.query('select kind, number from store_licences where store_id = $1', [first!.id])).toEqual([
      { kind: 'adult_use_retailer', number: 'AU-R-000001' },
    ]);
    const settings = await getStoreSettings(db);
    expect(settings.store).toEqual({ id: first!.id, slug: 'monroe', name: 'Monroe', isDefault: true });
    expect(settings.licenseNumber).toBe('AU-R-000001');
    expect(settings.medicalLicenseNumber).toBeNull();
  });

  it('keeps the settings columns and the default store equal whichever is written, without a loop', async () => {
    await insertPickupStore(db, { capacity: 12, timeZone: 'America/Menominee' });
    expect((await stores())[0]).toMatchObject({ timezone: 'America/Menominee', pickup_slot_capacity: 12 });

    await db.query(
      `update stores set timezone = 'America/Detroit', online_ordering_paused = true,
                         online_ordering_paused_message = 'Back at noon.' where is_default`,
    );
    const [settingsRow] = await db.query<{ timezone: string; online_ordering_paused: boolean }>(
      'select timezone, online_ordering_paused from store_settings',
    );
    expect(settingsRow).toEqual({ timezone: 'America/Detroit', online_ordering_paused: true });
    expect((await getStoreSettings(db)).onlineOrdering).toEqual({ paused: true, message: 'Back at noon.' });

    await db.query(`update store_settings set medical_license_number = 'MED-9', license_number = 'AU-R-2'`);
    expect(
      await db.query('select kind, number from store_licences where store_id = default_store_id() order by kind'),
    ).toEqual([
      { kind: 'adult_use_retailer', number: 'AU-R-2' },
      { kind: 'medical_provisioning_center', number: 'MED-9' },
    ]);
    await db.query(`delete from store_licences where kind = 'medical_provisioning_center'`);
    await db.query(`update store_licences set number = 'AU-R-3' where kind = 'adult_use_retailer'`);
    expect(await db.query('select license_number, medical_license_number from store_settings')).toEqual([
      { license_number: 'AU-R-3', medical_license_number: null },
    ]);
    await db.query(`update store_settings set medical_license_number = ''`);
    expect(await db.query('select count(*)::int as n from store_licences')).toEqual([{ n: 1 }]);
  });

  it('gives rows written without a store to the default store, and reads each store its own', async () => {
    await insertPickupStore(db, { hours: [{ weekday: 1, opens: '09:00', closes: '21:00' }] });
    await db.query(`insert into store_closures (day, name) values ('2026-12-25', 'Christmas Day')`);
    const [second] = await db.query<{ id: string }>(SECOND_STORE);
    await db.query(
      `insert into store_hours (store_id, service, weekday, opens_at, closes_at)
       values ($1, 'in_store', 1, '10:00', '20:00'), ($1, 'pickup', 1, '12:00', '19:00')`,
      [second!.id],
    );
    await db.query(
      `insert into store_licences (store_id, kind, number) values ($1, 'adult_use_retailer', 'AU-R-7'),
                                                                  ($1, 'medical_provisioning_center', 'MED-7')`,
      [second!.id],
    );
    await db.query(`insert into store_closures (store_id, day, name) values ($1, '2026-11-26', 'Thanksgiving')`, [
      second!.id,
    ]);

    const monroe = await getStoreSettings(db);
    expect(monroe.hours).toEqual([{ weekday: 1, opens: '09:00', closes: '21:00' }]);
    expect(monroe.closures.map((closure) => closure.name)).toEqual(['Christmas Day']);
    expect(monroe.licenseNumber).toBe('AU-R-000001');

    const ypsilanti = await getStoreSettingsFor(db, second!.id);
    expect(ypsilanti).toMatchObject({
      name: 'Test Store',
      store: { id: second!.id, slug: 'ypsilanti', name: 'Ypsilanti', isDefault: false },
      address: { street: '9 Cross St', city: 'Ypsilanti', postalCode: '48197' },
      licenseNumber: 'AU-R-7',
      medicalLicenseNumber: 'MED-7',
      pickupSlotCapacity: 4,
      // Its in-store hours; pickup hours are their own service.
      hours: [{ weekday: 1, opens: '10:00', closes: '20:00' }],
      closures: [{ date: '2026-11-26', name: 'Thanksgiving', hours: null }],
    });
    // A second store's licences never reach the organization's row.
    expect(await db.query('select license_number, medical_license_number from store_settings')).toEqual([
      { license_number: 'AU-R-000001', medical_license_number: null },
    ]);
  });

  it('has exactly one default store, and never a closed one', async () => {
    await insertTestStore(db);
    await db.query(SECOND_STORE);
    await expect(db.query(`update stores set is_default = true where slug = 'ypsilanti'`)).rejects.toThrow();
    await expect(db.query(`update stores set closed_at = now() where is_default`)).rejects.toThrow();
    await expect(
      db.query(`insert into stores (slug, name, street_address, city, region, postal_code, phone, email, municipality)
                           values ('Not A Slug', 'X', '1 A St', 'X', 'MI', '48000', '1', 'x@x.test', 'X')`),
    ).rejects.toThrow();
  });

  it('refuses to read a store that does not exist', async () => {
    await insertTestStore(db);
    await expect(getStoreSettingsFor(db, '00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(
      StoreSettingsMissingError,
    );
  });
});
