import { useState, type FormEvent } from 'react';
import type { EditorImage, ProductEditorData } from '../../../src/lib/dashboard/product-editor.ts';
import { saveImageAlt } from '../../api/products.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useSaveState } from './save-state.ts';

/** One of the product's images with the description read to people who cannot see it (uploads are in the media library). */
export function ImageAltForm({ productId, image, position, onSaved }: { productId: string; image: EditorImage; position: number; onSaved: (data: ProductEditorData) => void }) {
  const save = useSaveState(onSaved);
  const [alt, setAlt] = useState(image.alt);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (alt.trim() === '') return save.refuse({ alt: 'Describe what the image shows.' });
    void save.run(() => saveImageAlt(productId, image.id, alt.trim()), 'Description saved.');
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-ink/15 p-3 sm:flex-row">
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" className="h-32 w-32 shrink-0 rounded-md object-cover" />
      <div className="flex flex-1 flex-col gap-2">
        <TextField label={`Image ${position} description`} value={alt} required maxLength={300} onChange={(event) => setAlt(event.target.value)} error={save.fields.alt} />
        {save.message && <Alert tone={save.message.tone}>{save.message.text}</Alert>}
        <div>
          <Button type="submit" tone="secondary" busy={save.busy} disabled={alt === image.alt}>
            Save description
          </Button>
        </div>
      </div>
    </form>
  );
}
