/** Who an account is (`profiles.role`): a shopper, or staff who may use the dashboard. */
export const ROLES = ['customer', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that may sign in to the dashboard at all. */
export const STAFF_ROLES = ['manager', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Readonly<Record<Role, string>> = { customer: 'Customer', manager: 'Manager', admin: 'Admin' };
