import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { checkPageCompliance } from '#lib/content/content-compliance.ts';
import {
  SEO_DESCRIPTION_ADVISED,
  SEO_TITLE_ADVISED,
  type ContentDraftInput,
  type ContentEditorData,
} from '#lib/content/content-editor.ts';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { ComplianceFindings, FIELD_IDS } from './ComplianceFindings.tsx';
import { HeroImageField } from './HeroImageField.tsx';
import { LinkProblems } from './LinkProblems.tsx';
import { MarkdownHelp } from './MarkdownHelp.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { useAutosave } from './use-autosave.ts';

const counter = (text: string | null, advised: number) =>
  `${(text ?? '').length} characters; search results show about ${advised}.`;

/** The draft's fields, saved as they are typed, with the compliance findings and broken links beside the text. */
export function DraftForm({
  editor,
  onUnsavedChange,
}: {
  editor: ContentEditorData;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const { draft } = editor;
  const [fields, setFields] = useState<ContentDraftInput>(() => ({
    title: draft.title,
    summary: draft.summary,
    body: draft.body,
    heroMediaId: draft.heroMediaId,
    heroAlt: draft.heroAlt,
    authorName: draft.authorName,
    seoTitle: draft.seoTitle,
    seoDescription: draft.seoDescription,
  }));
  const autosave = useAutosave(editor.page.id, fields, draft.savedAt);
  useEffect(() => onUnsavedChange(autosave.unsaved), [autosave.unsaved, onUnsavedChange]);
  const checked = useDeferredValue(fields);
  const findings = useMemo(
    () => checkPageCompliance(checked, { medicalOnlyProductNames: editor.medicalOnlyProductNames }),
    [checked, editor.medicalOnlyProductNames],
  );
  const set = <K extends keyof ContentDraftInput>(name: K, value: ContentDraftInput[K]) =>
    setFields((current) => ({ ...current, [name]: value }));
  const text = (name: 'title' | 'summary' | 'body' | 'authorName') => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  return (
    <section aria-labelledby="draft-heading" className="rounded-xl border border-ink/10 bg-surface p-4 md:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="draft-heading" className="text-xl font-bold text-brand-900">
          Draft
        </h2>
        <SaveStatus status={autosave.status} onRetry={autosave.retry} />
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form className="flex flex-col gap-4" noValidate onSubmit={(event) => event.preventDefault()}>
          <TextField label="Title" id={FIELD_IDS.title} required maxLength={200} {...text('title')} />
          <TextAreaField label="Summary" id={FIELD_IDS.summary} rows={2} maxLength={500} {...text('summary')} />
          <TextAreaField
            label="Text (Markdown)"
            id={FIELD_IDS.body}
            rows={22}
            maxLength={200_000}
            spellCheck
            className="[&_textarea]:font-mono [&_textarea]:text-sm"
            hint="Saved as you type. The help below lists the syntax."
            {...text('body')}
          />
          <MarkdownHelp />
          <HeroImageField
            media={editor.media}
            mediaId={fields.heroMediaId}
            alt={fields.heroAlt ?? ''}
            onMedia={(id) => set('heroMediaId', id)}
            onAlt={(alt) => set('heroAlt', alt)}
          />
          <TextField
            label="Author"
            maxLength={120}
            hint="The byline of learn articles and blog posts."
            {...text('authorName')}
          />
          <TextField
            label="Search title"
            maxLength={120}
            value={fields.seoTitle ?? ''}
            onChange={(event) => set('seoTitle', event.target.value)}
            hint={`Instead of the title in search results. ${counter(fields.seoTitle, SEO_TITLE_ADVISED)}`}
          />
          <TextAreaField
            label="Search description"
            rows={3}
            maxLength={320}
            value={fields.seoDescription ?? ''}
            onChange={(event) => set('seoDescription', event.target.value)}
            hint={`Instead of the summary in search results. ${counter(fields.seoDescription, SEO_DESCRIPTION_ADVISED)}`}
          />
        </form>
        <aside aria-label="Checks" className="flex flex-col gap-6">
          <ComplianceFindings findings={findings} />
          <LinkProblems problems={autosave.linkProblems ?? editor.linkProblems} />
        </aside>
      </div>
    </section>
  );
}
