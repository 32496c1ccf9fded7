import { useMemo, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SETTINGS_SECTION_TITLES, type DashboardSettings, type SettingsSection } from '../../../src/lib/dashboard/store-settings.ts';
import { loadSettings } from '../../api/settings.ts';
import { AuditLog } from '../../ui/AuditLog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { LimitsSection } from './LimitsSection.tsx';
import { OpeningHoursSection } from './OpeningHoursSection.tsx';
import { PickupSection } from './PickupSection.tsx';
import { SettingsPageState } from './SettingsSectionForm.tsx';
import { StoreDetailsSection } from './StoreDetailsSection.tsx';
import { StorefrontSection } from './StorefrontSection.tsx';
import { TaxesSection } from './TaxesSection.tsx';

export function loader(_: LoaderFunctionArgs) {
  return loadSettings();
}

/**
 * The store's settings, a section at a time: details, opening hours, pickup, taxes, purchase
 * limits, storefront. Each section saves on its own and the storefront shows it at once.
 */
export function Component() {
  const [data, setData] = useState(useLoaderData<typeof loader>());
  const [savedSection, setSavedSection] = useState<SettingsSection | null>(null);
  const state = useMemo(
    () => ({
      savedSection,
      onSaved: (next: DashboardSettings, section: SettingsSection) => {
        setData(next);
        setSavedSection(section);
      },
    }),
    [savedSection],
  );
  const { settings } = data;
  // A section is drawn anew when its stored values change, so its fields show them as the server tidied them.
  const version = (section: SettingsSection) => JSON.stringify(settings[section]);

  return (
    <SettingsPageState.Provider value={state}>
      <PageHeader title="Settings" description="Every fact about the store the storefront, checkout and receipts use." />
      <p role="status" className="sr-only">
        {savedSection ? `${SETTINGS_SECTION_TITLES[savedSection]} saved.` : ''}
      </p>
      <div className="flex max-w-4xl flex-col gap-6">
        <StoreDetailsSection key={version('store')} store={settings.store} />
        <OpeningHoursSection key={version('hours')} hours={settings.hours} />
        <PickupSection key={version('pickup')} pickup={settings.pickup} />
        <TaxesSection key={version('taxes')} taxes={settings.taxes} />
        <LimitsSection key={version('limits')} limits={settings.limits} />
        <StorefrontSection key={version('storefront')} storefront={settings.storefront} stagingPasswordSet={data.stagingPasswordSet} />
      </div>
      <AuditLog entries={data.audit} title="Recent changes to the settings" />
    </SettingsPageState.Provider>
  );
}
