import { z } from 'zod';
import { endpoint, json } from '#server/http/index.ts';
import { requireUserDetail } from '#server/users/admin/index.ts';

const params = z.object({ id: z.uuid('There is no such account.') });

/** One account: its role and access, its audit log and the emails sent to it. */
export const GET = endpoint({ params }, async ({ params }, { locals }) =>
  json(await requireUserDetail(locals.db, params.id)),
);
