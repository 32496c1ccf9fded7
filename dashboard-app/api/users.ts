import type { Role } from '../../src/lib/vocabulary/accounts.ts';
import type { UserDetail, UserList } from '../../src/lib/dashboard/users.ts';
import { api } from './client.ts';

/** A page of accounts; `query` is the users page's own search (`q`, `role`, `page`). */
export function listUsers(query: URLSearchParams) {
  const wanted = new URLSearchParams();
  for (const name of ['q', 'role', 'page']) {
    const value = query.get(name);
    if (value) wanted.set(name, value);
  }
  return api.get<UserList>(`/api/dashboard/users${wanted.size > 0 ? `?${wanted}` : ''}`);
}

export function inviteStaffMember(values: { email: string; fullName: string; role: string }) {
  return api.post<{ id: string }>('/api/dashboard/users', values);
}

export function loadUser(id: string) {
  return api.get<UserDetail>(`/api/dashboard/users/${encodeURIComponent(id)}`);
}

export function changeRole(id: string, role: Role) {
  return api.put<UserDetail>(`/api/dashboard/users/${encodeURIComponent(id)}/role`, { role });
}

export function setDisabled(id: string, disabled: boolean) {
  return api.post<UserDetail>(`/api/dashboard/users/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`);
}

export function resendInvitation(id: string) {
  return api.post<UserDetail>(`/api/dashboard/users/${encodeURIComponent(id)}/invitation`);
}
