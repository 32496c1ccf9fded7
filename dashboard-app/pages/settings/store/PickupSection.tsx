import type { EditableStoreSettings } from '#lib/settings/store-settings.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { formValue, SettingsSectionForm } from './SettingsSectionForm.tsx';

/** How pickup times are cut and filled, and how long an uncollected order waits. */
export function PickupSection({ pickup }: { pickup: EditableStoreSettings['pickup'] }) {
  return (
    <SettingsSectionForm
      section="pickup"
      description="Checkout offers pickup times of this length while the store is open, each until it is full."
      collect={(form) => ({
        slotMinutes: formValue(form, 'slotMinutes'),
        slotCapacity: formValue(form, 'slotCapacity'),
        orderHoldMinutes: formValue(form, 'orderHoldMinutes'),
      })}
    >
      {(problems) => (
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            name="slotMinutes"
            label="Slot length (minutes)"
            inputMode="numeric"
            required
            defaultValue={pickup.slotMinutes}
            hint="5 to 240."
            error={problems.slotMinutes}
          />
          <TextField
            name="slotCapacity"
            label="Orders per slot"
            inputMode="numeric"
            required
            defaultValue={pickup.slotCapacity}
            error={problems.slotCapacity}
          />
          <TextField
            name="orderHoldMinutes"
            label="Hold uncollected orders (minutes)"
            inputMode="numeric"
            required
            defaultValue={pickup.orderHoldMinutes}
            hint="After the pickup time; then the order expires and its stock returns."
            error={problems.orderHoldMinutes}
          />
        </div>
      )}
    </SettingsSectionForm>
  );
}
