import type { APIRoute } from 'astro';
import { answerResumeDownload } from '#server/hiring/index.ts';

/**
 * A résumé, through the short-lived link `POST /api/dashboard/hiring/applications/{id}/resume-link`
 * made, its token kept in its cookie on arrival (decision 50): for a signed-in admin only (the
 * link alone opens nothing), as an attachment.
 */
export const GET: APIRoute = async ({ locals }) =>
  answerResumeDownload(
    { db: locals.db, config: locals.config, account: await locals.currentAccount(), now: locals.clock.now() },
    locals.secretLinkToken ?? '',
  );
