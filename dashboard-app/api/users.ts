import type { Role } from '#lib/vocabulary/accounts.ts';
import type { UserDetail, UserList } from '#lib/users/users.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

/** A page of accounts; `query` is the users page's own search (`q`, `role`, `page`). */
export function listUsers(query: URLSearchParams) {
  const wanted = new URLSearchParams();
  for (const name of ['q', 'role', 'page']) {
    const value = query.get(name);
    if (value) wanted.set(name, value);
  }
  return api.get<UserList>(dashboardApiUrl('users', wanted));
}

export function inviteStaffMember(values: { email: string; fullName: string; role: string }) {
  return api.post<{ id: string }>(dashboardApiUrl('users'), values);
}

export function loadUser(id: string) {
  return api.get<UserDetail>(dashboardApiUrl('user', { id }));
}

export function changeRole(id: string, role: Role) {
  return api.put<UserDetail>(dashboardApiUrl('userRole', { id }), { role });
}

export function setDisabled(id: string, disabled: boolean) {
  return api.post<UserDetail>(dashboardApiUrl(disabled ? 'userDisable' : 'userEnable', { id }));
}

export function resendInvitation(id: string) {
  return api.post<UserDetail>(dashboardApiUrl('userInvitation', { id }));
}

/** Gives a manager exactly these stores. */
export function setStores(id: string, storeIds: readonly string[]) {
  return api.put<UserDetail>(dashboardApiUrl('userStores', { id }), { storeIds });
}
