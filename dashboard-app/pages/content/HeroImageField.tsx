import type { MediaChoice } from '#lib/content/content-editor.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';

/** The picture at the top of the page, from the media library, and its description (required with a picture). */
export function HeroImageField({
  media,
  mediaId,
  alt,
  onMedia,
  onAlt,
  altId,
  legend = 'Picture at the top',
}: {
  media: readonly MediaChoice[];
  mediaId: string | null;
  alt: string;
  onMedia: (id: string | null) => void;
  onAlt: (alt: string) => void;
  /** The description input's id, where more than one picture field is on the page. */
  altId?: string;
  legend?: string;
}) {
  const chosen = media.find((item) => item.id === mediaId) ?? null;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-ink/15 p-3">
      <legend className="px-1 font-semibold">{legend}</legend>
      <SelectField
        label="Image from the media library"
        value={mediaId ?? ''}
        hint="Upload new pictures in the media library first."
        onChange={(event) => {
          const id = event.target.value || null;
          onMedia(id);
          const picked = media.find((item) => item.id === id);
          if (picked && alt.trim() === '') onAlt(picked.alt);
        }}
      >
        <option value="">No picture</option>
        {media.map((item) => (
          <option key={item.id} value={item.id}>
            {item.alt} ({item.src.replace('/media/', '')})
          </option>
        ))}
      </SelectField>
      {chosen && <img src={chosen.src} alt="" className="h-32 w-auto self-start rounded-lg object-cover" />}
      {mediaId !== null && (
        <TextField
          label="Picture description"
          id={altId}
          required
          maxLength={250}
          value={alt}
          onChange={(event) => onAlt(event.target.value)}
          hint="What the picture shows, for readers who cannot see it. Required to publish."
          error={alt.trim() === '' ? 'Describe the picture before the page goes out.' : undefined}
        />
      )}
    </fieldset>
  );
}
