import { NewsletterIssueInput } from '#lib/newsletter/subscribers.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { sendIssue } from '#server/newsletter/admin/index.ts';

/** Sends an issue to every confirmed email subscriber (refused with its findings when the rules block it). */
export const POST = endpoint({ body: NewsletterIssueInput }, async ({ body }, context) => {
  const staff = staffOf(context);
  const sent = await sendIssue(context.locals.db, { id: staff.id, email: staff.email }, body, {
    origin: context.locals.config.linkOrigin,
    now: context.locals.clock.now(),
  });
  return json(sent, 201);
});
