import { InboxQuery } from '#lib/inquiries/inbox.ts';
import { endpoint, json } from '#server/http/index.ts';
import { listInquiries } from '#server/inquiries/admin/index.ts';

/** The inbox: requests of `?kind=`, `?status=` (`open`: not closed) matching `?q=` (name, email, words), a page at a time. */
export const GET = endpoint({ query: InboxQuery }, async ({ query }, { locals }) =>
  json(await listInquiries(locals.db, query)),
);
