import { z } from 'zod';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { requireUserDetail, resendInvitation } from '#server/users/admin/index.ts';

const params = z.object({ id: z.uuid('There is no such account.') });

/** Sends a new invitation link to an account that has not been set up; the old link stops working. */
export const POST = endpoint({ params }, async ({ params }, context) => {
  const { db, auth } = context.locals;
  await resendInvitation(db, auth, staffOf(context), params.id);
  return json(await requireUserDetail(db, params.id));
});
