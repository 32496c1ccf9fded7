import { dashboardLoginPath } from '#lib/staff/route-access.ts';
import { HttpError } from '#lib/http/http-client.ts';
import { signOut } from '#stores/session.ts';

/** Signs out here and in every other tab, then opens the sign-in page afresh. */
export async function signOutOfDashboard(): Promise<void> {
  try {
    await signOut();
  } finally {
    window.location.assign('/dashboard/login?reason=signed-out');
  }
}

/** Whether a failed call failed because the session is gone (signed out elsewhere, expired, disabled). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/** Opens the sign-in page, which says the session ended and comes back to `path` afterwards. */
export function signInAgain(path: string): void {
  window.location.assign(dashboardLoginPath(path, 'session-ended'));
}
