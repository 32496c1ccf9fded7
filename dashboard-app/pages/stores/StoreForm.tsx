import { useState, type FormEvent, type ReactNode } from 'react';
import {
  LICENCE_KIND_LABELS,
  LICENCE_KINDS,
  MICHIGAN_TIME_ZONES,
  TIME_ZONE_LABELS,
  type LicenceKind,
  type StoreDetail,
} from '#lib/stores/store-admin.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { CheckboxField } from '../../ui/CheckboxField.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { toDays, weekOf, WeekHoursFields, type Interval } from '../settings/store/WeekHoursFields.tsx';

/** The form's starting values: a stored store's, or a new store's (open 10 to 9 every day, Eastern time). */
export type StoreFormValues = Omit<
  StoreDetail,
  'id' | 'isDefault' | 'status' | 'ordering' | 'medicalStockApart' | 'closedAt'
>;

const EVERY_DAY = { days: Array.from({ length: 7 }, () => ({ intervals: [{ opens: '10:00', closes: '21:00' }] })) };

export const NEW_STORE: StoreFormValues = {
  slug: '',
  name: '',
  street: '',
  city: '',
  region: 'MI',
  postalCode: '',
  municipality: '',
  timeZone: 'America/Detroit',
  phone: '',
  email: '',
  licences: [{ kind: 'adult_use_retailer', number: '', expiresOn: null }],
  hours: { inStore: EVERY_DAY, pickup: null },
  slotMinutes: 30,
  slotCapacity: 8,
  orderHoldMinutes: 120,
};

type LicenceRow = { key: number; kind: LicenceKind; number: string; expiresOn: string };
let nextKey = 0;

const KIND_OPTIONS = LICENCE_KINDS.map((kind) => ({ value: kind, label: LICENCE_KIND_LABELS[kind] }));
const ZONE_OPTIONS = MICHIGAN_TIME_ZONES.map((zone) => ({ value: zone, label: TIME_ZONE_LABELS[zone] }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-ink/15 bg-surface p-4 md:p-6">
      <legend className="px-1 text-xl font-bold text-brand-900">{title}</legend>
      <div className="flex flex-col gap-4">{children}</div>
    </fieldset>
  );
}

/**
 * A store's form: its name and web address, address and municipality, time zone, phone and email,
 * its state licences (one per kind, with number and expiry), its in-store hours and, when they
 * differ, its pickup hours, and its pickup slots. The server checks everything; its messages show
 * beside the fields.
 */
export function StoreForm({
  values,
  label,
  submitLabel,
  busy,
  problem,
  fields,
  onSubmit,
}: {
  values: StoreFormValues;
  label: string;
  submitLabel: string;
  busy: boolean;
  problem: string | null;
  fields: Record<string, string>;
  onSubmit: (values: unknown) => void;
}) {
  const [licences, setLicences] = useState<LicenceRow[]>(() =>
    values.licences.map((licence) => ({ key: nextKey++, ...licence, expiresOn: licence.expiresOn ?? '' })),
  );
  const [inStore, setInStore] = useState<Interval[][]>(() => toDays(values.hours.inStore));
  const [pickup, setPickup] = useState<Interval[][] | null>(() =>
    values.hours.pickup ? toDays(values.hours.pickup) : null,
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    onSubmit({
      name: text('name'),
      slug: text('slug'),
      street: text('street'),
      city: text('city'),
      region: text('region'),
      postalCode: text('postalCode'),
      municipality: text('municipality'),
      timeZone: text('timeZone'),
      phone: text('phone'),
      email: text('email'),
      licences: licences.map(({ kind, number, expiresOn }) => ({ kind, number, expiresOn })),
      hours: { inStore: weekOf(inStore), pickup: pickup ? weekOf(pickup) : null },
      slotMinutes: text('slotMinutes'),
      slotCapacity: text('slotCapacity'),
      orderHoldMinutes: text('orderHoldMinutes'),
    });
  }

  const setLicence = (key: number, change: Partial<LicenceRow>) =>
    setLicences((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <form className="flex max-w-4xl flex-col gap-6" noValidate onSubmit={submit} aria-label={label}>
      {problem && <Alert tone="error">{problem}</Alert>}
      <Section title="Store">
        <TextField
          name="name"
          label="Name"
          required
          defaultValue={values.name}
          error={fields.name}
          hint="The location’s own name, shown beside the brand’s, like Ypsilanti."
        />
        <TextField
          name="slug"
          label="Web address"
          required
          defaultValue={values.slug}
          error={fields.slug}
          hint="Its page is /stores/ followed by this: lower-case letters, digits and hyphens, like ann-arbor."
        />
        <TextField
          name="street"
          label="Street address"
          required
          defaultValue={values.street}
          error={fields.street}
          autoComplete="street-address"
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField name="city" label="City" required defaultValue={values.city} error={fields.city} />
          <TextField name="region" label="State" required defaultValue={values.region} error={fields.region} />
          <TextField
            name="postalCode"
            label="ZIP code"
            required
            defaultValue={values.postalCode}
            error={fields.postalCode}
          />
        </div>
        <TextField
          name="municipality"
          label="Municipality"
          required
          defaultValue={values.municipality}
          error={fields.municipality}
          hint="The city, village or township whose ordinance sets the store’s hours (MCL 333.27956)."
        />
        <SelectField
          name="timeZone"
          label="Time zone"
          defaultValue={values.timeZone}
          options={ZONE_OPTIONS}
          error={fields.timeZone}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="phone" label="Phone" type="tel" required defaultValue={values.phone} error={fields.phone} />
          <TextField
            name="email"
            label="Email"
            type="email"
            required
            defaultValue={values.email}
            error={fields.email}
          />
        </div>
      </Section>

      <Section title="Licences">
        <p className="text-ink-muted">
          Each licence keeps its own inventory and records (R 420.203(2)(d)). One number per kind of licence.
        </p>
        {fields.licences && <p className="font-semibold text-danger">{fields.licences}</p>}
        {licences.map((licence, index) => (
          <div key={licence.key} className="flex flex-wrap items-start gap-3 rounded-lg border border-ink/15 p-3">
            <SelectField
              label={`Kind of licence ${index + 1}`}
              value={licence.kind}
              options={KIND_OPTIONS}
              onChange={(event) => setLicence(licence.key, { kind: event.target.value as LicenceKind })}
              error={fields[`licences.${index}.kind`]}
            />
            <TextField
              label={`Licence number ${index + 1}`}
              required
              value={licence.number}
              onChange={(event) => setLicence(licence.key, { number: event.target.value })}
              error={fields[`licences.${index}.number`]}
            />
            <TextField
              label={`Expires ${index + 1}`}
              type="date"
              value={licence.expiresOn}
              onChange={(event) => setLicence(licence.key, { expiresOn: event.target.value })}
              error={fields[`licences.${index}.expiresOn`]}
            />
            {licences.length > 1 && (
              <button
                type="button"
                className="mt-8 rounded-full border-2 border-danger px-3 py-1.5 font-semibold text-danger hover:bg-danger/5"
                aria-label={`Remove licence ${index + 1}`}
                onClick={() => setLicences((rows) => rows.filter((row) => row.key !== licence.key))}
              >
                Remove
              </button>
            )}
          </div>
        ))}
        {licences.length < LICENCE_KINDS.length && (
          <div>
            <button
              type="button"
              className="rounded-full border-2 border-brand-700 px-3 py-1.5 font-semibold text-brand-900 hover:bg-brand-50"
              onClick={() => {
                const kind = LICENCE_KINDS.find((candidate) => !licences.some((row) => row.kind === candidate))!;
                setLicences((rows) => [...rows, { key: nextKey++, kind, number: '', expiresOn: '' }]);
              }}
            >
              Add a licence
            </button>
          </div>
        )}
      </Section>

      <Section title="In-store hours">
        <p className="text-ink-muted">In the store’s time zone; a day without hours is closed.</p>
        <WeekHoursFields
          days={inStore}
          onChange={setInStore}
          problems={fields}
          path="hours.inStore.days"
          name="in-store"
        />
      </Section>

      <Section title="Pickup">
        <CheckboxField
          label="Pickup has its own hours"
          checked={pickup !== null}
          hint="Otherwise online orders are handed over during the in-store hours."
          onChange={(event) =>
            setPickup(event.target.checked ? inStore.map((day) => day.map((interval) => ({ ...interval }))) : null)
          }
        />
        {pickup && (
          <WeekHoursFields
            days={pickup}
            onChange={setPickup}
            problems={fields}
            path="hours.pickup.days"
            name="pickup"
          />
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            name="slotMinutes"
            label="Slot length (minutes)"
            inputMode="numeric"
            required
            defaultValue={String(values.slotMinutes)}
            error={fields.slotMinutes}
          />
          <TextField
            name="slotCapacity"
            label="Orders per slot"
            inputMode="numeric"
            required
            defaultValue={String(values.slotCapacity)}
            error={fields.slotCapacity}
          />
          <TextField
            name="orderHoldMinutes"
            label="Hold time (minutes)"
            inputMode="numeric"
            required
            defaultValue={String(values.orderHoldMinutes)}
            error={fields.orderHoldMinutes}
            hint="How long an order not picked up is held after its slot."
          />
        </div>
      </Section>

      <div>
        <Button type="submit" busy={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
