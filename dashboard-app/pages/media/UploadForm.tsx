import { useId, useRef, type FormEvent } from 'react';
import {
  altTextSchema,
  formatBytes,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
  type MediaItem,
} from '#lib/media/media-library.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAction } from '../../writes/use-action.ts';
import type { action } from './MediaLibraryPage.tsx';

/**
 * Uploads a picture with its alt text. The browser checks what it can (a file chosen, its size,
 * alt text); the server judges the file by its content and has the last word.
 */
export function UploadForm({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const fileId = useId();
  const form = useRef<HTMLFormElement>(null);
  // The form is empty again for the next picture.
  const { busy, problem, fields, refuse, send } = useAction<typeof action>({
    onDone: (done) => {
      if (done.intent !== 'upload') return;
      form.current?.reset();
      onUploaded(done.value);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get('file');
    const alt = altTextSchema.safeParse(data.get('alt'));
    const problems: Record<string, string> = {};
    if (!(file instanceof File) || file.size === 0) problems.file = 'Choose an image file to upload.';
    else if (file.size > MAX_UPLOAD_BYTES)
      problems.file = `That file is ${formatBytes(file.size)}; the library takes files up to ${formatBytes(MAX_UPLOAD_BYTES)}.`;
    if (!alt.success) problems.alt = alt.error.issues[0]!.message;
    if (Object.keys(problems).length > 0 || !alt.success) {
      refuse(problems);
      return;
    }
    data.set('alt', alt.data);
    send('upload', data);
  }

  const fileError = fields.file;
  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      className="flex max-w-2xl flex-col gap-4"
      aria-labelledby="upload-heading"
    >
      <h2 id="upload-heading" className="text-lg font-bold text-ink">
        Upload an image
      </h2>
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="font-semibold">
          Image file
        </label>
        <p id={`${fileId}-hint`} className="text-sm text-ink-muted">
          A JPEG, PNG, WebP or AVIF picture up to {formatBytes(MAX_UPLOAD_BYTES)}. It is saved as WebP without its
          location data, with smaller copies for phones.
        </p>
        <input
          id={fileId}
          name="file"
          type="file"
          accept={UPLOAD_ACCEPT}
          required
          aria-invalid={fileError ? true : undefined}
          aria-describedby={[`${fileId}-hint`, fileError && `${fileId}-error`].filter(Boolean).join(' ')}
          className="rounded-lg border-2 border-ink/30 bg-surface px-3 py-2 file:mr-3 file:rounded-full file:border-0 file:bg-brand-700 file:px-3 file:py-1 file:font-semibold file:text-white focus:border-brand-700 aria-invalid:border-danger"
        />
        {fileError && (
          <p id={`${fileId}-error`} className="font-semibold text-danger">
            {fileError}
          </p>
        )}
      </div>
      <TextField
        label="Alt text"
        name="alt"
        required
        maxLength={250}
        hint="What the picture shows, for people who cannot see it, e.g. “Blue Dream buds in a glass jar”."
        error={fields.alt}
      />
      <div>
        <Button type="submit" busy={busy}>
          {busy ? 'Uploading…' : 'Upload image'}
        </Button>
      </div>
    </form>
  );
}
