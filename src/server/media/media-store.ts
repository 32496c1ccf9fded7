import { Refusal } from '../http/refusal.ts';
import type { MediaFile } from './local-media.ts';

export type { MediaFile };

/**
 * Where the media library's files live, behind one seam: the data folder by default
 * (`DATA_DIR/media`), a Supabase Storage bucket when Supabase is configured. Paths are relative
 * (`library/blue-dream-1a2b3c4d.webp`, what `media.path` and `product_images.path` hold) and the
 * app serves them under `/media/` either way.
 */
export interface MediaStore {
  readonly kind: 'local' | 'supabase';
  /** Writes a file; a path already taken is overwritten only by the local folder. */
  put(path: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  read(path: string): Promise<MediaFile | null>;
  /** Removes files; paths that are not there are no error. */
  remove(paths: readonly string[]): Promise<void>;
}

/** The store couldn't do what was asked (unreachable, refused); the message says which and why. */
export class MediaStoreError extends Error {
  override name = 'MediaStoreError';
}

/**
 * Rethrows a store that failed as what staff read — a 502 they can retry — and logs why, since it
 * is not the request's fault; anything else is rethrown as it is.
 */
export function refuseStoreFailure(error: unknown): never {
  if (!(error instanceof MediaStoreError)) throw error;
  console.error(error);
  throw new Refusal(502, 'The media store could not save or read the image just now. Try again in a moment.');
}

/** A relative media path the stores accept: no empty, `.` or `..` segments, nothing absolute. */
export function isSafeMediaPath(path: string): boolean {
  return (
    path.length > 0 &&
    path.length <= 512 &&
    path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !segment.includes('\\'))
  );
}
