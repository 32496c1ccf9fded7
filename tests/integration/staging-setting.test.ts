import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataChanges } from '#server/cache/change-feed.ts';
import type { RuntimeConfig } from '#server/config/runtime-config.ts';
import type { Database } from '#server/db/database.ts';
import { isStagingActive } from '#server/staging/staging-gate.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

const config = { staging: { forced: false, password: 'preview-river-raisin' } } as RuntimeConfig;

describe(`the staging setting on ${testEngine}`, () => {
  let db: Database;
  let stopWatching: () => Promise<void>;
  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(
      `insert into store_settings (name, legal_name, street_address, city, region, postal_code, phone, email, license_number)
       values ('Test Store', 'Test Store LLC', '1 Main St', 'Monroe', 'MI', '48161', '734-555-0100', 'store@example.test', 'AU-R-000001')`,
    );
    stopWatching = await dataChanges.watch(db);
  });
  afterAll(async () => {
    await stopWatching();
    await db.close();
  });

  it('follows the store setting as soon as the database announces the change', async () => {
    expect(await isStagingActive(db, config)).toBe(false);
    await db.query('update store_settings set staging_mode = true');
    await expect.poll(() => isStagingActive(db, config), { timeout: 5_000 }).toBe(true);
    await db.query('update store_settings set staging_mode = false');
    await expect.poll(() => isStagingActive(db, config), { timeout: 5_000 }).toBe(false);
  });

  it('is always on when STAGING_MODE forces it', async () => {
    expect(await isStagingActive(db, { staging: { forced: true } } as RuntimeConfig)).toBe(true);
  });
});
