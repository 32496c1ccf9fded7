import type { Database, Queryable } from '../db/database.ts';
import { Refusal } from '../http/refusal.ts';
import type { MediaStore } from '../media/index.ts';
import { createSignedToken, readSignedToken } from '../security/signed-token.ts';
import { RESUME_CONTENT_TYPES, type ResumeType } from './resume-check.ts';
import { readResume } from './resume-files.ts';

/**
 * Admins download a résumé through a short-lived signed link made for that one file: the link's
 * subject is the application and the file's path, so a link to a résumé since replaced or
 * deleted opens nothing. The route that serves it checks the admin's sign-in too: the link alone
 * opens nothing.
 */

export const RESUME_DOWNLOAD_PURPOSE = 'resume-download';
export const RESUME_LINK_SECONDS = 5 * 60;

export function resumeDownloadPath(token: string): string {
  return `/dashboard/files/resume/${token}`;
}

/** A link to the application's résumé, valid for five minutes; 404 without the application, 410 without a résumé. */
export async function createResumeLink(
  db: Queryable,
  applicationId: string,
  now: Date,
): Promise<{ url: string; expiresAt: Date }> {
  const [row] = await db.query<{ resume_key: string | null }>('select resume_key from job_applications where id = $1', [
    applicationId,
  ]);
  if (!row) throw new Refusal(404, 'There is no such application.');
  if (!row.resume_key) throw new Refusal(410, 'This application has no résumé any more: it was deleted.');
  const { token, expiresAt } = await createSignedToken(
    db,
    RESUME_DOWNLOAD_PURPOSE,
    `${applicationId}/${row.resume_key}`,
    {
      now,
      validForSeconds: RESUME_LINK_SECONDS,
    },
  );
  return { url: resumeDownloadPath(token), expiresAt };
}

export interface ResumeDownload {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  fileName: string;
}

/** The file a link opens: 403 for a link that is forged, for something else or expired; 410 for a résumé gone since. */
export async function openResumeDownload(
  db: Database,
  files: MediaStore,
  token: string,
  now: Date,
): Promise<ResumeDownload> {
  const read = await readSignedToken(db, RESUME_DOWNLOAD_PURPOSE, token, now);
  if (!read) throw new Refusal(403, 'This download link has expired. Open the application again for a new one.');
  const slash = read.subject.indexOf('/');
  const [applicationId, path] = [read.subject.slice(0, slash), read.subject.slice(slash + 1)];
  const [row] = await db.query<{ resume_file_name: string | null; resume_type: ResumeType | null }>(
    'select resume_file_name, resume_type from job_applications where id = $1 and resume_key = $2',
    [applicationId, path],
  );
  const file = row?.resume_type ? await readResume(files, path) : null;
  if (!row?.resume_type || !file) throw new Refusal(410, 'This résumé has been replaced or deleted.');
  return {
    body: file.body,
    contentType: RESUME_CONTENT_TYPES[row.resume_type],
    fileName: row.resume_file_name ?? `resume.${row.resume_type}`,
  };
}
