import { contentDate, type ContentDate } from '#lib/content/content-dates.ts';
import type { ApplicationStage } from '#lib/vocabulary/jobs.ts';
import type { Database, Queryable } from '../db/database.ts';
import { Refusal } from '../http/refusal.ts';
import type { MediaStore } from '../media/index.ts';
import { readSignedToken } from '../security/signed-token.ts';
import { APPLICATION_LINK_PURPOSE } from './application-emails.ts';
import { discardResumes } from './resume-files.ts';

/**
 * The applicant's own page, opened from the link in their confirmation email: where the
 * application stands, and their request to delete it. Deleting removes the application's row
 * (its notes go with it) and the résumé file: nothing of it is kept. A hire's application is part
 * of their employee file, so it is not deleted from here.
 */

export type ApplicationStatus =
  | {
      state: 'found';
      postingTitle: string;
      postingPath: string;
      stage: ApplicationStage;
      applied: ContentDate;
      hasResume: boolean;
    }
  | { state: 'deleted' }
  | { state: 'invalid' };

async function applicationIdOf(db: Queryable, token: string, now: Date): Promise<string | null> {
  const read = await readSignedToken(db, APPLICATION_LINK_PURPOSE, token, now);
  return read?.subject ?? null;
}

interface StatusRow {
  [column: string]: unknown;
  stage: ApplicationStage;
  created_at: Date;
  resume_key: string | null;
  title: string;
  slug: string;
}

/** The application a link opens: found, deleted since (or past the store's keeping), or no valid link. */
export async function loadApplicationStatus(
  db: Queryable,
  token: string,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<ApplicationStatus> {
  const id = await applicationIdOf(db, token, now);
  if (!id) return { state: 'invalid' };
  const [row] = await db.query<StatusRow>(
    `select a.stage, a.created_at, a.resume_key, p.title, p.slug
       from job_applications a join job_postings p on p.id = a.posting_id
      where a.id = $1`,
    [id],
  );
  if (!row) return { state: 'deleted' };
  return {
    state: 'found',
    postingTitle: row.title,
    postingPath: `/learn/jobs/${row.slug}`,
    stage: row.stage,
    applied: contentDate(new Date(row.created_at), timeZone),
    hasResume: row.resume_key !== null,
  };
}

/** Deletes the application the link names, and its résumé; a link to one already gone is done already. */
export async function deleteApplicationOnRequest(
  db: Database,
  files: MediaStore,
  token: string,
  now: Date,
): Promise<void> {
  const id = await applicationIdOf(db, token, now);
  if (!id)
    throw new Refusal(
      403,
      'This link has expired or is not valid. Call the store and we will delete your application.',
    );
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ stage: ApplicationStage; resume_key: string | null }>(
      'select stage, resume_key from job_applications where id = $1 for update',
      [id],
    );
    if (!row) return null;
    if (row.stage === 'hired') {
      throw new Refusal(409, 'Your application is part of your employee file now. Ask the store about your records.');
    }
    await tx.query('delete from job_applications where id = $1', [id]);
    return row.resume_key;
  });
  await discardResumes(files, [removed]);
}
