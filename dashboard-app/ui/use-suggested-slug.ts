import { useState, type ChangeEvent } from 'react';
import { slugify } from '#lib/slug.ts';

/**
 * A web address name that follows the name being typed (cut to `maxLength`) until someone edits
 * it by hand: `fromName` goes on the name field, `edit` on the address field.
 */
export function useSuggestedSlug(maxLength: number) {
  const [slug, setSlug] = useState('');
  const [edited, setEdited] = useState(false);
  return {
    slug,
    fromName: (event: ChangeEvent<HTMLInputElement>) => {
      if (!edited) setSlug(slugify(event.target.value, maxLength));
    },
    edit: (event: ChangeEvent<HTMLInputElement>) => {
      setEdited(true);
      setSlug(event.target.value);
    },
  };
}

export type SuggestedSlug = ReturnType<typeof useSuggestedSlug>;
