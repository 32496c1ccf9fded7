import { DASHBOARD_ROUTES, guardAllows } from '#lib/staff/route-access.ts';
import type { SignedInAccount } from '../customers/index.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { Database } from '../db/database.ts';
import { refusalAnswer } from '../http/endpoint.ts';
import { Refusal } from '../http/refusal.ts';
import { privateFileStoreFor } from '../media/index.ts';
import { openResumeDownload } from './resume-download.ts';

/** The applications' guard: whoever may open a posting's applications may download their résumés. */
const GUARD = DASHBOARD_ROUTES.find((route) => route.path === 'jobs/:id')!.guard;

/**
 * The answer of `/dashboard/files/resume/{token}`: the résumé for a signed-in admin holding a
 * link that has not expired; 403 for anyone else (a manager, a signed-out visitor holding the
 * link) and for an expired or forged link; 410 for a résumé replaced or deleted since. Always an
 * attachment, never cached, never sniffed.
 */
export async function answerResumeDownload(
  {
    db,
    config,
    account,
    now,
  }: {
    db: Database;
    config: Pick<RuntimeConfig, 'privateDir' | 'privateBucket' | 'supabase'>;
    account: SignedInAccount | null;
    now: Date;
  },
  token: string,
): Promise<Response> {
  try {
    if (!account || !guardAllows(GUARD, account.role)) {
      throw new Refusal(403, 'Only an admin signed in to the dashboard can download résumés.');
    }
    const file = await openResumeDownload(db, privateFileStoreFor(config), token, now);
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
}
