import type { EditableStoreSettings } from '#lib/settings/store-settings.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { formValue, SettingsSectionForm } from './SettingsSectionForm.tsx';

const FIELDS = [
  { name: 'name', label: 'Store name', required: true },
  { name: 'legalName', label: 'Legal name (as on the licence)', required: true },
  { name: 'tagline', label: 'Tagline', hint: 'One sentence under the name, also the description search engines show.' },
  { name: 'street', label: 'Street address', required: true },
  { name: 'city', label: 'City', required: true },
  { name: 'region', label: 'State', required: true, hint: 'Two letters, like MI.' },
  { name: 'postalCode', label: 'ZIP code', required: true, inputMode: 'numeric' },
  { name: 'latitude', label: 'Latitude', inputMode: 'decimal', hint: 'For maps and search listings, like 41.9156.' },
  { name: 'longitude', label: 'Longitude', inputMode: 'decimal', hint: 'Like -83.3941.' },
  { name: 'phone', label: 'Phone', required: true, type: 'tel' },
  { name: 'email', label: 'Email', required: true, type: 'email' },
  {
    name: 'licenseNumber',
    label: 'Adult-use licence number',
    required: true,
    hint: 'Printed at the foot of every page.',
  },
  { name: 'medicalLicenseNumber', label: 'Medical licence number' },
] as const satisfies readonly {
  name: keyof EditableStoreSettings['store'];
  label: string;
  required?: boolean;
  hint?: string;
  type?: string;
  inputMode?: 'numeric' | 'decimal';
}[];

/** The store's name, address, contact and licence numbers, as the storefront and receipts show them. */
export function StoreDetailsSection({ store }: { store: EditableStoreSettings['store'] }) {
  return (
    <SettingsSectionForm
      section="store"
      description="Shown in the header and footer of every page, on receipts and in search listings."
      collect={(form) => Object.fromEntries(FIELDS.map((field) => [field.name, formValue(form, field.name)]))}
    >
      {(problems) => (
        <div className="grid gap-4 md:grid-cols-2">
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              name={field.name}
              label={field.label}
              hint={'hint' in field ? field.hint : undefined}
              type={'type' in field ? field.type : 'text'}
              autoComplete="off"
              inputMode={'inputMode' in field ? field.inputMode : undefined}
              required={'required' in field}
              defaultValue={String(store[field.name] ?? '')}
              error={problems[field.name]}
            />
          ))}
        </div>
      )}
    </SettingsSectionForm>
  );
}
