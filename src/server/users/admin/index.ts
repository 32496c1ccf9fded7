/**
 * The dashboard's users: the staff and customer accounts list, one account's detail, inviting
 * staff, changing a role, giving a manager stores and disabling or enabling an account, the one
 * entry its endpoints use.
 * Every change carries its staff audit entry; disabling an account ends its sessions.
 */
export { listUsers, getUserDetail, requireUserDetail } from './user-directory.ts';
export { inviteStaffMember, resendInvitation } from './user-invitations.ts';
export { changeUserRole, setUserDisabled, setManagerStores, type UserChange } from './user-access.ts';
