import type { EditableStoreSettings } from '#lib/settings/store-settings.ts';
import { percentText } from '#lib/settings/settings-units.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { formValue, SettingsSectionForm } from './SettingsSectionForm.tsx';

/**
 * Michigan's excise and sales tax rates as they stand, at every store: the rates since always in
 * the tax schedule, which a rate starting on a later day follows.
 */
export function TaxesSection({ taxes }: { taxes: EditableStoreSettings['taxes'] }) {
  return (
    <SettingsSectionForm
      section="taxes"
      description="The standing rates, at every store, until the tax schedule below says otherwise. Percents, up to two decimals. Medical orders pay no excise tax."
      collect={(form) => ({
        exciseTaxBps: formValue(form, 'exciseTaxBps'),
        salesTaxBps: formValue(form, 'salesTaxBps'),
      })}
    >
      {(problems) => (
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            name="exciseTaxBps"
            label="Excise tax (%)"
            inputMode="decimal"
            required
            defaultValue={percentText(taxes.exciseTaxBps)}
            hint="Adult-use cannabis, on the pre-tax price."
            error={problems.exciseTaxBps}
          />
          <TextField
            name="salesTaxBps"
            label="Sales tax (%)"
            inputMode="decimal"
            required
            defaultValue={percentText(taxes.salesTaxBps)}
            hint="On the price including excise."
            error={problems.salesTaxBps}
          />
        </div>
      )}
    </SettingsSectionForm>
  );
}
