import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { data, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { Role } from '../../../src/lib/dashboard/route-access.ts';
import { ROLE_LABELS, STATUS_LABELS, type UserDetail } from '../../../src/lib/dashboard/users.ts';
import { $session } from '../../../src/stores/session.ts';
import { HttpError, problemMessage } from '../../api/client.ts';
import { changeRole, loadUser, resendInvitation, setDisabled } from '../../api/users.ts';
import { Alert } from '../../ui/Alert.tsx';
import { AuditLog } from '../../ui/AuditLog.tsx';
import { Button } from '../../ui/Button.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { UserEmails } from './UserEmails.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  try {
    return await loadUser(params.id ?? '');
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  }
}

const ROLE_OPTIONS = (['customer', 'manager', 'admin'] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * One account: its role and access, a new invitation while it is not set up, what staff changed
 * on it and the emails the store sent it. An admin's own account cannot be demoted or disabled here.
 */
export function Component() {
  const loaded = useLoaderData<typeof loader>();
  // Another account's page starts afresh (the route stays mounted from one user to the next).
  return <UserView key={loaded.user.id} loaded={loaded} />;
}

function UserView({ loaded }: { loaded: UserDetail }) {
  const [detail, setDetail] = useState(loaded);
  const [params] = useSearchParams();
  const session = useStore($session);
  const [busy, setBusy] = useState<'role' | 'access' | 'invitation' | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(
    params.get('invited') ? { tone: 'success', text: 'Invitation sent. The email is below.' } : null,
  );
  const [role, setRole] = useState<Role>(detail.user.role);
  const { user } = detail;
  const self = session?.id === user.id;

  async function run(kind: 'role' | 'access' | 'invitation', change: () => Promise<UserDetail>, done: string) {
    setBusy(kind);
    setMessage(null);
    try {
      const next = await change();
      setDetail(next);
      setRole(next.user.role);
      setMessage({ tone: 'success', text: done });
    } catch (error) {
      setMessage({ tone: 'error', text: problemMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <p className="mb-2">
        <Link to="/dashboard/users" className="font-semibold text-brand-800 underline">
          All users
        </Link>
      </p>
      <PageHeader title={user.fullName || user.email} description={user.email} />
      {message && (
        <div className="mb-6 max-w-3xl">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      )}

      <dl className="grid max-w-3xl gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Role</dt>
        <dd data-testid="user-role">{ROLE_LABELS[user.role]}</dd>
        <dt className="font-semibold">Status</dt>
        <dd data-testid="user-status" className={user.status === 'disabled' ? 'font-semibold text-danger' : ''}>
          {STATUS_LABELS[user.status]}
          {user.disabledAt && (
            <>
              {' '}
              since <DateTime iso={user.disabledAt} />
            </>
          )}
        </dd>
        <dt className="font-semibold">Phone</dt>
        <dd>{user.phone ?? 'None given'}</dd>
        <dt className="font-semibold">Account made</dt>
        <dd>
          <DateTime iso={user.createdAt} />
        </dd>
        <dt className="font-semibold">Last sign-in</dt>
        <dd>{user.lastSignInAt ? <DateTime iso={user.lastSignInAt} /> : 'Never'}</dd>
      </dl>

      <div className="mt-8 grid max-w-3xl gap-6">
        <section aria-labelledby="role-title" className="rounded-xl border border-ink/15 bg-surface p-4">
          <h2 id="role-title" className="text-lg font-bold text-brand-900">
            Role
          </h2>
          {self ? (
            <p className="mt-1 text-ink-muted">This is your account. Another admin can change your role.</p>
          ) : (
            <form
              className="mt-3 flex flex-wrap items-end gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                void run('role', () => changeRole(user.id, role), `Role changed to ${ROLE_LABELS[role]}.`);
              }}
            >
              <SelectField label="New role" name="role" value={role} onChange={(event) => setRole(event.target.value as Role)} options={ROLE_OPTIONS} />
              <Button type="submit" busy={busy === 'role'} disabled={role === user.role}>
                {busy === 'role' ? 'Changing…' : 'Change role'}
              </Button>
            </form>
          )}
        </section>

        <section aria-labelledby="access-title" className="rounded-xl border border-ink/15 bg-surface p-4">
          <h2 id="access-title" className="text-lg font-bold text-brand-900">
            Access
          </h2>
          {self ? (
            <p className="mt-1 text-ink-muted">This is your account. Another admin can disable it.</p>
          ) : user.status === 'disabled' ? (
            <>
              <p className="mt-1">This account cannot sign in.</p>
              <Button className="mt-3" busy={busy === 'access'} onClick={() => void run('access', () => setDisabled(user.id, false), 'Account enabled. It can sign in again.')}>
                Enable account
              </Button>
            </>
          ) : (
            <>
              <p className="mt-1">Disabling signs the account out everywhere at once and keeps it out until it is enabled again.</p>
              <Button
                className="mt-3"
                tone="danger"
                busy={busy === 'access'}
                onClick={() => void run('access', () => setDisabled(user.id, true), 'Account disabled and signed out everywhere.')}
              >
                Disable account
              </Button>
            </>
          )}
        </section>

        {user.status === 'invited' && (
          <section aria-labelledby="invitation-title" className="rounded-xl border border-ink/15 bg-surface p-4">
            <h2 id="invitation-title" className="text-lg font-bold text-brand-900">
              Invitation
            </h2>
            <p className="mt-1">This account has not chosen a password yet. A new invitation replaces the link sent before.</p>
            <Button className="mt-3" tone="secondary" busy={busy === 'invitation'} onClick={() => void run('invitation', () => resendInvitation(user.id), 'A new invitation is on its way.')}>
              Send a new invitation
            </Button>
          </section>
        )}
      </div>

      <AuditLog entries={detail.audit} title="Changes to this account" empty="No staff changes to this account yet." />
      <UserEmails emails={detail.emails} />
    </>
  );
}
