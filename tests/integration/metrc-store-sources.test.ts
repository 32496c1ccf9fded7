import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSourceEndpoints } from '#server/config/inventory-config.ts';
import type { Database } from '#server/db/database.ts';
import { sealCredentials } from '#server/inventory/credentials-seal.ts';
import { inventorySourceFactory, storeRegistries, syncSourcedStores } from '#server/inventory/index.ts';
import { startFakeMetrc, type FakeMetrc } from '../support/fake-metrc.ts';
import { insertStore } from '../support/inventory-fixtures.ts';
import { insertCategory, insertProduct } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/**
 * The deployment's own wiring of a store's source (decision 77): the store's sealed user key, the
 * vendor key and Metrc's address from the configuration, reaching a Metrc over real HTTP (a local
 * fake that checks keys, licence, windows and bodies against Metrc's description).
 */

const LICENCE = 'AU-R-000555';
const VENDOR_KEY = 'vendor-key-river-raisin';
const USER_KEY = 'user-key-ypsilanti';
const NOW = new Date('2026-12-08T15:00:00Z');

describe(`a store's source reached as the deployment configures it, on ${testEngine}`, () => {
  let db: Database;
  let metrc: FakeMetrc;
  let ypsilanti: string;
  const key = randomBytes(32);

  const useMetrcWith = (userKey: string) =>
    db.query(
      `update store_inventory_sources
          set kind = 'metrc', licence_number = $2, credentials_sealed = $3, credentials_state = 'ok'
        where store_id = $1`,
      [ypsilanti, LICENCE, sealCredentials(key, { userApiKey: userKey })],
    );

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    await insertCategory(db, 'flower');
    await insertProduct(db, {
      slug: 'blue-dream',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3500, stock: 0, weightMg: 3_500 }],
    });
    ypsilanti = await insertStore(db, 'ypsilanti', 'Ypsilanti');
    metrc = await startFakeMetrc({ licenceNumber: LICENCE, vendorKey: VENDOR_KEY, userKey: USER_KEY, now: () => NOW });
    metrc.packages.add({
      label: '1A4060300002EE1000012345',
      itemName: 'Blue Dream 3.5 g',
      category: 'Buds',
      unitOfMeasure: 'Each',
      quantity: 12,
      unitWeight: 3.5,
      unitWeightUnitOfMeasureName: 'Grams',
      labTestingState: 'TestPassed',
    });
    metrc.patients.set('MM20241234', { active: true, flowerOuncesAvailable: 2.5 });
  });
  afterAll(async () => {
    await metrc.stop();
    await db.close();
  });

  const endpoints = () =>
    readSourceEndpoints({ METRC_API_URL: metrc.url, METRC_VENDOR_KEY: VENDOR_KEY, DUTCHIE_POS_API_URL: undefined });

  it('syncs the store’s packages from Metrc with its own user key', async () => {
    await useMetrcWith(USER_KEY);
    const synced = await syncSourcedStores(db, {
      sourceFor: inventorySourceFactory(endpoints()),
      credentialsKey: key,
      now: NOW,
    });
    expect(synced).toBe(1);
    const packages = await db.query<{ label: string; quantity: string; lab_state: string }>(
      'select label, quantity, lab_state from store_packages where store_id = $1',
      [ypsilanti],
    );
    expect(packages).toEqual([{ label: '1A4060300002EE1000012345', quantity: '12.000', lab_state: 'TestPassed' }]);
    const requests = metrc.requests().map((request) => request.path);
    expect(requests.some((path) => path.startsWith('/packages/v2/active'))).toBe(true);
  });

  it('syncs nothing without the vendor key, and marks a refused user key for attention', async () => {
    const withoutVendor = readSourceEndpoints({ METRC_API_URL: metrc.url });
    expect(
      inventorySourceFactory(withoutVendor)({
        storeId: ypsilanti,
        kind: 'metrc',
        posVendor: null,
        licenceNumber: LICENCE,
        credentials: { userApiKey: USER_KEY },
      }),
    ).toBeNull();

    await useMetrcWith('a-revoked-key');
    await syncSourcedStores(db, { sourceFor: inventorySourceFactory(endpoints()), credentialsKey: key, now: NOW });
    const [state] = await db.query<{ credentials_state: string }>(
      'select credentials_state from store_inventory_sources where store_id = $1',
      [ypsilanti],
    );
    expect(state!.credentials_state).toBe('attention');
  });

  it('asks Metrc about a medical patient with the store’s key, and answers as down without working credentials', async () => {
    await useMetrcWith(USER_KEY);
    const registryOf = storeRegistries(db, key, inventorySourceFactory(endpoints()));
    const registry = registryOf({ storeId: ypsilanti, kind: 'metrc' })!;
    expect(registry.name).toBe('Metrc');
    await expect(registry.patientStatus('MM20241234')).resolves.toMatchObject({
      active: true,
      flowerOuncesAvailable: 2.5,
    });

    await db.query(`update store_inventory_sources set credentials_state = 'attention' where store_id = $1`, [
      ypsilanti,
    ]);
    await expect(registry.patientStatus('MM20241234')).rejects.toMatchObject({ kind: 'credentials' });
    expect(
      storeRegistries(db, undefined, inventorySourceFactory(endpoints()))({ storeId: ypsilanti, kind: 'metrc' }),
    ).toBeNull();
  });
});
