import { endOfSentence } from '#lib/text/sentences.ts';
import type { Queryable } from '../db/database.ts';
import { emailLink, queueEmail, greeting } from '../mail/index.ts';
import { createSignedToken } from '../security/signed-token.ts';
import type { StoreSettings } from '../settings/index.ts';

/** The purpose of the applicant's own link: where their application stands, and asking to delete it. */
export const APPLICATION_LINK_PURPOSE = 'job-application';

/** `/learn/jobs/application/{token}`, the applicant's status page. */
export function applicationStatusPath(token: string): string {
  return `/learn/jobs/application/${token}`;
}

/**
 * The confirmation an applicant gets for every application, in the transaction that stores it:
 * what they applied for, and their own link, which works as long as the store keeps applications.
 */
export async function queueApplicationReceived(
  tx: Queryable,
  context: {
    settings: Pick<StoreSettings, 'name' | 'phone' | 'jobApplicationRetentionDays'>;
    origin: string;
    now: Date;
  },
  facts: { applicationId: string; to: string; name: string; postingTitle: string },
): Promise<void> {
  const { settings, now } = context;
  const days = settings.jobApplicationRetentionDays;
  const { token } = await createSignedToken(tx, APPLICATION_LINK_PURPOSE, facts.applicationId, {
    now,
    validForSeconds: days * 86_400,
  });
  const link = emailLink(context.origin, applicationStatusPath(token));
  await queueEmail(tx, {
    to: facts.to,
    template: 'job_application_received',
    subject: `We received your application for ${facts.postingTitle}`,
    text: `${greeting(facts.name)}\n\nThank you for applying for ${facts.postingTitle} at ${endOfSentence(settings.name)} We read every application and will be in touch if your experience fits.\n\nSee where your application stands, or ask us to delete it and your résumé, at:\n${link}\n\nIf you did not apply, someone else typed your email address: delete the application at that link and nothing of it is kept.\n\nWe keep applications for ${days} days, then delete them with their résumés (unless you join the team). Questions? Call ${settings.phone}.\n\n— ${settings.name}`,
  });
}
