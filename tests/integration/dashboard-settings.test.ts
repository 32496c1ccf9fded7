import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_INPUTS } from '#lib/settings/store-settings-input.ts';
import { ThemeInput } from '#lib/settings/theme-input.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import type { Database } from '#server/db/database.ts';
import { loadDashboardSettings } from '#server/settings/admin/dashboard-settings.ts';
import { getEditableSettings, saveSettingsSection } from '#server/settings/admin/settings-editor.ts';
import { getStoreSettings } from '#server/settings/store-settings.ts';
import { loadDashboardTheme, saveTheme } from '#server/settings/admin/theme-editor.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

describe(`the dashboard's settings and theme on ${testEngine}`, () => {
  let db: Database;
  let admin: { id: string; email: string };

  const settingsAudit = async (section: string) => listAudit(db, [{ entityType: 'settings', entityId: section }]);

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { hours: DAYTIME_HOURS, capacity: 8 });
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email) values ('owner@example.com') returning id`,
    );
    admin = { id: user!.id, email: 'owner@example.com' };
  });
  afterAll(() => db.close());

  it('reads the settings in the units the page edits', async () => {
    const { settings, stagingPasswordSet, audit } = await loadDashboardSettings(db, { staging: { forced: false } });
    expect(settings.store).toMatchObject({ name: 'Test Store', phone: '734-555-0100', medicalLicenseNumber: null });
    expect(settings.hours.days[3]).toEqual({ intervals: [{ opens: '09:00', closes: '21:00' }] });
    expect(settings.taxes).toEqual({ exciseTaxBps: 1000, salesTaxBps: 600 });
    expect(settings.limits).toMatchObject({ adultUseMg: 70_870, adultUseConcentrateMg: 15_000 });
    expect(settings.pickup).toMatchObject({ slotMinutes: 30, slotCapacity: 8 });
    expect(stagingPasswordSet).toBe(false);
    expect(audit).toEqual([]);
  });

  it('saves store details as typed and logs each change with before and after', async () => {
    const current = (await getEditableSettings(db)).store;
    const input = SETTINGS_INPUTS.store.parse({
      ...current,
      latitude: '',
      longitude: '',
      medicalLicenseNumber: '',
      phone: '734 555 0199',
      tagline: 'By the river',
    });
    expect(await saveSettingsSection(db, admin, 'store', input)).toEqual({ changed: true });
    const stored = await getStoreSettings(db);
    expect(stored.phone).toBe('(734) 555-0199');
    expect(stored.tagline).toBe('By the river');
    const [entry] = await settingsAudit('store');
    expect(entry).toMatchObject({
      actorEmail: 'owner@example.com',
      action: 'updated',
      summary: 'Store details: tagline none → By the river; phone 734-555-0100 → (734) 555-0199',
      before: { tagline: '', phone: '734-555-0100' },
      after: { tagline: 'By the river', phone: '(734) 555-0199' },
    });
    // Saving the same values again writes and logs nothing.
    expect(await saveSettingsSection(db, admin, 'store', input)).toEqual({ changed: false });
    expect(await settingsAudit('store')).toHaveLength(1);
  });

  it('stores tax percents as basis points and limits typed in ounces and grams as milligrams', async () => {
    await saveSettingsSection(
      db,
      admin,
      'taxes',
      SETTINGS_INPUTS.taxes.parse({ exciseTaxBps: '10', salesTaxBps: '6.25' }),
    );
    expect((await getStoreSettings(db)).salesTaxBps).toBe(625);
    expect((await settingsAudit('taxes'))[0]?.summary).toBe('Taxes: sales tax 6% → 6.25%');

    const limits = SETTINGS_INPUTS.limits.parse({
      adultUseMg: '2.5 oz',
      adultUseConcentrateMg: '15 g',
      medicalDailyMg: '70.87 g',
      medicalMonthlyMg: '10 oz',
      vapeLimitCategory: 'gaseous',
    });
    await saveSettingsSection(db, admin, 'limits', limits);
    expect((await getStoreSettings(db)).limits).toEqual({
      adultUseMg: 70_874,
      adultUseConcentrateMg: 15_000,
      medicalDailyMg: 70_870,
      medicalMonthlyMg: 283_495,
      vapeLimitCategory: 'gaseous',
    });
    expect((await settingsAudit('limits'))[0]).toMatchObject({
      summary: 'Purchase limits: adult-use limit 70.87 g → 70.874 g; vape cartridges count as concentrate → gaseous',
      before: { adultUseMg: 70_870, vapeLimitCategory: 'concentrate' },
      after: { adultUseMg: 70_874, vapeLimitCategory: 'gaseous' },
    });
  });

  it('saves pickup slots and the storefront switches', async () => {
    await saveSettingsSection(
      db,
      admin,
      'pickup',
      SETTINGS_INPUTS.pickup.parse({ slotMinutes: '15', slotCapacity: '12', orderHoldMinutes: 120 }),
    );
    await saveSettingsSection(
      db,
      admin,
      'storefront',
      SETTINGS_INPUTS.storefront.parse({ stagingMode: true, merchSlug: 'riverside' }),
    );
    const stored = await getStoreSettings(db);
    expect(stored).toMatchObject({
      pickupSlotMinutes: 15,
      pickupSlotCapacity: 12,
      stagingMode: true,
      merchSlug: 'riverside',
    });
    expect((await settingsAudit('pickup'))[0]?.summary).toBe(
      'Pickup: slot length 30 min → 15 min; orders per slot 8 → 12',
    );
    expect((await settingsAudit('storefront'))[0]?.summary).toBe(
      'Storefront: staging mode off → on; merch shop address store → riverside',
    );
  });

  it('replaces the opening hours, several intervals a day or none, and logs the days that changed', async () => {
    const days = Array.from({ length: 7 }, () => ({ intervals: [{ opens: '09:00', closes: '21:00' }] }));
    days[0] = { intervals: [] };
    days[5] = {
      intervals: [
        { opens: '17:00', closes: '00:00' },
        { opens: '09:00', closes: '13:00' },
      ],
    };
    expect(await saveSettingsSection(db, admin, 'hours', SETTINGS_INPUTS.hours.parse({ days }))).toEqual({
      changed: true,
    });
    expect(
      (await getStoreSettings(db)).hours.filter((interval) => interval.weekday === 5 || interval.weekday === 0),
    ).toEqual([
      { weekday: 5, opens: '09:00', closes: '13:00' },
      { weekday: 5, opens: '17:00', closes: '24:00' },
    ]);
    const [entry] = await settingsAudit('hours');
    expect(entry?.summary).toBe(
      'Opening hours: Sunday 9 AM – 9 PM → closed; Friday 9 AM – 9 PM → 9 AM – 1 PM, 5 PM – midnight',
    );
    expect(await saveSettingsSection(db, admin, 'hours', SETTINGS_INPUTS.hours.parse({ days }))).toEqual({
      changed: false,
    });
  });

  it('lists every section’s changes, newest first, on the settings page', async () => {
    const { audit } = await loadDashboardSettings(db, { staging: { forced: false, password: 'secret' } });
    expect(audit.map((entry) => entry.entityId)).toEqual(['hours', 'storefront', 'pickup', 'limits', 'taxes', 'store']);
  });

  it('saves a readable theme and logs the colours that changed', async () => {
    const { theme } = await loadDashboardTheme(db);
    const input = ThemeInput.parse({ ...theme, primary: '#2a3b8f', logoUrl: '/media/branding/logo.svg' });
    expect(await saveTheme(db, admin, input)).toEqual({ changed: true });
    expect((await getStoreSettings(db)).theme).toMatchObject({ primary: '#2a3b8f', logoPath: 'branding/logo.svg' });
    const { audit } = await loadDashboardTheme(db);
    expect(audit[0]).toMatchObject({
      entityType: 'theme',
      summary: 'Theme: primary #1f5130 → #2a3b8f; logo none → /media/branding/logo.svg',
      before: { primary: '#1f5130', logoPath: null },
      after: { primary: '#2a3b8f', logoPath: 'branding/logo.svg' },
    });
    expect(await saveTheme(db, admin, input)).toEqual({ changed: false });
    expect(ThemeInput.safeParse({ ...theme, primaryText: '#8da0e0' }).success).toBe(false);
  });
});
