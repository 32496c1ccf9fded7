import { getStoreSettings } from '../../settings/index.ts';
import {
  emailLink,
  queueEmail,
  changeEmailMessage,
  confirmEmailMessage,
  inviteMessage,
  resetPasswordMessage,
  staffInviteMessage,
  type OutgoingEmail,
  type AccountEmailContext,
} from '../../mail/index.ts';
import { accountRole, ensureProfile } from '../../customers/index.ts';
import type { Queryable } from '../../db/database.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { clearSessionCookies, SESSION_COOKIE, secureCookies, setSessionCookies } from '../session-cookie.ts';
import { normalizeEmail, type AuthProvider, type AuthRequest, type AuthUser } from '../auth-provider.ts';
import { invitationPath } from '../invitation-link.ts';
import {
  cancelAccountTokens,
  consumeAccountToken,
  issueAccountToken,
  peekAccountToken,
  type AccountTokenPurpose,
} from './account-tokens.ts';
import { createSession, findSessionUser, revokeSession, revokeUserSessions } from './sessions.ts';
import {
  changeUserEmail,
  confirmUserEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  recordSignIn,
  setUserPassword,
  type StoredUser,
} from './users.ts';

/**
 * A hash of nothing anyone knows, checked when the email has no account so that a wrong email
 * takes as long as a wrong password and timing does not tell which accounts exist.
 */
const NOBODYS_HASH = hashPassword('no account has this password, it only spends the same time');

/** Where each emailed link lands; an invitation's depends on the role (invitationPath). */
const LINK_PATHS: Record<Exclude<AccountTokenPurpose, 'invite'>, string> = {
  confirm_email: '/api/auth/confirm',
  change_email: '/api/auth/confirm',
  reset_password: '/account/update-password',
};

const MESSAGES: Record<AccountTokenPurpose, (context: AccountEmailContext) => OutgoingEmail> = {
  confirm_email: confirmEmailMessage,
  change_email: changeEmailMessage,
  reset_password: resetPasswordMessage,
  invite: inviteMessage,
};

/**
 * The default provider: accounts in the app's own database (a Supabase-shaped `auth.users`),
 * scrypt password hashes, random session tokens in an HttpOnly cookie, links by email through
 * the outbox. Works on PGlite and on any PostgreSQL without Supabase.
 */
export function createEmbeddedAuthProvider(auth: AuthRequest): AuthProvider {
  const { db, cookies, url, config, request } = auth;
  const secure = secureCookies({ url, request, config });
  const origin = config.linkOrigin;
  let current: Promise<AuthUser | null> | undefined;

  async function startSession(user: AuthUser): Promise<AuthUser> {
    // A new session on every sign-in; the one this browser had before ends (no session fixation).
    await revokeSession(db, cookies.get(SESSION_COOKIE)?.value);
    const token = await createSession(db, user.id, {
      userAgent: auth.request.headers.get('user-agent'),
      ipAddress: auth.clientAddress,
    });
    await recordSignIn(db, user.id);
    setSessionCookies(cookies, token, secure);
    current = Promise.resolve(user);
    return user;
  }

  async function sendLink(
    tx: Queryable,
    user: StoredUser,
    purpose: AccountTokenPurpose,
    to = user.email,
  ): Promise<void> {
    const token = await issueAccountToken(tx, user.id, purpose, { newEmail: purpose === 'change_email' ? to : null });
    // Staff are invited to the dashboard, customers to their account pages.
    const role = purpose === 'invite' ? await accountRole(tx, user.id) : null;
    const path = purpose === 'invite' ? invitationPath(role ?? 'customer') : LINK_PATHS[purpose];
    const link = emailLink(origin, `${path}?${new URLSearchParams({ token })}`);
    const { name } = await getStoreSettings(tx);
    const message = role && role !== 'customer' ? staffInviteMessage : MESSAGES[purpose];
    await queueEmail(tx, message({ storeName: name, to, link, origin }));
  }

  return {
    kind: 'embedded',

    currentUser() {
      current ??= findSessionUser(db, cookies.get(SESSION_COOKIE)?.value);
      return current;
    },

    async signIn(email, password) {
      const user = await findUserByEmail(db, normalizeEmail(email));
      const matches = await verifyPassword(password, user?.passwordHash ?? (await NOBODYS_HASH));
      if (!user || !user.passwordHash || !matches) return null;
      return startSession(user);
    },

    async signUp({ email, password, fullName }) {
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const created = await insertUser(tx, { email: normalizeEmail(email), passwordHash, fullName });
        if (!created) return null;
        await ensureProfile(tx, created.id, fullName);
        await sendLink(tx, created, 'confirm_email');
        return created;
      });
      if (!user) return { ok: false, reason: 'email_taken' };
      return { ok: true, user };
    },

    async resendEmailConfirmation(user) {
      const stored = await findUserById(db, user.id);
      if (!stored || stored.emailConfirmed) return;
      await db.transaction((tx) => sendLink(tx, stored, 'confirm_email'));
    },

    async signOut() {
      await revokeSession(db, cookies.get(SESSION_COOKIE)?.value);
      clearSessionCookies(cookies, secure);
      current = Promise.resolve(null);
    },

    async sendPasswordReset(email) {
      const user = await findUserByEmail(db, normalizeEmail(email));
      if (!user) return;
      await db.transaction((tx) => sendLink(tx, user, user.passwordHash ? 'reset_password' : 'invite'));
    },

    async passwordLinkPurpose(token) {
      const purpose = await peekAccountToken(db, token);
      return purpose === 'reset_password' || purpose === 'invite' ? purpose : null;
    },

    async setPasswordWithLink(token, password) {
      // A link that cannot work costs no hash: only a live one is worth the 128 MiB.
      const purpose = await peekAccountToken(db, token);
      if (purpose !== 'reset_password' && purpose !== 'invite') return null;
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const used = await consumeAccountToken(tx, token, ['reset_password', 'invite']);
        if (!used) return null;
        await setUserPassword(tx, used.userId, passwordHash);
        // Opening the emailed link proves the address; a new password ends every old session and
        // any email change asked for with the old one (the owner's way to stop a change they were told of).
        await confirmUserEmail(tx, used.userId);
        await revokeUserSessions(tx, used.userId);
        await cancelAccountTokens(tx, used.userId, 'change_email');
        return findUserById(tx, used.userId);
      });
      return user ? startSession(user) : null;
    },

    async changePassword(user, currentPassword, newPassword) {
      const stored = await findUserById(db, user.id);
      if (!stored?.passwordHash || !(await verifyPassword(currentPassword, stored.passwordHash))) return false;
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await setUserPassword(tx, user.id, passwordHash);
        await revokeUserSessions(tx, user.id, { keepToken: cookies.get(SESSION_COOKIE)?.value });
        await cancelAccountTokens(tx, user.id, 'change_email');
      });
      return true;
    },

    async requestEmailChange(user, currentPassword, newEmail) {
      const email = normalizeEmail(newEmail);
      const stored = await findUserById(db, user.id);
      if (!stored?.passwordHash || !(await verifyPassword(currentPassword, stored.passwordHash)))
        return 'wrong_password';
      if (await findUserByEmail(db, email)) return 'email_taken';
      await db.transaction((tx) => sendLink(tx, stored, 'change_email', email));
      return 'sent';
    },

    async confirmEmailLink(token) {
      const result = await db.transaction(async (tx) => {
        const used = await consumeAccountToken(tx, token, ['confirm_email', 'change_email']);
        if (!used) return null;
        if (used.purpose === 'change_email') {
          if (!used.newEmail || !(await changeUserEmail(tx, used.userId, used.newEmail))) return null;
        } else {
          await confirmUserEmail(tx, used.userId);
        }
        const user = await findUserById(tx, used.userId);
        return user ? { purpose: used.purpose as 'confirm_email' | 'change_email', user } : null;
      });
      if (result) current = undefined;
      return result;
    },

    async resendInvite(email) {
      const user = await findUserByEmail(db, normalizeEmail(email));
      if (!user || user.passwordHash || !user.invitedAt) return;
      await db.transaction((tx) => sendLink(tx, user, 'invite'));
    },

    async invite({ email, fullName, role }) {
      return db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          email: normalizeEmail(email),
          passwordHash: null,
          fullName,
          invited: true,
        });
        if (!user) return 'email_taken';
        await ensureProfile(tx, user.id, fullName, role);
        await sendLink(tx, user, 'invite');
        return 'sent';
      });
    },
  };
}
