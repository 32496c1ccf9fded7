import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { contentPathFor } from '#lib/content/content-editor.ts';
import { slugify } from '#lib/slug.ts';
import { CONTENT_KIND_LABELS, WRITTEN_CONTENT_KINDS, type WrittenContentKind } from '#lib/vocabulary/content.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAction } from '../../writes/use-action.ts';
import { editorHref, type action } from './ContentPagesPage.tsx';

/** A new page: its kind, title and slug (suggested from the title); the address follows the kind's rule. */
export function NewContentPageForm() {
  const navigate = useNavigate();
  const [kind, setKind] = useState<WrittenContentKind>('learn');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const { busy, problem, fields, send } = useAction<typeof action>({
    onDone: (done) => void navigate(editorHref(done.value.path)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    send('create', { kind, title: String(form.get('title') ?? ''), slug }, { revalidate: false, leaving: true });
  }

  return (
    <details className="mb-6 rounded-xl border border-ink/10 bg-surface p-4">
      <summary className="cursor-pointer font-semibold text-brand-900">New page</summary>
      <form className="mt-4 grid gap-4 md:grid-cols-3" noValidate onSubmit={submit}>
        {problem && (
          <div className="md:col-span-3">
            <Alert tone="error">{problem}</Alert>
          </div>
        )}
        <SelectField
          label="Kind"
          name="kind"
          value={kind}
          error={fields.kind}
          onChange={(event) => setKind(event.target.value as WrittenContentKind)}
        >
          {WRITTEN_CONTENT_KINDS.map((value) => (
            <option key={value} value={value}>
              {CONTENT_KIND_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Title"
          name="title"
          required
          error={fields.title}
          onChange={(event) => {
            if (!slugEdited) setSlug(slugify(event.target.value, 80));
          }}
        />
        <TextField
          label="Web address name"
          name="slug"
          required
          value={slug}
          error={fields.slug}
          hint={`The page will be at ${contentPathFor(kind, slug || 'web-address-name')}`}
          onChange={(event) => {
            setSlugEdited(true);
            setSlug(event.target.value);
          }}
        />
        <div className="md:col-span-3">
          <Button type="submit" busy={busy}>
            Create the draft
          </Button>
        </div>
      </form>
    </details>
  );
}
