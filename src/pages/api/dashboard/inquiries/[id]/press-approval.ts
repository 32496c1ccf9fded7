import { staffOf, endpoint, json } from '#server/http/index.ts';
import { approvePressRequest, requireInquiryDetail } from '#server/inquiries/admin/index.ts';
import { InquiryParams as params } from '#lib/inquiries/inbox.ts';

/** Approves a press request: the requester is emailed a signed media-kit link (14 days); again, a new link. */
export const POST = endpoint({ params, maxBytes: 1024 }, async ({ params }, context) => {
  await approvePressRequest(context.locals.db, staffOf(context), params.id, {
    now: context.locals.clock.now(),
    origin: context.locals.config.linkOrigin,
  });
  return json(await requireInquiryDetail(context.locals.db, params.id));
});
