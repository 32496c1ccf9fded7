/**
 * Error reporting in the browser (spec §8). The page says whether it is on and where to report in
 * the element `#error-reporting` (src/components/layout/ErrorReporting.astro); without it nothing
 * is loaded and reportError does nothing. Errors thrown while the SDK is still downloading are
 * kept and sent once it has started.
 */
import type { BrowserReportingSettings } from './sentry-browser.ts';

function readSettings(): BrowserReportingSettings | null {
  const element = document.getElementById('error-reporting');
  const dsn = element?.dataset.dsn;
  if (!element || !dsn) return null;
  return {
    dsn,
    environment: element.dataset.environment ?? 'production',
    tracesSampleRate: Number(element.dataset.tracesSampleRate ?? 0) || 0,
    route: element.dataset.route ?? 'other',
  };
}

async function start(settings: BrowserReportingSettings): Promise<((error: unknown) => void) | null> {
  const early: unknown[] = [];
  const keepError = (event: ErrorEvent) => early.push(event.error ?? event.message);
  const keepRejection = (event: PromiseRejectionEvent) => early.push(event.reason);
  addEventListener('error', keepError);
  addEventListener('unhandledrejection', keepRejection);
  try {
    const { startSentry } = await import('./sentry-browser.ts');
    const report = startSentry(settings);
    for (const error of early) report(error);
    return report;
  } catch (error) {
    console.warn('Error reporting could not start:', error);
    return null;
  } finally {
    removeEventListener('error', keepError);
    removeEventListener('unhandledrejection', keepRejection);
  }
}

const settings = readSettings();
const reporter = settings ? start(settings) : Promise.resolve(null);

/** Sends an error that was caught to error reporting; does nothing when it is off. */
export function reportError(error: unknown): void {
  void reporter.then((report) => report?.(error));
}
