import { NewsletterIssueInput } from '#lib/newsletter/subscribers.ts';
import { endpoint, json } from '#server/http/index.ts';
import { checkIssue } from '#server/newsletter/admin/index.ts';

/** The advertising rules' findings for an issue as written, the warnings it will end with and its recipients. */
export const POST = endpoint({ body: NewsletterIssueInput }, async ({ body }, { locals }) =>
  json(await checkIssue(locals.db, body)),
);
