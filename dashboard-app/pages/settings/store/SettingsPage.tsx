import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { SettingsSection } from '#lib/settings/store-settings.ts';
import { loadSettings } from '../../../api/settings.ts';
import { useShownStore } from '../../../shell/store-switch.ts';
import { AuditLog } from '../../../ui/AuditLog.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useAction } from '../../../writes/use-action.ts';
import { HiringSection } from './HiringSection.tsx';
import { HolidayClosuresSection } from './HolidayClosuresSection.tsx';
import { LimitsSection } from './LimitsSection.tsx';
import { OnlineOrderingSection } from './OnlineOrderingSection.tsx';
import { OpeningHoursSection } from './OpeningHoursSection.tsx';
import { PickupSection } from './PickupSection.tsx';
import { SettingsSaves } from './SettingsSectionForm.tsx';
import { StoreDetailsSection } from './StoreDetailsSection.tsx';
import { StorefrontSection } from './StorefrontSection.tsx';
import { TaxesSection } from './TaxesSection.tsx';
import { TaxScheduleSection } from './TaxScheduleSection.tsx';
import { settingsAction } from './actions.ts';

export function loader(_: LoaderFunctionArgs) {
  return loadSettings();
}

export { settingsAction as action };

/**
 * The store's settings, a section at a time: online ordering, details, opening hours, holidays,
 * pickup, taxes and their schedule, purchase limits, storefront, hiring. Each section saves on its own and the
 * storefront shows it at once.
 */
export function Component() {
  const data = useLoaderData<typeof loader>();
  // The sections' saves live here: a saved section is drawn anew, and still says it was saved.
  const saves = useAction<typeof settingsAction>();
  const { settings } = data;
  // A section is drawn anew when its stored values change, so its fields show them as the server tidied them.
  const version = (section: SettingsSection) => JSON.stringify(settings[section]);
  const shown = useShownStore();

  return (
    <SettingsSaves.Provider value={saves}>
      <PageHeader
        title="Settings"
        description={
          shown
            ? `${shown.name}’s online ordering, details, hours, holidays and pickup (choose another store in the header); taxes, limits, storefront and hiring are every store’s.`
            : 'Every fact about the store the storefront, checkout and receipts use.'
        }
      />
      <p role="status" className="sr-only">
        {saves.notice ?? ''}
      </p>
      <div className="flex max-w-4xl flex-col gap-6">
        <OnlineOrderingSection key={version('ordering')} ordering={settings.ordering} />
        <StoreDetailsSection key={version('store')} store={settings.store} />
        <OpeningHoursSection key={version('hours')} hours={settings.hours} />
        <HolidayClosuresSection key={version('closures')} closures={settings.closures} />
        <PickupSection key={version('pickup')} pickup={settings.pickup} />
        <TaxesSection key={version('taxes')} taxes={settings.taxes} />
        <TaxScheduleSection schedule={data.taxSchedule} />
        <LimitsSection key={version('limits')} limits={settings.limits} />
        <StorefrontSection
          key={version('storefront')}
          storefront={settings.storefront}
          stagingPasswordSet={data.stagingPasswordSet}
        />
        <HiringSection key={version('hiring')} hiring={settings.hiring} />
      </div>
      <AuditLog entries={data.audit} title="Recent changes to the settings" />
    </SettingsSaves.Provider>
  );
}
