import { InviteInput, UsersQuery } from '#lib/users/users-input.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { listUsers, inviteStaffMember } from '#server/users/admin/index.ts';

/** Accounts matching `?q=` (name or email) and `?role=`, a page (`?page=`) at a time. */
export const GET = endpoint({ query: UsersQuery }, async ({ query }, { locals }) =>
  json(await listUsers(locals.db, query)),
);

/** Invites a manager or admin: the account is made and the set-up link emailed. */
export const POST = endpoint({ body: InviteInput, maxBytes: 4 * 1024 }, async ({ body }, context) => {
  const invited = await inviteStaffMember(context.locals.db, context.locals.auth, staffOf(context), body);
  return json({ id: invited.userId }, 201);
});
