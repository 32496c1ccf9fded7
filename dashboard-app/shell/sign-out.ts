import { signOut } from '../../src/stores/session.ts';

/** Signs out here and in every other tab, then opens the sign-in page afresh. */
export async function signOutOfDashboard(): Promise<void> {
  try {
    await signOut();
  } finally {
    window.location.assign('/dashboard/login?reason=signed-out');
  }
}
