import { useState } from 'react';
import { POSTING_LIST_STATE_LABELS, postingPath, type PostingEditorData } from '#lib/hiring/job-postings.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { Button } from '../../ui/Button.tsx';
import { ComplianceOverride, overrideReasonOf } from '../../ui/ComplianceOverride.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { useAction } from '../../writes/use-action.ts';
import type { action } from './JobEditorPage.tsx';

/**
 * Going out and coming back: publish a draft (dated posted that day), close an open posting to
 * applicants, reopen a closed one. The server checks job search's required properties and the
 * advertising rules on every publish; block findings need a recorded reason.
 */
export function PostingStatusPanel({ posting, unsaved }: { posting: PostingEditorData['posting']; unsaved: boolean }) {
  const change = useAction<typeof action>();
  const [overrideReason, setOverrideReason] = useState('');
  const publish = (done: string) =>
    change.send('publish', { id: posting.id, overrideReason: overrideReasonOf(overrideReason) }, { done });

  return (
    <section aria-labelledby="status-heading" className="rounded-xl border border-ink/10 bg-surface p-4 md:p-6">
      <h2 id="status-heading" className="text-xl font-bold text-brand-900">
        Status: {POSTING_LIST_STATE_LABELS[posting.state]}
      </h2>
      <p className="mt-1" data-testid="posting-state">
        {posting.status === 'draft' && 'A draft: applicants do not see it.'}
        {posting.state === 'open' && (
          <>
            Taking applications at{' '}
            <a href={postingPath(posting.slug)} className="font-semibold text-brand-800 underline">
              {postingPath(posting.slug)}
            </a>
            .
          </>
        )}
        {posting.state === 'expired' &&
          'Its closing date has passed: it has left the list of jobs and takes no applications. Choose a later date, or close it.'}
        {posting.status === 'closed' && 'Closed: it has left the list of jobs and takes no applications.'}
        {posting.postedAt && (
          <>
            {' '}
            First posted <DateTime iso={posting.postedAt} />.
          </>
        )}
      </p>
      {unsaved && <p className="mt-1 text-ink-muted">Save the posting first: publishing uses what is saved.</p>}
      <div className="mt-4 flex flex-col gap-4">
        {(change.problem || change.notice) && <ActionMessage action={change} />}
        <ComplianceOverride
          subject="posting"
          action={change}
          reason={overrideReason}
          onReasonChange={setOverrideReason}
        />
        <div className="flex flex-wrap gap-3">
          {posting.status === 'draft' && (
            <Button
              busy={change.busy}
              disabled={unsaved}
              onClick={() => publish('Published: applicants can apply now.')}
            >
              Publish
            </Button>
          )}
          {posting.status === 'closed' && (
            <Button busy={change.busy} disabled={unsaved} onClick={() => publish('Reopened to applicants.')}>
              Reopen
            </Button>
          )}
          {posting.status === 'open' && (
            <Button
              tone="danger"
              busy={change.busy}
              onClick={() => change.send('close', { id: posting.id }, { done: 'Closed to applicants.' })}
            >
              Close to applicants
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
