import { useId, useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  BUNDLE_MAX_IMAGES,
  BUNDLE_MIN_IMAGES,
  bundleRequestSchema,
  type BundleLayout,
  type BundleSource,
  type MediaItem,
} from '#lib/media/media-library.ts';
import { listMedia } from '../../api/media.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAction } from '../../writes/use-action.ts';
import { bundleImageAction } from './actions.ts';
import { ProductPicker } from './ProductPicker.tsx';

export function loader(_: LoaderFunctionArgs) {
  return listMedia();
}

export { bundleImageAction as action };

interface Chosen extends BundleSource {
  url: string;
  label: string;
}

const keyOf = (source: BundleSource) => `${source.kind}:${source.id}`;

/** Composes 2–6 pictures, from the library or from products, into one bundle image for a deal. */
export function Component() {
  const { items } = useLoaderData<typeof loader>();
  const ids = { colour: useId(), chosen: useId() };
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [layout, setLayout] = useState<BundleLayout>('row');
  const [background, setBackground] = useState('#ffffff');
  const [alt, setAlt] = useState('');
  const [made, setMade] = useState<MediaItem | null>(null);
  // The new image shows above, and the builder starts again empty.
  const { busy, problem, fields, refuse, send } = useAction<typeof bundleImageAction>({
    onDone: ({ value }) => {
      setMade(value);
      setChosen([]);
      setAlt('');
    },
  });
  const full = chosen.length >= BUNDLE_MAX_IMAGES;

  function toggle(picture: Chosen, on: boolean) {
    setChosen((list) =>
      on
        ? list.length >= BUNDLE_MAX_IMAGES
          ? list
          : [...list, picture]
        : list.filter((item) => keyOf(item) !== keyOf(picture)),
    );
  }

  function move(index: number, step: -1 | 1) {
    setChosen((list) => {
      const next = [...list];
      [next[index], next[index + step]] = [next[index + step]!, next[index]!];
      return next;
    });
  }

  function compose() {
    setMade(null);
    const request = { sources: chosen.map(({ kind, id }) => ({ kind, id })), layout, background, alt };
    const checked = bundleRequestSchema.safeParse(request);
    if (!checked.success) {
      refuse(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0] ?? '_'), issue.message])),
        'Check the highlighted parts.',
      );
      return;
    }
    send('compose', request);
  }

  const isChosen = (source: BundleSource) => chosen.some((item) => keyOf(item) === keyOf(source));

  return (
    <>
      <PageHeader
        title="Bundle image builder"
        description={`Compose ${BUNDLE_MIN_IMAGES} to ${BUNDLE_MAX_IMAGES} pictures into one image for a deal; it is saved to the media library.`}
        actions={
          <Link
            to="/dashboard/media"
            className="rounded-full border-2 border-brand-700 bg-surface px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
          >
            Media library
          </Link>
        }
      />
      <div aria-live="polite" className="mb-4 empty:hidden">
        {made && (
          <Alert tone="success">
            Bundle image “{made.alt}” saved to the library ({made.width} × {made.height} px).
          </Alert>
        )}
      </div>
      {made && (
        <img
          src={made.variants.find((variant) => variant.width === 640)?.url ?? made.url}
          alt={made.alt}
          className="mb-6 max-h-72 rounded-xl border border-ink/10 bg-surface object-contain"
        />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="library-pictures" className="rounded-xl border border-ink/10 bg-surface p-4">
          <h2 id="library-pictures" className="mb-3 text-lg font-bold text-ink">
            From the library
          </h2>
          {items.length === 0 ? (
            <p className="text-ink-muted">The library has no pictures yet.</p>
          ) : (
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-2">
              {items.map((item) => {
                const source = { kind: 'media' as const, id: item.id };
                const on = isChosen(source);
                return (
                  <li key={item.id}>
                    <label
                      className={`flex h-full cursor-pointer flex-col gap-1 rounded-lg border-2 p-1 text-sm ${on ? 'border-brand-700 bg-brand-50' : 'border-transparent'}`}
                    >
                      <img
                        src={item.variants[0]?.url ?? item.url}
                        alt=""
                        className="aspect-square w-full bg-page object-contain"
                        loading="lazy"
                      />
                      <span className="flex items-start gap-1">
                        <input
                          type="checkbox"
                          checked={on}
                          disabled={!on && full}
                          onChange={(event) =>
                            toggle(
                              { ...source, url: item.variants[0]?.url ?? item.url, label: item.alt },
                              event.target.checked,
                            )
                          }
                          className="mt-1 size-4 shrink-0 accent-brand-700"
                        />
                        {item.alt}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section aria-labelledby="product-pictures" className="rounded-xl border border-ink/10 bg-surface p-4">
          <h2 id="product-pictures" className="mb-3 text-lg font-bold text-ink">
            From products
          </h2>
          <ProductPicker label="Find a product">
            {(product) => (
              <fieldset>
                <legend className="font-semibold">{product.name}</legend>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {product.images.map((image) => {
                    const source = { kind: 'product-image' as const, id: image.id };
                    const on = isChosen(source);
                    return (
                      <li key={image.id}>
                        <label
                          className={`flex w-32 cursor-pointer flex-col gap-1 rounded-lg border-2 p-1 text-sm ${on ? 'border-brand-700 bg-brand-50' : 'border-transparent'}`}
                        >
                          <img
                            src={image.url}
                            alt=""
                            className="aspect-square w-full bg-page object-contain"
                            loading="lazy"
                          />
                          <span className="flex items-start gap-1">
                            <input
                              type="checkbox"
                              checked={on}
                              disabled={!on && full}
                              onChange={(event) =>
                                toggle(
                                  { ...source, url: image.url, label: `${product.name}: ${image.alt}` },
                                  event.target.checked,
                                )
                              }
                              className="mt-1 size-4 shrink-0 accent-brand-700"
                            />
                            {image.alt}
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            )}
          </ProductPicker>
        </section>
      </div>
      <section
        aria-labelledby="bundle-settings"
        className="mt-6 flex max-w-2xl flex-col gap-4 rounded-xl border border-ink/10 bg-surface p-4"
      >
        <h2 id="bundle-settings" className="text-lg font-bold text-ink">
          The bundle image
        </h2>
        {problem && <Alert tone="error">{problem}</Alert>}
        <div>
          <h3 id={ids.chosen} className="font-semibold">
            Chosen pictures ({chosen.length} of {BUNDLE_MAX_IMAGES}), in order
          </h3>
          {chosen.length === 0 ? (
            <p className="text-sm text-ink-muted">
              Tick {BUNDLE_MIN_IMAGES} to {BUNDLE_MAX_IMAGES} pictures above.
            </p>
          ) : (
            <ol aria-labelledby={ids.chosen} className="mt-1 flex flex-col gap-1">
              {chosen.map((item, index) => (
                <li key={keyOf(item)} className="flex items-center gap-2">
                  <img src={item.url} alt="" className="size-10 rounded bg-page object-contain" />
                  <span className="flex-1 text-sm">{item.label}</span>
                  <Button
                    tone="secondary"
                    className="px-2 py-0.5 text-sm"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`Move up: ${item.label}`}
                  >
                    Up
                  </Button>
                  <Button
                    tone="secondary"
                    className="px-2 py-0.5 text-sm"
                    disabled={index === chosen.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Move down: ${item.label}`}
                  >
                    Down
                  </Button>
                  <Button
                    tone="danger"
                    className="px-2 py-0.5 text-sm"
                    onClick={() => toggle(item, false)}
                    aria-label={`Remove: ${item.label}`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ol>
          )}
          {fields.sources && <p className="mt-1 font-semibold text-danger">{fields.sources}</p>}
        </div>
        <fieldset>
          <legend className="font-semibold">Layout</legend>
          <div className="mt-1 flex gap-4">
            {(['row', 'grid'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="layout"
                  value={option}
                  checked={layout === option}
                  onChange={() => setLayout(option)}
                  className="size-4 accent-brand-700"
                />
                {option === 'row' ? 'In a row' : 'In a grid'}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.colour} className="font-semibold">
            Background colour
          </label>
          <div className="flex items-center gap-2">
            <input
              id={ids.colour}
              type="color"
              value={background}
              onChange={(event) => setBackground(event.target.value)}
              className="h-10 w-16 rounded border-2 border-ink/30 bg-surface"
            />
            <span className="font-mono text-sm">{background}</span>
          </div>
        </div>
        <TextField
          label="Alt text"
          name="alt"
          required
          maxLength={250}
          hint="What the bundle shows, e.g. “Three Blue Dream pre-rolls and a lighter”."
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          error={fields.alt}
        />
        <div>
          <Button busy={busy} onClick={compose}>
            {busy ? 'Composing…' : 'Compose bundle image'}
          </Button>
        </div>
      </section>
    </>
  );
}
