import type { APIRoute } from 'astro';
import { answerResumeDownload } from '#server/hiring/index.ts';

/**
 * A résumé, through the short-lived link `POST /api/dashboard/job-applications/{id}/resume-link`
 * made: for a signed-in admin only (the link alone opens nothing), as an attachment.
 */
export const GET: APIRoute = async ({ params, locals }) =>
  answerResumeDownload(
    { db: locals.db, config: locals.config, account: await locals.currentAccount(), now: locals.clock.now() },
    params.token ?? '',
  );
