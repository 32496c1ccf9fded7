import { z } from 'zod';
import { formText } from '../auth/account-fields.ts';
import { listPageField } from '../staff/list-page.ts';
import { ROLES, STAFF_ROLES } from '../vocabulary/accounts.ts';

/** What the users pages send: the list's search, an invitation, a role. */

export const UsersQuery = z.object({
  q: z.string().trim().max(100, 'Search with at most 100 characters.').optional().default(''),
  role: z
    .enum(['all', ...ROLES], { error: 'Choose a role to show.' })
    .optional()
    .default('all'),
  page: listPageField,
});

export type UsersQuery = z.output<typeof UsersQuery>;

export const InviteInput = z.object({
  email: formText(
    z
      .string()
      .trim()
      .min(1, 'Enter their email address.')
      .max(254, 'That email address is too long.')
      .pipe(z.email('Enter an email address like name@example.com.')),
  ),
  fullName: formText(z.string().trim().min(1, 'Enter their name.').max(100, 'Use at most 100 characters.')),
  role: z.enum(STAFF_ROLES, { error: 'Choose manager or admin.' }),
});

export type InviteInput = z.output<typeof InviteInput>;

export const RoleInput = z.object({ role: z.enum(ROLES, { error: 'Choose customer, manager or admin.' }) });

/** A manager's stores, every one of them: the ones not listed are taken away. */
export const StoresInput = z.object({
  storeIds: z
    .array(z.uuid('Choose stores from the list.'), { error: 'Choose stores from the list.' })
    .max(200, 'Choose at most 200 stores.'),
});
