import type { EditableStoreSettings } from '#lib/settings/store-settings.ts';
import { formatLimitAmount } from '#lib/limits/limit-amount-format.ts';
import { gramsAmountText } from '#lib/settings/settings-units.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { formValue, SettingsSectionForm } from './SettingsSectionForm.tsx';

type Limits = EditableStoreSettings['limits'];

const AMOUNTS = [
  { name: 'adultUseMg', label: 'Adult-use, per purchase', hint: 'Flower-equivalent, in g or oz' },
  { name: 'adultUseConcentrateMg', label: 'Adult-use concentrate, per purchase', hint: 'In g or oz' },
  { name: 'medicalDailyMg', label: 'Medical, per day', hint: 'Flower-equivalent, in g or oz' },
  { name: 'medicalMonthlyMg', label: 'Medical, per month', hint: 'Flower-equivalent, in g or oz' },
] as const satisfies readonly { name: Exclude<keyof Limits, 'vapeLimitCategory'>; label: string; hint: string }[];

/** The purchase limits the cart and checkout enforce (R 420.506), typed in grams or ounces. */
export function LimitsSection({ limits }: { limits: Limits }) {
  return (
    <SettingsSectionForm
      section="limits"
      description="Type an amount with its unit, like 2.5 oz or 15 g. A change applies to every cart at once."
      collect={(form) => ({
        ...Object.fromEntries(AMOUNTS.map((amount) => [amount.name, formValue(form, amount.name)])),
        vapeLimitCategory: formValue(form, 'vapeLimitCategory'),
      })}
    >
      {(problems) => (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            {AMOUNTS.map((amount) => (
              <TextField
                key={amount.name}
                name={amount.name}
                label={amount.label}
                required
                defaultValue={gramsAmountText(limits[amount.name])}
                hint={`${amount.hint}; now about ${formatLimitAmount(limits[amount.name])}.`}
                error={problems[amount.name]}
              />
            ))}
          </div>
          <fieldset aria-describedby={problems.vapeLimitCategory ? 'vape-limit-error' : undefined}>
            <legend className="font-semibold">Vape cartridges count as</legend>
            {(
              [
                { value: 'concentrate', label: 'Concentrate (gram for gram, and toward the concentrate limit)' },
                { value: 'gaseous', label: 'Gaseous (7 g counts as 1 oz of flower)' },
              ] as const
            ).map((option) => (
              <label key={option.value} className="mt-1 flex items-center gap-2">
                <input
                  type="radio"
                  name="vapeLimitCategory"
                  value={option.value}
                  defaultChecked={limits.vapeLimitCategory === option.value}
                  className="size-4 accent-brand-700"
                />
                {option.label}
              </label>
            ))}
            {problems.vapeLimitCategory && (
              <p id="vape-limit-error" className="font-semibold text-danger">
                {problems.vapeLimitCategory}
              </p>
            )}
          </fieldset>
        </>
      )}
    </SettingsSectionForm>
  );
}
