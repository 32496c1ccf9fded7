import { useState } from 'react';
import type { ApplicationDetail } from '#lib/hiring/job-applications.ts';
import { isOpenStage } from '#lib/hiring/hiring-steps.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { Button } from '../../ui/Button.tsx';
import { CheckboxField } from '../../ui/CheckboxField.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAction } from '../../writes/use-action.ts';
import { dayText } from './day-text.ts';
import type { action } from './JobEditorPage.tsx';

/**
 * Michigan's three steps before a hire (R 420.602): age 21 or older verified from an ID, a
 * criminal background check and a check against the regulator's excluded-employee list, each
 * by the day it was done. Fixed once the applicant is hired or turned down.
 */
export function HiringChecksForm({ application }: { application: ApplicationDetail }) {
  const change = useAction<typeof action>();
  const [ageVerified, setAgeVerified] = useState(application.ageVerifiedAt !== null);
  const [background, setBackground] = useState(application.backgroundCheckedOn ?? '');
  const [excluded, setExcluded] = useState(application.excludedListCheckedOn ?? '');
  const editable = isOpenStage(application.stage);

  return (
    <section aria-labelledby="checks-heading" className="flex flex-col gap-3">
      <h3 id="checks-heading" className="text-lg font-bold text-brand-900">
        Michigan’s checks before a hire
      </h3>
      {editable ? (
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            change.send(
              'checks',
              {
                id: application.id,
                checks: {
                  ageVerified,
                  backgroundCheckedOn: background === '' ? null : background,
                  excludedListCheckedOn: excluded === '' ? null : excluded,
                },
              },
              { done: 'Checks saved.' },
            );
          }}
        >
          <CheckboxField
            label="Age 21 or older verified"
            checked={ageVerified}
            onChange={(event) => setAgeVerified(event.target.checked)}
            hint={
              application.ageVerifiedAt
                ? `Verified ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(application.ageVerifiedAt))}.`
                : 'From a government ID; recorded with the time you save.'
            }
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Criminal background check done on"
              type="date"
              max={application.today}
              value={background}
              onChange={(event) => setBackground(event.target.value)}
              error={change.fields.backgroundCheckedOn}
            />
            <TextField
              label="Excluded-employee list checked on"
              type="date"
              max={application.today}
              value={excluded}
              onChange={(event) => setExcluded(event.target.value)}
              error={change.fields.excludedListCheckedOn}
            />
          </div>
          <ActionMessage action={change} />
          <div>
            <Button type="submit" tone="secondary" busy={change.busy}>
              Save the checks
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">Age 21 or older verified</dt>
          <dd>{application.ageVerifiedAt ? <DateTime iso={application.ageVerifiedAt} /> : 'Not recorded'}</dd>
          <dt className="font-semibold">Criminal background check</dt>
          <dd>{application.backgroundCheckedOn ? dayText(application.backgroundCheckedOn) : 'Not recorded'}</dd>
          <dt className="font-semibold">Excluded-employee list checked</dt>
          <dd>{application.excludedListCheckedOn ? dayText(application.excludedListCheckedOn) : 'Not recorded'}</dd>
        </dl>
      )}
    </section>
  );
}
