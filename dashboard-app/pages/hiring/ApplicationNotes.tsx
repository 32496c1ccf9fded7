import { useState } from 'react';
import type { ApplicationNote } from '#lib/hiring/job-applications.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { Button } from '../../ui/Button.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { useAction } from '../../writes/use-action.ts';
import type { action } from './JobEditorPage.tsx';

/** The team's notes on an application, oldest first, each signed; and a new one. */
export function ApplicationNotes({
  applicationId,
  notes,
}: {
  applicationId: string;
  notes: readonly ApplicationNote[];
}) {
  const [body, setBody] = useState('');
  const change = useAction<typeof action>({ onDone: () => setBody('') });

  return (
    <section aria-labelledby="notes-heading" className="flex flex-col gap-3">
      <h3 id="notes-heading" className="text-lg font-bold text-brand-900">
        Notes
      </h3>
      {notes.length === 0 ? (
        <p className="text-ink-muted">No notes yet.</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="application-notes">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-ink/15 p-3">
              <p className="whitespace-pre-line">{note.body}</p>
              <p className="mt-1 text-sm text-ink-muted">
                <DateTime iso={note.at} /> · {note.authorEmail}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          change.send('note', { id: applicationId, body }, { done: 'Note added.' });
        }}
      >
        <TextAreaField
          label="New note"
          rows={3}
          maxLength={2000}
          required
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={change.fields.body}
          hint="For the team only; never sent to the applicant."
        />
        <ActionMessage action={change} />
        <div>
          <Button type="submit" tone="secondary" busy={change.busy}>
            Add the note
          </Button>
        </div>
      </form>
    </section>
  );
}
