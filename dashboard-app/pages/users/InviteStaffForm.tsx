import { type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAction } from '../../writes/use-action.ts';
import type { inviteAction } from './actions.ts';

/** Invites a manager or admin by email; their page opens, with the invitation in its emails. */
export function InviteStaffForm() {
  const navigate = useNavigate();
  // Invited, their page opens, with the invitation in its emails.
  const { busy, problem, fields, send } = useAction<typeof inviteAction>({
    onDone: ({ value }) => void navigate(`/dashboard/users/${value.id}?invited=1`),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      email: String(form.get('email') ?? ''),
      fullName: String(form.get('fullName') ?? ''),
      role: String(form.get('role') ?? ''),
    };
    send('invite', values, { revalidate: false, leaving: true });
  }

  return (
    <section aria-labelledby="invite-title" className="rounded-xl border border-ink/15 bg-surface p-4 md:p-6">
      <h2 id="invite-title" className="text-xl font-bold text-brand-900">
        Invite a staff member
      </h2>
      <p className="mt-1 text-ink-muted">
        They get an email with a link to choose a password, which opens the dashboard.
      </p>
      <form className="mt-4 flex flex-col gap-4" noValidate onSubmit={submit} aria-labelledby="invite-title">
        {problem && <Alert tone="error">{problem}</Alert>}
        <div className="grid gap-4 md:grid-cols-3">
          <TextField name="fullName" label="Name" required autoComplete="off" error={fields.fullName} />
          <TextField name="email" label="Email" type="email" required autoComplete="off" error={fields.email} />
          <SelectField
            name="role"
            label="Role"
            defaultValue="manager"
            options={[
              { value: 'manager', label: 'Manager' },
              { value: 'admin', label: 'Admin' },
            ]}
            error={fields.role}
          />
        </div>
        <div>
          <Button type="submit" busy={busy}>
            {busy ? 'Sending…' : 'Send invitation'}
          </Button>
        </div>
      </form>
    </section>
  );
}
