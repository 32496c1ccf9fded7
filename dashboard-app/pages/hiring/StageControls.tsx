import { useState } from 'react';
import type { ApplicationDetail } from '#lib/hiring/job-applications.ts';
import { hireChecksProblem, isOpenStage, nextStage } from '#lib/hiring/hiring-steps.ts';
import { APPLICATION_STAGE_LABELS } from '#lib/vocabulary/jobs.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAction } from '../../writes/use-action.ts';
import { dayText } from './day-text.ts';
import type { action } from './JobEditorPage.tsx';

const EMAILS: Record<string, string> = {
  offer: 'The applicant gets a short email saying an offer is coming.',
  hired: 'The applicant gets a short welcome email.',
};

/**
 * The application's stage and its one move forward — to "hired" only once Michigan's three checks
 * are recorded, on the day of the hire — or turning the applicant down with a reason for the team.
 */
export function StageControls({ application }: { application: ApplicationDetail }) {
  const change = useAction<typeof action>();
  const [hiredOn, setHiredOn] = useState(application.today);
  const [reason, setReason] = useState('');
  const next = nextStage(application.stage);
  const checksMissing = hireChecksProblem(application);
  const id = application.id;

  return (
    <section aria-labelledby="stage-heading" className="flex flex-col gap-3">
      <h3 id="stage-heading" className="text-lg font-bold text-brand-900">
        Stage: <span data-testid="application-stage">{APPLICATION_STAGE_LABELS[application.stage]}</span>
      </h3>
      {application.stage === 'rejected' && (
        <p>
          Turned down. The team’s reason: “{application.rejectedReason}” (the applicant was sent a kind note without
          it).
        </p>
      )}
      {application.stage === 'hired' && application.hiredOn && <p>Hired on {dayText(application.hiredOn)}.</p>}
      <ActionMessage action={change} />
      {next && next !== 'hired' && (
        <div>
          <Button
            busy={change.busy}
            onClick={() =>
              change.send(
                'move',
                { id, move: { stage: next as 'screening' | 'interview' | 'offer' } },
                { done: `Moved to ${APPLICATION_STAGE_LABELS[next]}.` },
              )
            }
          >
            Move to {APPLICATION_STAGE_LABELS[next]}
          </Button>
          {EMAILS[next] && <p className="mt-1 text-sm text-ink-muted">{EMAILS[next]}</p>}
        </div>
      )}
      {next === 'hired' && (
        <form
          className="flex flex-wrap items-end gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            change.send('move', { id, move: { stage: 'hired', hiredOn } }, { done: 'Hired.' });
          }}
        >
          <TextField
            label="Day of the hire"
            type="date"
            max={application.today}
            value={hiredOn}
            onChange={(event) => setHiredOn(event.target.value)}
            error={change.fields.hiredOn}
            hint={checksMissing ?? EMAILS.hired}
          />
          <Button type="submit" busy={change.busy} disabled={checksMissing !== null}>
            Mark hired
          </Button>
        </form>
      )}
      {isOpenStage(application.stage) && (
        <details className="rounded-lg border border-ink/15 p-3">
          <summary className="cursor-pointer font-semibold">Turn down</summary>
          <form
            className="mt-3 flex flex-col gap-3"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              change.send('move', { id, move: { stage: 'rejected', reason } }, { done: 'Turned down.' });
            }}
          >
            <TextAreaField
              label="Why, for the team"
              rows={2}
              maxLength={500}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={change.fields.reason}
              hint="Kept with the application. The applicant gets a kind email that never says why."
            />
            <div>
              <Button type="submit" tone="danger" busy={change.busy}>
                Turn down
              </Button>
            </div>
          </form>
        </details>
      )}
    </section>
  );
}
