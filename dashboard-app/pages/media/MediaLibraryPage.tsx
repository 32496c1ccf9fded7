import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { listMedia } from '../../api/media.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useAction } from '../../writes/use-action.ts';
import { libraryAction } from './actions.ts';
import { MediaCard, type CardMode } from './MediaCard.tsx';
import { UploadForm } from './UploadForm.tsx';

export function loader(_: LoaderFunctionArgs) {
  return listMedia();
}

export { libraryAction as action };

/** The image library: upload pictures, edit their alt text, show them on products, delete them. */
export function Component() {
  const { items } = useLoaderData<typeof loader>();
  const [notice, setNotice] = useState<string | null>(null);
  // What each card shows (its alt text form, the product picker, the delete question); a card that is not here shows its details.
  const [modes, setModes] = useState<Record<string, CardMode>>({});
  const setMode = (mediaId: string, mode: CardMode) => setModes((current) => ({ ...current, [mediaId]: mode }));
  // The cards' changes live here, not in the cards: a deleted image's card is gone when the answer comes.
  const change = useAction<typeof libraryAction>({
    onDone: (_, sent, text) => {
      if (sent.intent !== 'upload') setMode(sent.input.mediaId, 'view');
      setNotice(text);
    },
  });

  return (
    <>
      <PageHeader
        title="Media library"
        description="Pictures for products, deals and pages."
        actions={
          <Link
            to="/dashboard/media/bundle-image-builder"
            className="rounded-full border-2 border-brand-700 bg-surface px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
          >
            Compose a bundle image
          </Link>
        }
      />
      <section className="mb-8 rounded-xl border border-ink/10 bg-surface p-4">
        <UploadForm onUploaded={(item) => setNotice(`Uploaded “${item.alt}”.`)} />
      </section>
      <div aria-live="polite" className="mb-4 empty:hidden">
        {notice && <Alert tone="success">{notice}</Alert>}
      </div>
      <section aria-labelledby="library-heading">
        <h2 id="library-heading" className="mb-3 text-lg font-bold text-ink">
          Images ({items.length})
        </h2>
        {items.length === 0 ? (
          <p>The library is empty. Upload the first picture above.</p>
        ) : (
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-4">
            {items.map((item) => (
              <li key={item.id}>
                <MediaCard
                  item={item}
                  mode={modes[item.id] ?? 'view'}
                  onMode={(mode) => setMode(item.id, mode)}
                  change={change}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
