import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { getStoreSettings, StoreSettingsMissingError } from '#server/settings/store-settings.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/** The store facts every storefront page reads: one settings row and the weekly hours. */
describe(`store settings on ${testEngine}`, () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
  });

  afterAll(() => db.close());

  it('refuses to guess when the store was never set up', async () => {
    await expect(getStoreSettings(db)).rejects.toBeInstanceOf(StoreSettingsMissingError);
  });

  it('reads the settings row and the hours as app types', async () => {
    await db.query(
      `insert into store_settings (name, legal_name, tagline, street_address, city, region, postal_code, latitude,
                                   longitude, phone, email, license_number, medical_license_number, merch_slug, theme)
       values ('Test Leaf', 'Test Leaf LLC', 'Riverside cannabis.', '1 Main St', 'Monroe', 'MI', '48161', 41.9, -83.4,
               '(734) 555-0100', 'hi@leaf.test', 'AU-R-1', '', 'test-leaf',
               '{"primary": "#2A3B8F", "accent": "url(javascript:x)", "logoPath": "branding/logo.svg"}')`,
    );
    await db.query(
      `insert into store_hours (weekday, opens_at, closes_at)
       values (1, '09:00', '21:00'), (3, '13:00', '21:30'), (3, '09:00', '12:00'), (5, '12:00', '24:00')`,
    );

    const settings = await getStoreSettings(db);
    expect(settings).toMatchObject({
      name: 'Test Leaf',
      legalName: 'Test Leaf LLC',
      tagline: 'Riverside cannabis.',
      address: {
        street: '1 Main St',
        city: 'Monroe',
        region: 'MI',
        postalCode: '48161',
        country: 'US',
        latitude: 41.9,
        longitude: -83.4,
        singleLine: '1 Main St, Monroe, MI 48161',
        mapUrl:
          'https://www.google.com/maps/search/?api=1&query=Test%20Leaf%2C%201%20Main%20St%2C%20Monroe%2C%20MI%2048161',
      },
      phone: '(734) 555-0100',
      licenseNumber: 'AU-R-1',
      // An empty string typed into the dashboard means "none".
      medicalLicenseNumber: null,
      timeZone: 'America/Detroit',
      exciseTaxBps: 1000,
      salesTaxBps: 600,
      limits: {
        adultUseMg: 70870,
        adultUseConcentrateMg: 15000,
        medicalDailyMg: 70870,
        medicalMonthlyMg: 283495,
        vapeLimitCategory: 'concentrate',
      },
      merchSlug: 'test-leaf',
      stagingMode: false,
    });
    expect(settings.theme).toMatchObject({ primary: '#2a3b8f', accent: '#c9a227', logoPath: 'branding/logo.svg' });
    // Sorted by weekday and opening time; a midnight closing stays '24:00'.
    expect(settings.hours).toEqual([
      { weekday: 1, opens: '09:00', closes: '21:00' },
      { weekday: 3, opens: '09:00', closes: '12:00' },
      { weekday: 3, opens: '13:00', closes: '21:30' },
      { weekday: 5, opens: '12:00', closes: '24:00' },
    ]);
  });
});
