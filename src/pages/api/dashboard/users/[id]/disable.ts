import { z } from 'zod';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { setUserDisabled, requireUserDetail } from '#server/users/admin/index.ts';

const params = z.object({ id: z.uuid('There is no such account.') });

/** Disables the account and ends its sessions; never the caller's own, never the last admin's. */
export const POST = endpoint({ params }, async ({ params }, context) => {
  await setUserDisabled(context.locals.db, staffOf(context), params.id, true);
  return json(await requireUserDetail(context.locals.db, params.id));
});
