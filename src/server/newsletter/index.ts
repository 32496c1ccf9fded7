/**
 * The newsletter, the public side: signing up (double opt-in by email, by text), the
 * confirmation page, the subscriber's preferences page and the one-click unsubscribe. (The
 * dashboard's subscribers, consent ledger and the issues editor are `admin/`.)
 */
export { signUpForNewsletter, disclosed } from './signup.ts';
export { confirmationView, confirmSignup } from './confirmation.ts';
export { preferencesView, changePreference } from './preferences.ts';
export { unsubscribePage } from './unsubscribe.ts';
