import { type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { STAFF_SESSION_RULE } from '#lib/auth/staff-sessions.ts';
import { dashboardReturnPath, isStaffRole } from '#lib/staff/route-access.ts';
import { announceSessionChanged } from '#stores/session.ts';
import { signIn } from '../../api/auth.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { routeAction } from '../../writes/route-action.ts';
import { useAction } from '../../writes/use-action.ts';

const REASONS: Record<string, { tone: 'success' | 'error'; text: string }> = {
  'signed-out': { tone: 'success', text: 'You are signed out.' },
  'session-ended': { tone: 'success', text: `Your session ended. ${STAFF_SESSION_RULE} Sign in again to continue.` },
  'link-expired': {
    tone: 'error',
    text: 'That link has expired or was already used. Ask an admin to send a new invitation.',
  },
};

export const action = routeAction(
  { signIn: ({ email, password }: { email: string; password: string }) => signIn(email, password) },
  // A wrong password answers 401 here; it is said beside the form, not taken for an ended session.
  { sessionRequired: false },
);

/**
 * Staff sign-in: the same seam, throttle and sessions as customers' sign-in. Afterwards the page
 * the person was sent here from opens as a full page load, so the server checks the new session.
 */
export function Component() {
  const [params] = useSearchParams();
  const { busy, problem, fields, refuse, send } = useAction<typeof action>({
    onDone: ({ value }) => {
      announceSessionChanged();
      if (!isStaffRole(value.account.role)) {
        refuse(
          {},
          'That is a customer account. The dashboard is for store staff; your orders and rewards are under My account.',
        );
        return;
      }
      window.location.assign(dashboardReturnPath(params.get('next')));
    },
  });
  const reason = REASONS[params.get('reason') ?? ''];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    send(
      'signIn',
      { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      { revalidate: false, leaving: true },
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Staff sign-in</h1>
      <p className="mt-2 text-ink-muted">Orders, the menu and the store's settings.</p>
      {reason && !problem && (
        <div className="mt-4">
          <Alert tone={reason.tone}>{reason.text}</Alert>
        </div>
      )}
      <form className="mt-6 flex flex-col gap-4" noValidate onSubmit={submit}>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField name="email" label="Email" type="email" autoComplete="username" required error={fields.email} />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={fields.password}
        />
        <Button type="submit" busy={busy} className="py-3 text-lg">
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <p className="mt-6">
        <a className="text-brand-800 underline" href="/account/forgot-password">
          Forgot your password?
        </a>
      </p>
    </>
  );
}
