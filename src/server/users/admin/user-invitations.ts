import type { InviteInput } from '#lib/users/users-input.ts';
import { ROLE_LABELS } from '#lib/vocabulary/accounts.ts';
import { AuthInputRefused, normalizeEmail, type AuthProvider } from '../../auth/auth-provider.ts';
import { findUserByEmail } from '../../auth/embedded/users.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import { limitStaffEmail } from '../../dashboard/staff-email-limit.ts';
import type { Queryable } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';
import type { UserChange } from './user-access.ts';
import { PENDING_INVITATION_SQL } from './user-directory.ts';

/**
 * Staff invitations from the users pages, through the auth seam: the configured provider creates
 * the account and emails the link to choose a password, which opens the dashboard's set-up
 * screen (`/dashboard/confirm`). The provider's work is its own (Supabase's is a call to another
 * service), so the log entry is written once the invitation went out.
 */

/** Makes the account and sends its invitation; refused for an email an account already uses (409, beside the email). */
export async function inviteStaffMember(
  db: Queryable,
  auth: AuthProvider,
  actor: AuditActor,
  input: InviteInput,
): Promise<{ userId: string }> {
  await limitStaffEmail(db, actor, input.email);
  let outcome: 'sent' | 'email_taken';
  try {
    outcome = await auth.invite(input);
  } catch (error) {
    if (error instanceof AuthInputRefused)
      throw new Refusal(400, `The invitation could not be sent: ${error.message}.`);
    throw error;
  }
  const user = outcome === 'sent' ? await findUserByEmail(db, normalizeEmail(input.email)) : null;
  if (!user)
    throw new Refusal(409, 'An account already uses this email. Find it in the list to change its role.', 'email');
  await recordAudit(db, actor, {
    entityType: 'user',
    entityId: user.id,
    action: 'invited',
    summary: `Invited ${user.email} as ${ROLE_LABELS[input.role]}`,
    after: { email: user.email, fullName: input.fullName, role: input.role },
  });
  return { userId: user.id };
}

/** Sends a new invitation link (the old one stops working) to an account that has not been set up. */
export async function resendInvitation(
  db: Queryable,
  auth: AuthProvider,
  actor: AuditActor,
  userId: string,
): Promise<UserChange> {
  const [row] = await db.query<{ email: string; pending: boolean; disabled_at: Date | null }>(
    `select u.email, (${PENDING_INVITATION_SQL}) as pending, p.disabled_at
       from profiles p join auth.users u on u.id = p.id
      where p.id = $1 and u.deleted_at is null`,
    [userId],
  );
  if (!row) throw new Refusal(404, 'There is no such account.');
  if (!row.pending)
    throw new Refusal(409, 'This account is set up already. They can reset their password from the sign-in page.');
  if (row.disabled_at) throw new Refusal(409, 'This account is disabled. Enable it before sending a new invitation.');
  await limitStaffEmail(db, actor, row.email);
  await auth.resendInvite(row.email);
  await recordAudit(db, actor, {
    entityType: 'user',
    entityId: userId,
    action: 'invitation_resent',
    summary: `New invitation sent to ${row.email}`,
  });
  return { changed: true };
}
