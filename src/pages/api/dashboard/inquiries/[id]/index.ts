import { InquiryParams as params } from '#lib/inquiries/inbox.ts';
import { endpoint, json } from '#server/http/index.ts';
import { requireInquiryDetail } from '#server/inquiries/admin/index.ts';

/** One request in full: its fields, booking or press approval, replies and audit log. */
export const GET = endpoint({ params }, async ({ params }, { locals }) =>
  json(await requireInquiryDetail(locals.db, params.id)),
);
