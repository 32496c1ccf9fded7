/**
 * Which addresses a content body may link to and show: the store's own pages by their path
 * (`/category/flower`), another place on the same page (`#terpenes`), other sites over HTTPS; and
 * pictures only from the store's media library (`/media/…`). The renderer drops anything else and
 * the link check names it, so an editor learns why a link disappeared.
 */

export type LinkKind = 'path' | 'fragment' | 'external' | 'refused';

/** A path on this site: one leading slash (never `//host` or `/\host`), no spaces or control characters. */
const SITE_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;
const FRAGMENT = /^#[^\s]+$/;
/** A file of the media library, as `/media/{path}` serves it; no `..` segment. */
const MEDIA_FILE = /^\/media\/(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9][A-Za-z0-9._/-]*$/;

export function linkKind(href: string): LinkKind {
  if (SITE_PATH.test(href)) return 'path';
  if (FRAGMENT.test(href)) return 'fragment';
  try {
    const url = new URL(href);
    if (url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '') return 'external';
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
