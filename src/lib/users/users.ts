import type { Role } from '../vocabulary/accounts.ts';
import type { AuditEntry } from '../staff/audit-entry.ts';

/**
 * The dashboard's users pages (`/dashboard/users`, `/dashboard/users/:id`): staff and customer
 * accounts, their roles and access, and staff invitations.
 */

/** `invited`: invited and has not chosen a password yet; `disabled`: an admin turned the account off. */
export type UserStatus = 'active' | 'invited' | 'disabled';

export interface UserSummary {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  status: UserStatus;
  /** ISO timestamps. */
  createdAt: string;
  lastSignInAt: string | null;
}

export interface UserList {
  users: UserSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/** A message the store sent to the account's address (the outbox is the delivery when no SMTP is set). */
export interface UserEmail {
  id: string;
  subject: string;
  template: string;
  text: string;
  html: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** A store of the organization, and whether the account manages it. */
export interface UserStore {
  id: string;
  slug: string;
  name: string;
  assigned: boolean;
}

export interface UserDetail {
  user: UserSummary & { phone: string | null; disabledAt: string | null };
  /** Every store, those a manager is given marked; an admin sees every store and a customer none. */
  stores: UserStore[];
  audit: AuditEntry[];
  emails: UserEmail[];
}

export const USERS_PAGE_SIZE = 25;

export const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  invited: 'Invitation sent',
  disabled: 'Disabled',
};
