import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CONTENT_PATH_PREFIX } from '#lib/content/content-page-fields.ts';
import type { ContentEditorData } from '#lib/content/content-editor.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAction } from '../../writes/use-action.ts';
import { editorHref } from './ContentPagesPage.tsx';
import type { action } from './ContentEditorPage.tsx';

/** A draft's address (a page that is or was out keeps its own); the editor follows it to the new address. */
export function PathForm({ page }: { page: ContentEditorData['page'] }) {
  const navigate = useNavigate();
  const prefix = CONTENT_PATH_PREFIX[page.kind];
  const [slug, setSlug] = useState(page.path.slice(prefix.length));
  const move = useAction<typeof action>({
    onDone: (done) => done.intent === 'changePath' && void navigate(editorHref(done.value.path), { replace: true }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    move.send('changePath', { id: page.id, slug }, { revalidate: false, leaving: true });
  }

  return (
    <section aria-labelledby="path-heading" className="rounded-xl border border-ink/10 bg-surface p-4 md:p-6">
      <h2 id="path-heading" className="text-xl font-bold text-brand-900">
        Address
      </h2>
      <form className="mt-3 flex flex-wrap items-end gap-3" noValidate onSubmit={submit}>
        <TextField
          label="Web address name"
          required
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          error={move.fields.slug}
          hint={`A draft may still move: ${prefix}${slug || '…'}`}
          className="min-w-72"
        />
        <Button type="submit" tone="secondary" busy={move.busy}>
          Change the address
        </Button>
      </form>
      {move.problem && !move.fields.slug && (
        <div className="mt-3">
          <ActionMessage action={move} />
        </div>
      )}
    </section>
  );
}
