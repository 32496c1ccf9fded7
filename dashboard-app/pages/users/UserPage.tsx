import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { STATUS_LABELS, type UserDetail } from '#lib/users/users.ts';
import { ROLE_LABELS, type Role } from '#lib/vocabulary/accounts.ts';
import { $session } from '#stores/session.ts';
import { foundOr404 } from '../../api/client.ts';
import { loadUser } from '../../api/users.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { AuditLog } from '../../ui/AuditLog.tsx';
import { Button } from '../../ui/Button.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { useAction } from '../../writes/use-action.ts';
import { ManagerStores } from './ManagerStores.tsx';
import { UserEmails } from './UserEmails.tsx';
import { userAction } from './actions.ts';
import { BackLink } from '../../ui/BackLink.tsx';

export function loader({ params }: LoaderFunctionArgs) {
  return foundOr404(loadUser(params.id ?? ''), 'Not found');
}

export { userAction as action };

const ROLE_OPTIONS = (['customer', 'manager', 'admin'] as const).map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

/**
 * One account: its role, a manager's stores and access, a new invitation while it is not set up, what staff changed
 * on it and the emails the store sent it. An admin's own account cannot be demoted or disabled here.
 */
export function Component() {
  const detail = useLoaderData<typeof loader>();
  // Another account's page starts afresh (the route stays mounted from one user to the next).
  return <UserView key={detail.user.id} detail={detail} />;
}

function UserView({ detail }: { detail: UserDetail }) {
  const [params] = useSearchParams();
  const session = useStore($session);
  const [role, setRole] = useState<Role>(detail.user.role);
  const change = useAction<typeof userAction>({ onDone: ({ value }) => setRole(value.user.role) });
  const { user } = detail;
  const self = session?.id === user.id;
  const busy = (intent: 'changeRole' | 'setDisabled' | 'resendInvitation' | 'setStores') =>
    change.busy && change.sent?.intent === intent;
  // Just invited here from the users page, it says so until the first change.
  const invited = params.get('invited') && !change.sent ? 'Invitation sent. The email is below.' : null;

  return (
    <>
      <BackLink to="/dashboard/users">All users</BackLink>
      <PageHeader title={user.fullName || user.email} description={user.email} />
      {(change.problem || change.notice || invited) && (
        <div className="mb-6 max-w-3xl">
          {invited ? <Alert tone="success">{invited}</Alert> : <ActionMessage action={change} />}
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
                change.send('changeRole', { id: user.id, role }, { done: `Role changed to ${ROLE_LABELS[role]}.` });
              }}
            >
              <SelectField
                label="New role"
                name="role"
                value={role}
                onChange={(event) => setRole(event.target.value as Role)}
                options={ROLE_OPTIONS}
              />
              <Button type="submit" busy={busy('changeRole')} disabled={role === user.role}>
                {busy('changeRole') ? 'Changing…' : 'Change role'}
              </Button>
            </form>
          )}
        </section>

        {user.role === 'manager' && (
          <ManagerStores
            key={detail.stores.map((store) => `${store.id}:${store.assigned}`).join()}
            stores={detail.stores}
            busy={busy('setStores')}
            onSave={(storeIds) => change.send('setStores', { id: user.id, storeIds }, { done: 'Stores saved.' })}
          />
        )}

        <section aria-labelledby="access-title" className="rounded-xl border border-ink/15 bg-surface p-4">
          <h2 id="access-title" className="text-lg font-bold text-brand-900">
            Access
          </h2>
          {self ? (
            <p className="mt-1 text-ink-muted">This is your account. Another admin can disable it.</p>
          ) : user.status === 'disabled' ? (
            <>
              <p className="mt-1">This account cannot sign in.</p>
              <Button
                className="mt-3"
                busy={busy('setDisabled')}
                onClick={() =>
                  change.send(
                    'setDisabled',
                    { id: user.id, disabled: false },
                    { done: 'Account enabled. It can sign in again.' },
                  )
                }
              >
                Enable account
              </Button>
            </>
          ) : (
            <>
              <p className="mt-1">
                Disabling signs the account out everywhere at once and keeps it out until it is enabled again.
              </p>
              <Button
                className="mt-3"
                tone="danger"
                busy={busy('setDisabled')}
                onClick={() =>
                  change.send(
                    'setDisabled',
                    { id: user.id, disabled: true },
                    { done: 'Account disabled and signed out everywhere.' },
                  )
                }
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
            <p className="mt-1">
              This account has not chosen a password yet. A new invitation replaces the link sent before.
            </p>
            <Button
              className="mt-3"
              tone="secondary"
              busy={busy('resendInvitation')}
              onClick={() =>
                change.send('resendInvitation', { id: user.id }, { done: 'A new invitation is on its way.' })
              }
            >
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
