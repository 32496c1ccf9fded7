import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { contentPathFor } from '#lib/content/content-editor.ts';
import { CONTENT_KIND_LABELS, WRITTEN_CONTENT_KINDS, type WrittenContentKind } from '#lib/vocabulary/content.ts';
import { NewItemForm } from '../../ui/NewItemForm.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { SlugField } from '../../ui/SlugField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useSuggestedSlug } from '../../ui/use-suggested-slug.ts';
import { useAction } from '../../writes/use-action.ts';
import { editorHref, type action } from './ContentPagesPage.tsx';

/** A new page: its kind, title and slug (suggested from the title); the address follows the kind's rule. */
export function NewContentPageForm() {
  const navigate = useNavigate();
  const [kind, setKind] = useState<WrittenContentKind>('learn');
  const address = useSuggestedSlug(80);
  const { busy, problem, fields, send } = useAction<typeof action>({
    onDone: (done) => void navigate(editorHref(done.value.path)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    send(
      'create',
      { kind, title: String(form.get('title') ?? ''), slug: address.slug },
      { revalidate: false, leaving: true },
    );
  }

  return (
    <NewItemForm
      summary="New page"
      columns={3}
      problem={problem}
      busy={busy}
      submitLabel="Create the draft"
      onSubmit={submit}
    >
      <SelectField
        label="Kind"
        name="kind"
        value={kind}
        error={fields.kind}
        onChange={(event) => setKind(event.target.value as WrittenContentKind)}
        options={WRITTEN_CONTENT_KINDS.map((value) => ({ value, label: CONTENT_KIND_LABELS[value] }))}
      />
      <TextField label="Title" name="title" required error={fields.title} onChange={address.fromName} />
      <SlugField
        address={address}
        hint={`The page will be at ${contentPathFor(kind, address.slug || 'web-address-name')}`}
        error={fields.slug}
      />
    </NewItemForm>
  );
}
