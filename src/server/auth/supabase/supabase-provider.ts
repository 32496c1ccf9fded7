import { isAuthSessionMissingError, type SupabaseClient, type User } from '@supabase/supabase-js';
import { withRetries } from '#lib/http/fetch-with-retries.ts';
import { emailLink } from '../../mail/index.ts';
import { accountRole, ensureProfile } from '../../customers/index.ts';
import { AuthInputRefused, normalizeEmail, type AuthProvider, type AuthRequest, type AuthUser } from '../auth-provider.ts';
import { findUserByEmail } from '../embedded/users.ts';
import { invitationPath } from '../invitation-link.ts';
import { clearSignedInCookie, secureCookies, setSignedInCookie } from '../session-cookie.ts';
import {
  EMAIL_LINK_TYPES,
  isRefusal,
  isRefusedWith,
  isTokenHashShape,
  linkTypeIn,
  PASSWORD_LINK_TYPES,
  sessionIdOf,
  toAuthUser,
} from './supabase-answers.ts';
import { createAdminAuthClient, createSessionClient } from './supabase-clients.ts';
import { supabaseSessionLapsed } from '../staff-sessions.ts';
import { sessionCookieName, supabaseCookieMethods } from './session-cookies.ts';

export interface SupabaseProviderOptions {
  /** What reaches Supabase Auth (tests replay recorded answers); the retry policy wraps it either way. */
  fetch?: typeof fetch;
}

/**
 * Where each emailed link lands (the email templates in docs/supabase.md point at the same pages; the
 * invitation's template follows redirectTo, which depends on the role: invitationPath).
 */
const CONFIRM_PATH = '/api/auth/confirm';
const PASSWORD_PATH = '/account/update-password';

/**
 * The production provider: accounts in Supabase Auth, sessions in Supabase's cookies (written
 * through `@supabase/ssr`, HttpOnly), emails sent by Supabase from its templates. Profiles and
 * roles stay in `public.profiles`, which the server writes itself (it owns the database that
 * holds `auth.users`). Every call to Supabase goes through the spec's retry policy.
 */
export function createSupabaseAuthProvider(auth: AuthRequest, options: SupabaseProviderOptions = {}): AuthProvider {
  const { db, cookies, url, config, request } = auth;
  if (!config.supabase) throw new Error('The Supabase auth provider needs SUPABASE_URL and its keys.');
  const supabase = config.supabase;
  const secure = secureCookies({ url, request, config });
  const origin = config.linkOrigin;
  const fetchImpl = withRetries(options.fetch ?? globalThis.fetch);
  const sessionCookie = sessionCookieName(supabase.url);
  const jar = supabaseCookieMethods(cookies, request, secure);
  // Made on first use: most requests (public pages) never touch the session.
  let sessionClient: SupabaseClient | undefined;
  const session = () => (sessionClient ??= createSessionClient(supabase, jar, sessionCookie, fetchImpl)).auth;
  const admin = () => createAdminAuthClient(supabase, fetchImpl);
  const linkTo = (path: string) => emailLink(origin, path);
  let current: Promise<AuthUser | null> | undefined;

  /** Supabase saved a new session in this request's cookies: the readable companion follows. */
  function signedIn(user: User): AuthUser {
    setSignedInCookie(cookies, secure);
    const signedInUser = toAuthUser(user);
    current = Promise.resolve(signedInUser);
    return signedInUser;
  }

  /** Ends this browser's session with Supabase (its other sessions stay) and clears every session cookie. */
  async function endSession(): Promise<void> {
    const { error } = jar.holdsSession(sessionCookie) ? await session().signOut({ scope: 'local' }) : { error: null };
    clearSignedInCookie(cookies, secure);
    current = Promise.resolve(null);
    // 401/404 mean the session had already ended on Supabase's side; only an outage is news.
    if (error && !isRefusal(error)) throw error;
  }

  /**
   * Our links carry a token hash that verifyOtp checks, never a PKCE code to exchange, so the
   * code verifier auth-js keeps for one (signUp, reset, email change) is never read back.
   */
  function dropCodeVerifiers(): void {
    jar.forget((name) => name.startsWith(`${sessionCookie}-`) && name.endsWith('code-verifier'));
  }

  async function loadCurrentUser(): Promise<AuthUser | null> {
    // A visitor without a session cookie costs no request to Supabase.
    if (!jar.holdsSession(sessionCookie)) return null;
    // getUser asks Supabase (refreshing an expired access token first), so a session revoked
    // elsewhere or a deleted or banned user ends here, not when the token expires.
    const { data, error } = await session().getUser();
    if (error) {
      if (isRefusal(error) || isAuthSessionMissingError(error)) return null;
      throw error;
    }
    // A staff session unused too long or too old ends here, at Supabase too (staff-sessions.ts).
    const sessionId = sessionIdOf((await session().getSession()).data.session?.access_token);
    if (sessionId && (await supabaseSessionLapsed(db, { sessionId, userId: data.user.id, now: new Date() }))) {
      await endSession();
      return null;
    }
    return toAuthUser(data.user);
  }

  async function currentUser(): Promise<AuthUser | null> {
    current ??= loadCurrentUser();
    return current;
  }

  /**
   * Signing in again checks the current password and gives a fresh session, which is what
   * Supabase's "secure password change" and "secure email change" ask of a change (a recent
   * sign-in). False for a wrong password.
   */
  async function reauthenticate(user: AuthUser, password: string): Promise<boolean> {
    const { data, error } = await session().signInWithPassword({ email: user.email, password });
    if (error) {
      if (isRefusal(error)) return false;
      throw error;
    }
    signedIn(data.user);
    return true;
  }

  return {
    kind: 'supabase',

    currentUser,

    async signIn(email, password) {
      // Always a new session: Supabase issues fresh tokens and they replace the browser's.
      const { data, error } = await session().signInWithPassword({ email: normalizeEmail(email), password });
      if (error) {
        if (isRefusal(error)) return null;
        throw error;
      }
      return signedIn(data.user);
    },

    async signUp({ email, password, fullName }) {
      const address = normalizeEmail(email);
      // Supabase is asked for every address, so a taken one takes as long as a new one.
      const { data, error } = await session().signUp({
        email: address,
        password,
        options: { emailRedirectTo: linkTo(CONFIRM_PATH), data: { full_name: fullName.trim() } },
      });
      dropCodeVerifiers();
      if (error) {
        if (isRefusedWith(error, 'user_already_exists', 'email_exists')) return { ok: false, reason: 'email_taken' };
        if (isRefusal(error)) throw new AuthInputRefused(error.message);
        throw error;
      }
      // With email confirmations on, an address that is already registered gets a made-up user
      // with no identities (so the answer does not reveal it) and no email.
      if (!data.user || data.user.identities?.length === 0) return { ok: false, reason: 'email_taken' };
      await ensureProfile(db, data.user.id, fullName);
      // Without a session (confirmations on), the account exists but signs in after confirming.
      return { ok: true, user: data.session ? signedIn(data.user) : toAuthUser(data.user) };
    },

    signOut: endSession,

    async resendEmailConfirmation(user) {
      if (user.emailConfirmed) return;
      const { error } = await session().resend({ type: 'signup', email: user.email, options: { emailRedirectTo: linkTo(CONFIRM_PATH) } });
      if (error && !isRefusal(error)) throw error;
    },

    async sendPasswordReset(email) {
      const { error } = await session().resetPasswordForEmail(normalizeEmail(email), { redirectTo: linkTo(PASSWORD_PATH) });
      dropCodeVerifiers();
      // Supabase answers an unknown address like a known one; a rate limit or any other refusal
      // is swallowed too, so the page says the same thing whatever happened.
      if (error && !isRefusal(error)) throw error;
    },

    async passwordLinkPurpose(token, linkType) {
      // Supabase cannot look at a link without using it: the link's own type decides the form,
      // and an unusable link shows as such when the password is submitted.
      const type = linkTypeIn(PASSWORD_LINK_TYPES, linkType);
      return type && isTokenHashShape(token) ? PASSWORD_LINK_TYPES[type] : null;
    },

    async setPasswordWithLink(token, password, linkType) {
      const type = linkTypeIn(PASSWORD_LINK_TYPES, linkType);
      if (!type || !isTokenHashShape(token)) return null;
      const verified = await session().verifyOtp({ token_hash: token, type });
      if (verified.error) {
        if (isRefusal(verified.error)) return null;
        throw verified.error;
      }
      if (!verified.data.session) return null;
      // The password change ends the user's other sessions (Supabase keeps only this one).
      const updated = await session().updateUser({ password });
      // "same_password": the account already has exactly the password asked for.
      if (updated.error && !isRefusedWith(updated.error, 'same_password')) {
        if (!isRefusal(updated.error)) throw updated.error;
        // The link is used up and Supabase refused the password (its rules set stricter than the
        // app's): no half-finished session is left signed in.
        await endSession();
        return null;
      }
      return signedIn(updated.data.user ?? verified.data.session.user);
    },

    async changePassword(user, currentPassword, newPassword) {
      if (!(await reauthenticate(user, currentPassword))) return false;
      const { error } = await session().updateUser({ password: newPassword });
      if (error && !isRefusedWith(error, 'same_password')) {
        if (isRefusal(error)) return false;
        throw error;
      }
      return true;
    },

    async requestEmailChange(user, currentPassword, newEmail) {
      if (!(await reauthenticate(user, currentPassword))) return 'wrong_password';
      const { error } = await session().updateUser({ email: normalizeEmail(newEmail) }, { emailRedirectTo: linkTo(CONFIRM_PATH) });
      dropCodeVerifiers();
      if (!error) return 'sent';
      if (isRefusedWith(error, 'email_exists', 'user_already_exists')) return 'email_taken';
      if (isRefusal(error)) throw new AuthInputRefused(error.message);
      throw error;
    },

    async confirmEmailLink(token, linkType) {
      const type = linkTypeIn(EMAIL_LINK_TYPES, linkType);
      if (!type || !isTokenHashShape(token)) return null;
      const { data, error } = await session().verifyOtp({ token_hash: token, type: type === 'signup' ? 'email' : type });
      if (error) {
        if (isRefusal(error)) return null;
        throw error;
      }
      const purpose = EMAIL_LINK_TYPES[type];
      if (data.user) return { purpose, user: data.session ? signedIn(data.user) : toAuthUser(data.user) };
      // With "secure email change" on, the first of the two links is accepted without a user:
      // the change is still pending, for the account signed in here.
      current = undefined;
      const user = await currentUser();
      return user ? { purpose, user } : null;
    },

    async resendInvite(email) {
      // Supabase's admin API cannot tell "invited, never accepted" apart; auth.users, in the
      // database the server owns, can.
      const user = await findUserByEmail(db, normalizeEmail(email));
      if (!user?.invitedAt || user.emailConfirmed) return;
      const redirectTo = linkTo(invitationPath(await accountRole(db, user.id)));
      const { error } = await admin().inviteUserByEmail(user.email, { redirectTo });
      if (error && !isRefusal(error)) throw error;
    },

    async invite({ email, fullName, role }) {
      const address = normalizeEmail(email);
      // Supabase would send a pending (unconfirmed) account a new invitation; the app, like the
      // embedded provider, keeps "invite" for addresses nobody uses yet.
      if (await findUserByEmail(db, address)) return 'email_taken';
      const { data, error } = await admin().inviteUserByEmail(address, {
        data: { full_name: fullName.trim() },
        redirectTo: linkTo(invitationPath(role)),
      });
      if (error) {
        if (isRefusedWith(error, 'email_exists', 'user_already_exists')) return 'email_taken';
        // Its email rate limit or address checks: the admin reads why beside the form.
        if (isRefusal(error)) throw new AuthInputRefused(error.message);
        throw error;
      }
      await ensureProfile(db, data.user.id, fullName, role);
      return 'sent';
    },
  };
}
