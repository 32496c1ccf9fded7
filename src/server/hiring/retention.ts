import type { Database } from '../db/database.ts';
import type { MediaStore } from '../media/index.ts';
import { discardResumes } from './resume-files.ts';

/** Rows deleted per round, so one round never holds many rows locked. */
const BATCH = 200;

/**
 * The retention job: applications older than the store keeps them
 * (`store_settings.job_application_retention_days`, counted from when they were made and from
 * their last change) are deleted with their résumés — except hires', which belong to their
 * employee file. Claims rows `for update skip locked`, so every instance may run it.
 */
export async function deleteExpiredApplications(db: Database, files: MediaStore, now: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const paths = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string; resume_key: string | null }>(
        `select a.id, a.resume_key
           from job_applications a, store_settings s
          where a.stage <> 'hired'
            and a.created_at < $1::timestamptz - make_interval(days => s.job_application_retention_days)
            and a.updated_at < $1::timestamptz - make_interval(days => s.job_application_retention_days)
          order by a.created_at
          limit ${BATCH}
          for update of a skip locked`,
        [now],
      );
      if (rows.length > 0) {
        await tx.query('delete from job_applications where id = any($1::uuid[])', [rows.map((row) => row.id)]);
      }
      return rows.map((row) => row.resume_key);
    });
    await discardResumes(files, paths);
    deleted += paths.length;
    if (paths.length < BATCH) return deleted;
  }
}
