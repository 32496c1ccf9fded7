import { useState, type FormEvent } from 'react';
import { altTextSchema, formatBytes, type MediaItem } from '#lib/media/media-library.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { ActionOf } from '../../writes/use-action.ts';
import type { action } from './MediaLibraryPage.tsx';
import { ProductPicker } from './ProductPicker.tsx';

const SOURCES: Record<MediaItem['source'], string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  bundle: 'Bundle image',
};

/** What a card shows: its details, its alt text form, the product picker, or the delete question. */
export type CardMode = 'view' | 'alt' | 'attach' | 'delete';

/**
 * One image of the library: its alt text (editable), where it is shown, and what can be done with
 * it. Its changes go through the page's action (`change`), which says how the last one went.
 */
export function MediaCard({
  item,
  mode,
  onMode,
  change,
}: {
  item: MediaItem;
  mode: CardMode;
  onMode: (mode: CardMode) => void;
  change: ActionOf<typeof action>;
}) {
  const [altTyped, setAltTyped] = useState<string | undefined>();
  const thumbnail = item.variants.find((variant) => variant.width >= 320) ?? { url: item.url };
  const headingId = `media-${item.id}`;
  const mine = change.sent !== null && change.sent.intent !== 'upload' && change.sent.input.mediaId === item.id;
  const busy = mine && change.busy;
  const problem = mine ? change.problem : null;
  const altError = altTyped ?? (mine ? change.fields.alt : undefined);
  const setMode = (next: CardMode) => {
    setAltTyped(undefined);
    onMode(next);
  };

  function saveAlt(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const alt = altTextSchema.safeParse(new FormData(event.currentTarget).get('alt'));
    if (!alt.success) {
      setAltTyped(alt.error.issues[0]!.message);
      return;
    }
    setAltTyped(undefined);
    change.send('saveAlt', { mediaId: item.id, alt: alt.data }, { done: 'Alt text saved.' });
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-xl border border-ink/10 bg-surface"
      data-media-id={item.id}
    >
      <img
        src={thumbnail.url}
        alt={item.alt}
        width={item.width}
        height={item.height}
        loading="lazy"
        className="aspect-[4/3] w-full bg-page object-contain"
      />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 id={headingId} className="font-semibold text-ink">
          {item.alt}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-ink-muted">Size</dt>
          <dd>
            {item.width} × {item.height} px, {formatBytes(item.byteSize)}
          </dd>
          <dt className="text-ink-muted">From</dt>
          <dd className="break-all">
            {item.source === 'bundle' ? SOURCES.bundle : `${SOURCES[item.source]} ${item.originalName}`}
          </dd>
          <dt className="text-ink-muted">Added</dt>
          <dd>
            {new Date(item.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
            {item.uploadedBy && ` by ${item.uploadedBy}`}
          </dd>
          <dt className="text-ink-muted">Link</dt>
          <dd className="break-all">
            <a href={item.url} className="text-brand-800 underline">
              {item.url}
            </a>
          </dd>
        </dl>
        <div>
          <h4 className="text-sm font-semibold text-ink">Shown on</h4>
          {item.usedBy.length === 0 ? (
            <p className="text-sm text-ink-muted">No product yet.</p>
          ) : (
            <ul className="text-sm">
              {item.usedBy.map((use) => (
                <li key={use.imageId} className="flex flex-wrap items-center justify-between gap-2 py-0.5">
                  <a href={`/dashboard/products/${use.productId}`} className="text-brand-800 underline">
                    {use.productName}
                  </a>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() =>
                      change.send(
                        'detach',
                        { mediaId: item.id, productId: use.productId, imageId: use.imageId },
                        { done: `Removed from ${use.productName}.` },
                      )
                    }
                    className="rounded-full px-2 font-semibold text-danger underline disabled:opacity-60"
                  >
                    Remove from {use.productName}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {problem && <Alert tone="error">{problem}</Alert>}
        {mode === 'alt' && (
          <form noValidate onSubmit={saveAlt} className="flex flex-col gap-2">
            <TextField
              label="Alt text"
              name="alt"
              required
              maxLength={250}
              defaultValue={item.alt}
              error={altError}
              autoFocus
            />
            <div className="flex gap-2">
              <Button type="submit" busy={busy}>
                Save alt text
              </Button>
              <Button tone="secondary" onClick={() => setMode('view')}>
                Cancel
              </Button>
            </div>
          </form>
        )}
        {mode === 'attach' && (
          <div className="flex flex-col gap-2">
            <ProductPicker label="Find the product to show it on">
              {(product) => (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{product.name}</span>
                  <Button
                    tone="secondary"
                    busy={busy}
                    onClick={() =>
                      change.send(
                        'attach',
                        { mediaId: item.id, productId: product.id },
                        { done: `Now shown on ${product.name}.` },
                      )
                    }
                  >
                    Show on {product.name}
                  </Button>
                </div>
              )}
            </ProductPicker>
            <Button tone="secondary" onClick={() => setMode('view')}>
              Done
            </Button>
          </div>
        )}
        {mode === 'delete' && (
          <div className="flex flex-col gap-2">
            <p className="font-semibold">Delete this image and its copies? This cannot be undone.</p>
            <div className="flex gap-2">
              <Button
                tone="danger"
                busy={busy}
                onClick={() => change.send('delete', { mediaId: item.id }, { done: `Deleted “${item.alt}”.` })}
              >
                Yes, delete it
              </Button>
              <Button tone="secondary" onClick={() => setMode('view')}>
                Keep it
              </Button>
            </div>
          </div>
        )}
        {mode === 'view' && (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            <Button
              tone="secondary"
              className="px-3 py-1 text-sm"
              onClick={() => setMode('alt')}
              aria-label={`Edit alt text: “${item.alt}”`}
            >
              Edit alt text
            </Button>
            <Button
              tone="secondary"
              className="px-3 py-1 text-sm"
              onClick={() => setMode('attach')}
              aria-label={`Show on a product: “${item.alt}”`}
            >
              Show on a product
            </Button>
            <Button
              tone="danger"
              className="px-3 py-1 text-sm"
              onClick={() => setMode('delete')}
              aria-label={`Delete: “${item.alt}”`}
            >
              Delete
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
