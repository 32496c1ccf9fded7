import { randomUUID } from 'node:crypto';
import { MediaStoreError, type MediaFile, type MediaStore } from '../media/index.ts';
import { Refusal } from '../http/refusal.ts';
import { RESUME_CONTENT_TYPES, type ResumeType } from './resume-check.ts';

/**
 * Résumés in the private file store (`privateFileStoreFor`: `DATA_DIR/private` or the private
 * Storage bucket), one new path per upload under `resumes/{posting id}/`, so a replaced résumé
 * never overwrites the file a download link was made for.
 */

export function newResumePath(postingId: string, type: ResumeType): string {
  return `resumes/${postingId}/${randomUUID()}.${type}`;
}

export async function storeResume(files: MediaStore, path: string, bytes: Uint8Array, type: ResumeType): Promise<void> {
  try {
    await files.put(path, bytes, RESUME_CONTENT_TYPES[type]);
  } catch (error) {
    if (!(error instanceof MediaStoreError)) throw error;
    console.error(error);
    throw new Refusal(502, 'We could not save your résumé just now. Try again in a moment, or call the store.');
  }
}

/**
 * A stored résumé, or null when it is gone. A store that fails (unreachable, or a private bucket
 * that does not exist) is a 502 the admin can retry, logged for whoever keeps the store.
 */
export async function readResume(files: MediaStore, path: string): Promise<MediaFile | null> {
  try {
    return await files.read(path);
  } catch (error) {
    if (!(error instanceof MediaStoreError)) throw error;
    console.error(error);
    throw new Refusal(502, 'The résumé could not be read from the file store just now. Try again in a moment.');
  }
}

/**
 * Removes résumés whose rows are gone or point elsewhere now. A failure is logged (with the
 * paths, for whoever keeps the store) rather than thrown: the change that made them unneeded
 * has been committed and stands.
 */
export async function discardResumes(files: MediaStore, paths: readonly (string | null)[]): Promise<void> {
  const present = paths.filter((path): path is string => path !== null);
  if (present.length === 0) return;
  try {
    await files.remove(present);
  } catch (error) {
    console.error(`Résumés could not be removed (${present.join(', ')}):`, error);
  }
}
