import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRevalidator, useRouteError } from 'react-router';
import { $session } from '#stores/session.ts';
import { NO_STORE_REASON } from '#lib/stores/store-scope.ts';
import { HttpError, problemMessage } from '../api/client.ts';
import { Button } from '../ui/Button.tsx';
import { isSessionEnded, signInAgain, signOutOfDashboard } from './sign-out.ts';

/**
 * A page that cannot show: not allowed for this role, of a store's data to a manager given no
 * store yet, not there, or its data did not load.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const revalidator = useRevalidator();
  const account = useStore($session);
  const sessionEnded = isSessionEnded(error);
  useEffect(() => {
    if (sessionEnded) signInAgain(location.pathname + location.search);
  }, [sessionEnded, location.pathname, location.search]);

  if (sessionEnded) return <p role="status">Your session ended. Opening the sign-in page…</p>;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section data-refused className="max-w-xl">
        <h1 className="text-2xl font-bold text-brand-900">You cannot open this page</h1>
        <p className="mt-2">
          {account?.role === 'manager'
            ? 'This part of the dashboard is for admins. Ask an admin if you need something changed here.'
            : 'This part of the dashboard is not open to your account.'}
        </p>
        <p className="mt-4">
          <a className="font-semibold text-brand-800 underline" href="/dashboard">
            Back to the overview
          </a>
        </p>
      </section>
    );
  }
  if (error instanceof HttpError && (error.body as { reason?: unknown } | null)?.reason === NO_STORE_REASON) {
    return (
      <section data-refused className="max-w-xl">
        <h1 className="text-2xl font-bold text-brand-900">No store yet</h1>
        <p className="mt-2">{error.message}</p>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="max-w-xl">
        <h1 className="text-2xl font-bold text-brand-900">Page not found: {location.pathname}</h1>
        <p className="mt-4">
          <a className="font-semibold text-brand-800 underline" href="/dashboard">
            Back to the overview
          </a>
        </p>
      </section>
    );
  }
  return (
    <section className="max-w-xl" role="alert">
      <h1 className="text-2xl font-bold text-brand-900">This page could not load</h1>
      <p className="mt-2">{problemMessage(error)}</p>
      <Button className="mt-4" busy={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
        Try again
      </Button>
    </section>
  );
}

/**
 * The whole dashboard could not open: the signed-in account is not store staff, or the catalog
 * every page needs did not load.
 */
export function StaffGate() {
  const error = useRouteError();
  const account = useStore($session);
  const location = useLocation();
  const sessionEnded = isSessionEnded(error);
  useEffect(() => {
    if (sessionEnded) signInAgain(location.pathname + location.search);
  }, [sessionEnded, location.pathname, location.search]);

  if (sessionEnded) return <p role="status">Your session ended. Opening the sign-in page…</p>;
  if (!isRouteErrorResponse(error) || error.status !== 403) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-brand-50 px-4">
        <main
          id="main"
          tabIndex={-1}
          role="alert"
          className="w-full max-w-md rounded-2xl bg-surface p-6 shadow-lg sm:p-8"
        >
          <h1 className="text-2xl font-bold text-brand-900">The dashboard could not load</h1>
          <p className="mt-2">{problemMessage(error)}</p>
          <Button className="mt-6" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </main>
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh items-center justify-center bg-brand-50 px-4">
      <main
        id="main"
        tabIndex={-1}
        data-refused
        className="w-full max-w-md rounded-2xl bg-surface p-6 shadow-lg sm:p-8"
      >
        <h1 className="text-2xl font-bold text-brand-900">The dashboard is for store staff</h1>
        <p className="mt-2">
          {account ? `You are signed in as ${account.email}, a customer account.` : 'You are not signed in.'} Sign in
          with a staff account to continue.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => void signOutOfDashboard()}>Sign in as staff</Button>
          <a
            href="/"
            className="rounded-full border-2 border-brand-700 px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
          >
            Go to the store
          </a>
        </div>
      </main>
    </div>
  );
}
