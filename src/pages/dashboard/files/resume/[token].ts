import type { APIRoute } from 'astro';
import { DASHBOARD_ROUTES, guardAllows } from '#lib/dashboard/route-access.ts';
import { refusalAnswer } from '#server/http/endpoint.ts';
import { Refusal } from '#server/http/refusal.ts';
import { openResumeDownload } from '#server/hiring/index.ts';
import { privateFileStoreFor } from '#server/media/configured-media-store.ts';

/** The applications' guard: whoever may open a posting's applications may download their résumés. */
const GUARD = DASHBOARD_ROUTES.find((route) => route.path === 'jobs/:id')!.guard;

/**
 * A résumé, downloaded through the short-lived link `POST /api/dashboard/job-applications/{id}/resume-link`
 * made, by a signed-in admin only: anyone else — a manager, a signed-out visitor holding the link —
 * gets 403, and so does an expired link. Always an attachment, never cached, never sniffed.
 */
export const GET: APIRoute = async ({ params, locals }) => {
  try {
    const account = await locals.currentAccount();
    if (!account || !guardAllows(GUARD, account.role)) {
      throw new Refusal(403, 'Only an admin signed in to the dashboard can download résumés.');
    }
    const file = await openResumeDownload(
      locals.db,
      privateFileStoreFor(locals.config),
      params.token ?? '',
      locals.clock.now(),
    );
    const asciiName = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return new Response(file.body, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        'Content-Length': String(file.body.byteLength),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (error instanceof Refusal) return refusalAnswer(error);
    throw error;
  }
};
