import type { EditableStoreSettings } from '#lib/settings/store-settings.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { formValue, SettingsSectionForm } from './SettingsSectionForm.tsx';

/** Staging mode (the site asks every visitor for the staging password) and the merch shop's address. */
export function StorefrontSection({
  storefront,
  stagingPasswordSet,
}: {
  storefront: EditableStoreSettings['storefront'];
  stagingPasswordSet: boolean;
}) {
  return (
    <SettingsSectionForm
      section="storefront"
      collect={(form) => ({
        stagingMode: new FormData(form).has('stagingMode'),
        merchSlug: formValue(form, 'merchSlug'),
      })}
    >
      {(problems) => (
        <>
          <div className="flex flex-col gap-1">
            <label className="flex items-center gap-2 font-semibold">
              <input
                type="checkbox"
                name="stagingMode"
                defaultChecked={storefront.stagingMode}
                disabled={!stagingPasswordSet && !storefront.stagingMode}
                aria-invalid={problems.stagingMode ? true : undefined}
                aria-describedby={problems.stagingMode ? 'staging-mode-hint staging-mode-error' : 'staging-mode-hint'}
                className="size-5 accent-brand-700"
              />
              Staging mode
            </label>
            <p id="staging-mode-hint" className="text-sm text-ink-muted">
              Every visitor, staff included, must enter the staging password before any page opens: for trying the store
              out before it opens.
            </p>
            {problems.stagingMode && (
              <p id="staging-mode-error" className="font-semibold text-danger">
                {problems.stagingMode}
              </p>
            )}
          </div>
          {!stagingPasswordSet && (
            <Alert tone="info">
              Staging mode needs a staging password (STAGING_PASSWORD) on the server; none is set, so it cannot be
              switched on.
            </Alert>
          )}
          <TextField
            name="merchSlug"
            label="Merch shop address"
            required
            defaultValue={storefront.merchSlug}
            hint="The shop is at /{this}-wear, like /river-raisin-wear. Lower-case letters, digits and hyphens."
            error={problems.merchSlug}
          />
        </>
      )}
    </SettingsSectionForm>
  );
}
