import { ReplyInput } from '#lib/inquiries/inbox.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { replyToInquiry, requireInquiryDetail } from '#server/inquiries/admin/index.ts';
import { InquiryParams as params } from '#lib/inquiries/inbox.ts';

/** Emails a reply to the sender through the outbox, keeps it with the request and marks it answered. */
export const POST = endpoint({ params, body: ReplyInput, maxBytes: 16 * 1024 }, async ({ params, body }, context) => {
  await replyToInquiry(context.locals.db, staffOf(context), params.id, body.body, {
    now: context.locals.clock.now(),
    origin: context.locals.config.linkOrigin,
  });
  return json(await requireInquiryDetail(context.locals.db, params.id));
});
