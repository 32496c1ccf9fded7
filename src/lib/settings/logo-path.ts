/**
 * The store logo is a file of the media library, served under `/media/`. The theme stores its
 * path inside the library (`branding/logo.svg`); staff see and type the address (`/media/branding/logo.svg`).
 */

const MEDIA_PATH = /^[a-z0-9][a-z0-9/_.-]*$/i;
const IMAGE_FILE = /\.(?:svg|png|webp|avif|jpe?g)$/i;

export const MEDIA_URL_PREFIX = '/media/';

/** A path inside the media library: no climbing out of it, no empty segments, nothing to escape. */
export function isMediaPath(path: string): boolean {
  return path.length <= 200 && MEDIA_PATH.test(path) && !path.includes('..') && !path.includes('//');
}

/** What the editor shows for a stored logo path ('' for none). */
export function logoUrlOf(logoPath: string | null): string {
  return logoPath ? `${MEDIA_URL_PREFIX}${logoPath}` : '';
}

/**
 * The stored path for a typed logo address: null for an empty one, `undefined` when it is not an
 * image of the media library (`/media/…` ending in .svg, .png, .webp, .avif or .jpg).
 */
export function logoPathOf(typed: string): string | null | undefined {
  const address = typed.trim();
  if (address === '') return null;
  if (!address.startsWith(MEDIA_URL_PREFIX)) return undefined;
  const path = address.slice(MEDIA_URL_PREFIX.length);
  return isMediaPath(path) && IMAGE_FILE.test(path) ? path : undefined;
}
