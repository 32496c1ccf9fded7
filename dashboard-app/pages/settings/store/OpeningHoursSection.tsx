import { useState } from 'react';
import type { EditableStoreSettings } from '#lib/settings/store-settings.ts';
import { SettingsSectionForm } from './SettingsSectionForm.tsx';
import { toDays, weekOf, WeekHoursFields } from './WeekHoursFields.tsx';

/** The weekly opening hours: several opening times a day, or none for a closed day. */
export function OpeningHoursSection({ hours }: { hours: EditableStoreSettings['hours'] }) {
  const [days, setDays] = useState(() => toDays(hours));

  return (
    <SettingsSectionForm
      section="hours"
      description="In the store’s time zone; a closing time of 12:00 AM is midnight. Pickup times are offered only while the store is open, and a day without hours is closed."
      collect={() => weekOf(days)}
    >
      {(problems) => <WeekHoursFields days={days} onChange={setDays} problems={problems} />}
    </SettingsSectionForm>
  );
}
