/**
 * Which addresses a content body may link to and show: the store's own pages by their path
 * (`/category/flower`), another place on the same page (`#terpenes`), other sites over HTTPS, an
 * email address or phone number (`mailto:`, `tel:` — the legal pages' contacts, and what GFM makes
 * of an email address in the text); and pictures only from the store's media library (`/media/…`). The renderer drops anything else and
 * the link check names it, so an editor learns why a link disappeared.
 */

export type LinkKind = 'path' | 'fragment' | 'external' | 'contact' | 'refused';

/** A path on this site: one leading slash (never `//host` or `/\host`), no spaces or backslashes. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
/** Control characters, which no address of any kind may hold. */
const hasControlCharacter = (text: string) => [...text].some((character) => character < ' ' || character === '\u007f');
const FRAGMENT = /^#[^\s]+$/;
const CONTACT = /^(?:mailto:[^\s@/]+@[^\s@/]+|tel:\+?[\d\s().-]{3,})$/i;
/** A file of the media library, as `/media/{path}` serves it; no `..` segment. */
const MEDIA_FILE = /^\/media\/(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9][A-Za-z0-9._/-]*$/;

export function linkKind(href: string): LinkKind {
  if (hasControlCharacter(href)) return 'refused';
  if (SITE_PATH.test(href)) return 'path';
  if (FRAGMENT.test(href)) return 'fragment';
  if (CONTACT.test(href)) return 'contact';
  try {
    const url = new URL(href);
    if (url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '')
      return 'external';
  } catch {
    // Not a URL at all: refused below.
  }
  return 'refused';
}

/** Whether `src` is a picture of the store's media library. */
export function isMediaImage(src: string): boolean {
  return MEDIA_FILE.test(src) && !src.includes('//');
}

/** The path of a site link without its query and fragment: `/category/flower?type=indica#x` → `/category/flower`. */
export function linkPath(href: string): string {
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
