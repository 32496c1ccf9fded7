import { useState } from 'react';
import type { ContentEditorData, PreviewLink, PublishRefusalDetails } from '#lib/content/content-editor.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { Button } from '../../ui/Button.tsx';
import { ComplianceOverride, overrideReasonOf } from '../../ui/ComplianceOverride.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAction } from '../../writes/use-action.ts';
import type { action } from './ContentEditorPage.tsx';
import { LinkProblems } from './LinkProblems.tsx';

/** The broken links a refused publish or schedule named. */
function refusalDetails(body: unknown): PublishRefusalDetails {
  return typeof body === 'object' && body !== null ? (body as PublishRefusalDetails) : {};
}

const zoneClock = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });

/**
 * Going out and coming back: preview the draft at a signed link, publish it now or at a minute on
 * the store's clock, unpublish or archive. The server checks links and the advertising rules on
 * every publish and schedule; block findings need a recorded reason.
 */
export function PublishPanel({ editor, unsaved }: { editor: ContentEditorData; unsaved: boolean }) {
  const { page, timeZone } = editor;
  const change = useAction<typeof action>();
  const [link, setLink] = useState<PreviewLink | null>(null);
  const preview = useAction<typeof action>({ onDone: (done) => done.intent === 'preview' && setLink(done.value) });
  const [overrideReason, setOverrideReason] = useState('');
  const [localTime, setLocalTime] = useState('');
  const details = refusalDetails(change.refusal?.body);
  const reason = overrideReasonOf(overrideReason);

  return (
    <section aria-labelledby="publish-heading" className="rounded-xl border border-ink/10 bg-surface p-4 md:p-6">
      <h2 id="publish-heading" className="text-xl font-bold text-brand-900">
        Preview and publish
      </h2>
      <p className="mt-1" data-testid="publish-state">
        {page.status === 'published' && page.publishedAt && (
          <>
            Published <DateTime iso={page.publishedAt} />.
          </>
        )}
        {page.status === 'draft' && 'A draft: readers do not see it.'}
        {page.status === 'archived' && 'Archived: readers do not see it.'}
        {page.status === 'scheduled' && 'Waiting for its first day out.'}
        {page.scheduledFor &&
          ` Scheduled to go out ${zoneClock(timeZone).format(new Date(page.scheduledFor))} (${timeZone}).`}
      </p>
      {unsaved && <p className="mt-1 text-ink-muted">Publishing waits until the draft is saved.</p>}

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          tone="secondary"
          busy={preview.busy}
          onClick={() => preview.send('preview', { id: page.id }, { revalidate: false })}
        >
          Make a preview link
        </Button>
        {link && (
          <p>
            <a
              href={link.url}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-800 underline"
              data-testid="preview-link"
            >
              Open the preview
            </a>{' '}
            <span className="text-ink-muted">
              (any signed-in staff member can open it until <DateTime iso={link.expiresAt} />)
            </span>
          </p>
        )}
      </div>
      {preview.problem && (
        <div className="mt-3">
          <ActionMessage action={preview} />
        </div>
      )}

      <div className="mt-6 flex flex-col gap-4">
        {change.problem && <ActionMessage action={change} />}
        {change.notice && !change.problem && <ActionMessage action={change} />}
        {details.linkProblems && <LinkProblems problems={details.linkProblems} />}
        <ComplianceOverride subject="page" action={change} reason={overrideReason} onReasonChange={setOverrideReason} />
        <div className="flex flex-wrap items-end gap-3">
          <Button
            busy={change.busy}
            disabled={unsaved}
            onClick={() => change.send('publish', { id: page.id, overrideReason: reason }, { done: 'Published.' })}
          >
            Publish now
          </Button>
        </div>
        <form
          className="flex flex-wrap items-end gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            change.send('schedule', { id: page.id, localTime, overrideReason: reason }, { done: 'Scheduled.' });
          }}
        >
          <TextField
            label={`Publish at (store time, ${timeZone})`}
            type="datetime-local"
            step={60}
            value={localTime}
            onChange={(event) => setLocalTime(event.target.value)}
            error={change.fields.localTime}
          />
          <Button type="submit" tone="secondary" busy={change.busy} disabled={unsaved || localTime === ''}>
            Schedule
          </Button>
        </form>
        <div className="flex flex-wrap gap-3">
          {page.scheduledFor && (
            <Button
              tone="secondary"
              busy={change.busy}
              onClick={() => change.send('cancelSchedule', { id: page.id }, { done: 'Schedule cancelled.' })}
            >
              Cancel the schedule
            </Button>
          )}
          {(page.status === 'published' || page.status === 'scheduled') && (
            <Button
              tone="danger"
              busy={change.busy}
              onClick={() =>
                change.send(
                  'unpublish',
                  { id: page.id, to: 'draft' },
                  { done: 'Unpublished: the page is a draft again.' },
                )
              }
            >
              Unpublish
            </Button>
          )}
          {page.status !== 'archived' && (
            <Button
              tone="danger"
              busy={change.busy}
              onClick={() => change.send('unpublish', { id: page.id, to: 'archived' }, { done: 'Archived.' })}
            >
              Archive
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
