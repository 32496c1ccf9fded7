import { Outlet } from 'react-router';
import { useDocumentTitle } from './page-title.ts';
import { useStoreName } from './store-name.ts';

/** The login layout: one centred card under the store's name, for sign-in and account set-up. */
export function LoginShell() {
  useDocumentTitle();
  const storeName = useStoreName();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-brand-50 px-4 py-10">
      <header className="mb-6 text-center">
        <a href="/" className="text-2xl font-extrabold tracking-tight text-brand-900 hover:underline">
          {storeName}
        </a>
        <p className="mt-1 font-semibold text-ink-muted">Staff dashboard</p>
      </header>
      <main id="main" tabIndex={-1} className="w-full max-w-md rounded-2xl bg-surface p-6 shadow-lg sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}
