import { StatusInput } from '#lib/inquiries/inbox.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { requireInquiryDetail, setInquiryStatus } from '#server/inquiries/admin/index.ts';
import { InquiryParams as params } from '#lib/inquiries/inbox.ts';

/** Moves a request to new, answered or closed. */
export const PUT = endpoint({ params, body: StatusInput, maxBytes: 1024 }, async ({ params, body }, context) => {
  await setInquiryStatus(context.locals.db, staffOf(context), params.id, body.status, context.locals.clock.now());
  return json(await requireInquiryDetail(context.locals.db, params.id));
});
