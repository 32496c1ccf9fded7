import type { Role } from '#lib/vocabulary/accounts.ts';
import { changeRole, inviteStaffMember, resendInvitation, setDisabled, setStores } from '../../api/users.ts';
import { routeAction } from '../../writes/route-action.ts';

/** The users list's invitation of a staff member. */
export const inviteAction = routeAction({
  invite: (values: { email: string; fullName: string; role: string }) => inviteStaffMember(values),
});

/** Each change answers with the account as it is now; the page then reloads it. */
export const userAction = routeAction({
  changeRole: ({ id, role }: { id: string; role: Role }) => changeRole(id, role),
  setDisabled: ({ id, disabled }: { id: string; disabled: boolean }) => setDisabled(id, disabled),
  resendInvitation: ({ id }: { id: string }) => resendInvitation(id),
  setStores: ({ id, storeIds }: { id: string; storeIds: string[] }) => setStores(id, storeIds),
});
