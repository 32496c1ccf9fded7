import { useState } from 'react';
import type { ApplicationDetail } from '#lib/hiring/job-applications.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAction } from '../../writes/use-action.ts';
import { dayText } from './day-text.ts';
import type { action } from './JobEditorPage.tsx';

/**
 * After a hire: the entry in the state's tracking system, due 7 business days after the hire
 * (federal holidays and weekends not counted), marked overdue once that day has passed, until the
 * day it was entered is recorded.
 */
export function StateTrackingForm({ application }: { application: ApplicationDetail }) {
  const change = useAction<typeof action>();
  const [enteredOn, setEnteredOn] = useState(application.today);
  const due = application.stateTracking;
  if (application.stage !== 'hired') return null;

  return (
    <section aria-labelledby="tracking-heading" className="flex flex-col gap-3">
      <h3 id="tracking-heading" className="text-lg font-bold text-brand-900">
        State tracking entry
      </h3>
      {application.stateTrackingEnteredOn ? (
        <p data-testid="state-tracking">Entered on {dayText(application.stateTrackingEnteredOn)}.</p>
      ) : (
        due && (
          <>
            <p data-testid="state-tracking" className={due.overdue ? 'font-semibold text-danger' : ''}>
              {due.overdue ? 'Overdue: it was due ' : 'Due by '}
              {dayText(due.dueOn)} (7 business days after the hire).
            </p>
            <form
              className="flex flex-wrap items-end gap-3"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                change.send('tracking', { id: application.id, enteredOn }, { done: 'Entry recorded.' });
              }}
            >
              <TextField
                label="Entered on"
                type="date"
                min={application.hiredOn ?? undefined}
                max={application.today}
                value={enteredOn}
                onChange={(event) => setEnteredOn(event.target.value)}
                error={change.fields.enteredOn}
              />
              <Button type="submit" tone="secondary" busy={change.busy}>
                Mark entered
              </Button>
            </form>
          </>
        )
      )}
      <ActionMessage action={change} />
    </section>
  );
}
