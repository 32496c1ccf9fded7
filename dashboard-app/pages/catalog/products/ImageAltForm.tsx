import { useState, type FormEvent } from 'react';
import type { EditorImage } from '#lib/catalog/product-editor.ts';
import { ActionMessage, NOT_SAVED } from '../../../ui/ActionMessage.tsx';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useAction } from '../../../writes/use-action.ts';
import type { productEditorAction } from './actions.ts';

/** One of the product's images with the description read to people who cannot see it (uploads are in the media library). */
export function ImageAltForm({
  productId,
  image,
  position,
}: {
  productId: string;
  image: EditorImage;
  position: number;
}) {
  const save = useAction<typeof productEditorAction>();
  const [alt, setAlt] = useState(image.alt);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (alt.trim() === '') return save.refuse({ alt: 'Describe what the image shows.' }, NOT_SAVED);
    save.send('saveImageAlt', { productId, imageId: image.id, alt: alt.trim() }, { done: 'Description saved.' });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-ink/15 p-3 sm:flex-row">
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        className="h-32 w-32 shrink-0 rounded-md object-cover"
      />
      <div className="flex flex-1 flex-col gap-2">
        <TextField
          label={`Image ${position} description`}
          value={alt}
          required
          maxLength={300}
          onChange={(event) => setAlt(event.target.value)}
          error={save.fields.alt}
        />
        <ActionMessage action={save} />
        <div>
          <Button type="submit" tone="secondary" busy={save.busy} disabled={alt === image.alt}>
            Save description
          </Button>
        </div>
      </div>
    </form>
  );
}
