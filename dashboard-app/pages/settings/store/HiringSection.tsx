import type { EditableStoreSettings } from '#lib/settings/store-settings.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { formValue, SettingsSectionForm } from './SettingsSectionForm.tsx';

/** How long job applications and their résumés are kept before the store deletes them. */
export function HiringSection({ hiring }: { hiring: EditableStoreSettings['hiring'] }) {
  return (
    <SettingsSectionForm
      section="hiring"
      description="Applications older than this are deleted with their résumés, except those of people hired, which stay with their employee file."
      collect={(form) => ({ applicationRetentionDays: formValue(form, 'applicationRetentionDays') })}
    >
      {(problems) => (
        <TextField
          name="applicationRetentionDays"
          label="Keep job applications (days)"
          inputMode="numeric"
          required
          defaultValue={hiring.applicationRetentionDays}
          hint="30 to 3650. Employers in the US keep applications at least a year."
          error={problems.applicationRetentionDays}
        />
      )}
    </SettingsSectionForm>
  );
}
