import { diffLines, diffWords, type ChangeObject } from 'diff';
import { describeBlocks } from '#lib/content/page-blocks.ts';
import type { ContentEditorData, RevisionDetail } from '#lib/content/content-editor.ts';
import { Button } from '../../ui/Button.tsx';
import { DateTime } from '../../ui/DateTime.tsx';

/** One field's changes from the revision to the draft: removed words struck through, added ones underlined, both named for screen readers. */
function Changes({ parts }: { parts: ChangeObject<string>[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.removed ? (
          <del key={index} className="bg-danger/10 text-danger">
            <span className="sr-only">[removed: </span>
            {part.value}
            <span className="sr-only">]</span>
          </del>
        ) : part.added ? (
          <ins key={index} className="bg-brand-50 text-brand-900">
            <span className="sr-only">[added: </span>
            {part.value}
            <span className="sr-only">]</span>
          </ins>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </>
  );
}

/** What changed between a revision and the draft, field by field; the body line by line. */
export function RevisionDiff({
  revision,
  draft,
  onClose,
}: {
  revision: RevisionDetail;
  draft: ContentEditorData['draft'];
  onClose: () => void;
}) {
  const fields = [
    { label: 'Title', parts: diffWords(revision.title, draft.title) },
    { label: 'Summary', parts: diffWords(revision.summary, draft.summary) },
    { label: 'Author', parts: diffWords(revision.authorName, draft.authorName) },
    { label: 'Search title', parts: diffWords(revision.seoTitle ?? '', draft.seoTitle ?? '') },
    { label: 'Search description', parts: diffWords(revision.seoDescription ?? '', draft.seoDescription ?? '') },
  ].filter((field) => field.parts.some((part) => part.added || part.removed));
  // A page of blocks compares its blocks, setting by setting; a written page its text.
  const body =
    revision.blocks !== null || draft.blocks
      ? diffLines(describeBlocks(revision.blocks ?? []), describeBlocks(draft.blocks ?? []))
      : diffLines(revision.body, draft.body);
  const bodyChanged = body.some((part) => part.added || part.removed);

  return (
    <section
      aria-labelledby="diff-heading"
      className="mt-4 rounded-lg border-2 border-brand-700 p-4"
      data-testid="revision-diff"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="diff-heading" className="text-lg font-bold text-brand-900">
          The revision of <DateTime iso={revision.savedAt} /> against the draft
        </h3>
        <Button tone="secondary" onClick={onClose}>
          Close the comparison
        </Button>
      </div>
      {fields.length === 0 && !bodyChanged && <p className="mt-2">The draft is the same as this revision.</p>}
      <dl className="mt-3 flex flex-col gap-3">
        {fields.map((field) => (
          <div key={field.label}>
            <dt className="font-semibold">{field.label}</dt>
            <dd>
              <Changes parts={field.parts} />
            </dd>
          </div>
        ))}
        {bodyChanged && (
          <div>
            <dt className="font-semibold">{revision.blocks !== null || draft.blocks ? 'Blocks' : 'Text'}</dt>
            <dd>
              <pre
                className="mt-1 max-h-96 overflow-auto rounded-lg bg-page p-3 font-mono text-sm whitespace-pre-wrap"
                tabIndex={0}
              >
                <Changes parts={body} />
              </pre>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
