import { TextField } from './TextField.tsx';
import type { SuggestedSlug } from './use-suggested-slug.ts';

/** The "Web address name" field of a new thing, filled from its name until edited (see useSuggestedSlug). */
export function SlugField({
  address,
  hint,
  error,
}: {
  address: SuggestedSlug;
  hint: string;
  error?: string | undefined;
}) {
  return (
    <TextField
      label="Web address name"
      name="slug"
      required
      value={address.slug}
      hint={hint}
      error={error}
      onChange={address.edit}
    />
  );
}
