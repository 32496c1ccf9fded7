import { useState } from 'react';
import { MAX_PAUSED_MESSAGE, type EditableStoreSettings } from '#lib/settings/store-settings.ts';
import { CheckboxField } from '../../../ui/CheckboxField.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { formValue, SettingsSectionForm } from './SettingsSectionForm.tsx';

/**
 * The switch that pauses online ordering (a busy hour, an inventory count, a power cut) and the
 * sentence shoppers read meanwhile, on the menu, in the cart and at checkout.
 */
export function OnlineOrderingSection({ ordering }: { ordering: EditableStoreSettings['ordering'] }) {
  const [paused, setPaused] = useState(ordering.paused);
  return (
    <SettingsSectionForm
      section="ordering"
      description={
        ordering.paused ? (
          <strong className="text-danger">Online ordering is paused: shoppers cannot place orders.</strong>
        ) : (
          'Shoppers can place orders for pickup.'
        )
      }
      collect={(form) => ({ paused: new FormData(form).has('paused'), message: formValue(form, 'message') })}
    >
      {(problems) => (
        <>
          <CheckboxField
            name="paused"
            label="Pause online ordering"
            checked={paused}
            onChange={(event) => setPaused(event.target.checked)}
            hint="The storefront shows the message below and checkout places no order until you switch this off. Orders already placed are not touched."
          />
          <TextAreaField
            name="message"
            label="Message to shoppers"
            rows={3}
            maxLength={MAX_PAUSED_MESSAGE}
            required={paused}
            defaultValue={ordering.message}
            hint={`What shoppers read while ordering is paused, at most ${MAX_PAUSED_MESSAGE} characters, like “We are counting inventory; ordering is back at 2 PM.”`}
            error={problems.message}
          />
        </>
      )}
    </SettingsSectionForm>
  );
}
