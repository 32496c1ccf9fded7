import { useId, useState, type FormEvent } from 'react';
import { addDays } from '#lib/pickup/zoned-time.ts';
import { percentText } from '#lib/settings/settings-units.ts';
import { taxRateStartLabel, type DashboardTaxSchedule, type ScheduledTaxRateView } from '#lib/settings/tax-schedule.ts';
import {
  TAX_CUSTOMER_TYPE_LABELS,
  TAX_LABELS,
  TAXES,
  TAX_CUSTOMER_TYPES,
  taxedSaleLabel,
} from '#lib/vocabulary/taxes.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useAction } from '../../../writes/use-action.ts';
import type { settingsAction } from './actions.ts';
import { formValue } from './SettingsSectionForm.tsx';

const STATE_LABELS: Record<ScheduledTaxRateView['state'], string> = {
  upcoming: 'Upcoming',
  current: 'In effect',
  ended: 'Ended',
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Excise tax on adult-use cannabis, every store, 12% from Jan 1, 2027". */
function rateName(rate: ScheduledTaxRateView): string {
  return `${taxedSaleLabel(rate)}, ${rate.store?.name ?? 'every store'}, ${percentText(rate.rateBps)}% ${taxRateStartLabel(rate.startsOn)}`;
}

/**
 * Tax rates as a schedule: every rate with the day it starts, at midnight in its store's time
 * zone, for every store or one (a store's own rate beats every store's). Orders keep the taxes
 * they paid, so a rate in effect is never changed: the rate that follows it is added ahead of
 * time, and one not yet in effect can be withdrawn.
 */
export function TaxScheduleSection({ schedule }: { schedule: DashboardTaxSchedule }) {
  const headingId = useId();
  // A new, empty form after each rate added.
  const [formKey, setFormKey] = useState(0);
  const changes = useAction<typeof settingsAction>({
    onDone: (_, sent) => {
      if (sent.intent === 'addTaxRate') setFormKey((key) => key + 1);
    },
  });
  const adding = changes.sent?.intent === 'addTaxRate';
  const tomorrow = addDays(schedule.today, 1);

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(
      ['tax', 'customerType', 'storeId', 'rate', 'startsOn'].map((name) => [name, formValue(form, name)]),
    );
    changes.send('addTaxRate', values, {
      done: `Rate added: it is charged ${taxRateStartLabel(values.startsOn ?? null)}.`,
    });
  }

  const columns: Column<ScheduledTaxRateView>[] = [
    { label: 'Tax', rowHeader: true, cell: (rate) => capitalized(taxedSaleLabel(rate)) },
    { label: 'Store', cell: (rate) => rate.store?.name ?? 'Every store' },
    { label: 'Rate', numeric: true, cell: (rate) => `${percentText(rate.rateBps)}%` },
    { label: 'Starts', cell: (rate) => capitalized(taxRateStartLabel(rate.startsOn)) },
    {
      label: 'State',
      // A rate not yet in effect is withdrawn from its state.
      cell: (rate) =>
        rate.state === 'upcoming' ? (
          <div className="flex flex-wrap items-center gap-2">
            {STATE_LABELS.upcoming}
            <Button
              tone="danger"
              className="px-3 py-1"
              aria-label={`Withdraw ${rateName(rate)}`}
              busy={changes.busy && changes.sent?.intent === 'withdrawTaxRate' && changes.sent.input.id === rate.id}
              onClick={() =>
                changes.send('withdrawTaxRate', { id: rate.id, label: rateName(rate) }, { done: 'Rate withdrawn.' })
              }
            >
              Withdraw
            </Button>
          </div>
        ) : (
          STATE_LABELS[rate.state]
        ),
    },
  ];

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-ink/15 bg-surface p-4 md:p-6">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        Tax schedule
      </h2>
      <p className="mt-1 text-ink-muted">
        Each rate starts at midnight, in its store's time zone, on the day given; a store's own rate replaces every
        store's. Orders keep the taxes they were charged, so a rate in effect never changes: add the rate that follows
        it. A rate not yet in effect can be withdrawn.
      </p>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {changes.notice && <Alert tone="success">{changes.notice}</Alert>}
        {!adding && changes.problem && <Alert tone="error">{changes.problem}</Alert>}
      </div>
      <div className="mt-4">
        <DataTable
          caption="Tax rates and the day each starts"
          compact
          minWidth="36rem"
          columns={columns}
          rows={schedule.rates}
          rowKey={(rate) => rate.id}
        />
      </div>
      <form key={formKey} className="mt-6 flex flex-col gap-4" noValidate onSubmit={add} aria-label="Add a tax rate">
        <h3 className="text-lg font-bold text-brand-900">Add a rate</h3>
        {adding && changes.problem && !Object.values(changes.fields).includes(changes.problem) && (
          <Alert tone="error">{changes.problem}</Alert>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            name="tax"
            label="Tax"
            options={TAXES.map((tax) => ({ value: tax, label: TAX_LABELS[tax] }))}
            error={adding ? changes.fields.tax : undefined}
          />
          <SelectField
            name="customerType"
            label="Charged on"
            hint="The excise tax is charged on adult-use cannabis only."
            options={TAX_CUSTOMER_TYPES.map((type) => ({
              value: type,
              label: capitalized(TAX_CUSTOMER_TYPE_LABELS[type]),
            }))}
            error={adding ? changes.fields.customerType : undefined}
          />
          <SelectField
            name="storeId"
            label="Store"
            options={[
              { value: '', label: 'Every store' },
              ...schedule.stores.map(({ id, name }) => ({ value: id, label: name })),
            ]}
            error={adding ? changes.fields.storeId : undefined}
          />
          <TextField
            name="rate"
            label="Rate (%)"
            inputMode="decimal"
            required
            hint="Up to two decimals, like 6 or 6.25."
            error={adding ? changes.fields.rate : undefined}
          />
          <TextField
            name="startsOn"
            label="Starts on"
            type="date"
            required
            min={tomorrow}
            defaultValue={tomorrow}
            hint="Tomorrow or a later day, from midnight."
            error={adding ? changes.fields.startsOn : undefined}
          />
        </div>
        <div>
          <Button type="submit" busy={adding && changes.busy}>
            {adding && changes.busy ? 'Adding…' : 'Add rate'}
          </Button>
        </div>
      </form>
    </section>
  );
}
