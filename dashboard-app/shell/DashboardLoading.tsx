import { useStoreName } from './store-name.ts';

/**
 * What the dashboard shows while its first page loads — the staff layout's catalog step, then the
 * page's code and data — instead of a blank screen (React Router's HydrateFallback, rendered only
 * on the first load; later navigations keep the page and show the progress bar).
 */
export function DashboardLoading() {
  const storeName = useStoreName();
  return (
    <main id="main" tabIndex={-1} className="flex min-h-dvh items-center justify-center bg-page px-4">
      <p role="status" className="text-lg font-semibold text-ink-muted">
        Opening the {storeName} dashboard…
      </p>
    </main>
  );
}
