import { useState } from 'react';
import type { ContentEditorData, RevisionDetail, RevisionRow } from '#lib/content/content-editor.ts';
import { CONTENT_STATUS_LABELS } from '#lib/vocabulary/content.ts';
import { problemMessage } from '../../api/client.ts';
import { loadContentEditor, loadRevision } from '../../api/content.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { useAction } from '../../writes/use-action.ts';
import type { action } from './ContentEditorPage.tsx';
import { RevisionDiff } from './RevisionDiff.tsx';

/**
 * The page's revisions (when, who, what it was), each comparable with the draft and restorable
 * as the draft — restoring never publishes; the public page stays until the draft is published.
 */
export function RevisionHistory({
  pageId,
  path,
  revisions,
  onRestored,
}: {
  pageId: string;
  path: string;
  revisions: readonly RevisionRow[];
  onRestored: () => void;
}) {
  const [compared, setCompared] = useState<{ revision: RevisionDetail; draft: ContentEditorData['draft'] } | null>(
    null,
  );
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const restore = useAction<typeof action>({
    onDone: () => {
      setCompared(null);
      onRestored();
    },
  });

  async function compare(revision: RevisionRow) {
    setLoadProblem(null);
    try {
      // The draft as saved now (the autosave keeps it current), not as the page first loaded it.
      const [detail, editor] = await Promise.all([loadRevision(pageId, revision.id), loadContentEditor(path)]);
      setCompared({ revision: detail, draft: editor.draft });
    } catch (error) {
      setLoadProblem(problemMessage(error));
    }
  }

  return (
    <section aria-labelledby="history-heading" className="rounded-xl border border-ink/10 bg-surface p-4 md:p-6">
      <h2 id="history-heading" className="text-xl font-bold text-brand-900">
        Revisions
      </h2>
      <p className="mt-1 text-ink-muted">
        Every save, newest first. Restoring one makes it the draft; nothing is published until you publish.
      </p>
      {(restore.problem || restore.notice) && (
        <div className="mt-3">
          <ActionMessage action={restore} />
        </div>
      )}
      {loadProblem && (
        <div className="mt-3">
          <Alert tone="error">{loadProblem}</Alert>
        </div>
      )}
      <ol className="mt-3 flex flex-col gap-2" data-testid="revisions">
        {revisions.map((revision) => (
          <li
            key={revision.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-ink/15 p-3"
          >
            <div>
              <p className="font-semibold">
                {CONTENT_STATUS_LABELS[revision.status]}
                {revision.note && ` · ${revision.note}`}
              </p>
              <p className="text-sm text-ink-muted">
                <DateTime iso={revision.savedAt} /> · {revision.savedBy ?? 'The store'}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button tone="secondary" onClick={() => void compare(revision)}>
                Compare with the draft
              </Button>
              <Button
                tone="secondary"
                busy={restore.busy}
                onClick={() =>
                  restore.send(
                    'restore',
                    { id: pageId, revisionId: revision.id },
                    { done: 'Restored as the draft. Publish it when it is ready.' },
                  )
                }
              >
                Restore as the draft
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {compared && (
        <RevisionDiff revision={compared.revision} draft={compared.draft} onClose={() => setCompared(null)} />
      )}
    </section>
  );
}
