import { type FormEvent } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { announceSessionChanged } from '#stores/session.ts';
import { checkPasswordLink, setPasswordWithLink } from '../../api/auth.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { routeAction } from '../../writes/route-action.ts';
import { useAction } from '../../writes/use-action.ts';

/**
 * Whether the emailed link can still be used, asked before the form shows. Opening the link left
 * its token in a cookie only the server reads (decision 50); the address keeps just its `type`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return checkPasswordLink(new URL(request.url).searchParams.get('type'));
}

export const action = routeAction(
  {
    setPassword: ({ type, password }: { type: string | null; password: string }) => setPasswordWithLink(type, password),
  },
  { sessionRequired: false },
);

/**
 * Where a staff invitation (or a staff password reset) lands: choose a password, which confirms
 * the email address and signs in, then the dashboard opens.
 */
export function Component() {
  const { purpose } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const { busy, problem, fields, refuse, send } = useAction<typeof action>({
    onDone: () => {
      announceSessionChanged();
      window.location.assign('/dashboard');
    },
  });

  if (!purpose) {
    return (
      <>
        <h1 className="text-2xl font-bold text-brand-900">This link no longer works</h1>
        <p className="mt-2">
          It has expired or was already used. Ask an admin to send you a new invitation, or sign in if your account is
          set up.
        </p>
        <p className="mt-6">
          <a className="font-semibold text-brand-800 underline" href="/dashboard/login">
            Go to staff sign-in
          </a>
        </p>
      </>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirmPassword') ?? '')) {
      refuse({ confirmPassword: 'The two passwords are not the same.' }, null);
      return;
    }
    send('setPassword', { type: params.get('type'), password }, { revalidate: false, leaving: true });
  }

  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">
        {purpose === 'invite' ? 'Set up your staff account' : 'Choose a new password'}
      </h1>
      <p className="mt-2 text-ink-muted">
        Use at least 12 characters; a short sentence is easy to remember and hard to guess.
      </p>
      <form className="mt-6 flex flex-col gap-4" noValidate onSubmit={submit}>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          error={fields.password}
        />
        <TextField
          name="confirmPassword"
          label="New password again"
          type="password"
          autoComplete="new-password"
          required
          error={fields.confirmPassword}
        />
        <Button type="submit" busy={busy} className="py-3 text-lg">
          {busy ? 'Saving…' : 'Save and open the dashboard'}
        </Button>
      </form>
    </>
  );
}
