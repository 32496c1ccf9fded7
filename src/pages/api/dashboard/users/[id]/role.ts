import { z } from 'zod';
import { RoleInput } from '#lib/users/users-input.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { changeUserRole, requireUserDetail } from '#server/users/admin/index.ts';

const params = z.object({ id: z.uuid('There is no such account.') });

/** Changes the account's role (customer, manager, admin); never the caller's own admin role, never the last admin's. */
export const PUT = endpoint({ params, body: RoleInput, maxBytes: 1024 }, async ({ params, body }, context) => {
  await changeUserRole(context.locals.db, staffOf(context), params.id, body.role);
  return json(await requireUserDetail(context.locals.db, params.id));
});
