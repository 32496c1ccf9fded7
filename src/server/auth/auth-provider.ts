import type { AstroCookies } from 'astro';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { Database } from '../db/database.ts';
import type { Role } from '#lib/vocabulary/accounts.ts';

/** The identity an auth provider vouches for. Roles and profile data live in `public.profiles`. */
export interface AuthUser {
  id: string;
  email: string;
  emailConfirmed: boolean;
}

/** Everything a provider needs from the request it serves. */
export interface AuthRequest {
  db: Database;
  config: RuntimeConfig;
  cookies: AstroCookies;
  request: Request;
  url: URL;
  clientAddress: string;
}

export type SignUpOutcome = { ok: true; user: AuthUser } | { ok: false; reason: 'email_taken' };
export type EmailChangeOutcome = 'sent' | 'email_taken' | 'wrong_password';
export type EmailLinkPurpose = 'confirm_email' | 'change_email';
/**
 * The `type` query parameter an emailed link carries, as the page received it. Supabase's email
 * templates must say what a link is for (`recovery`, `invite`, `email`, `email_change`) because
 * its token hashes cannot be looked at without being used; embedded tokens know their purpose
 * and ignore it.
 */
export type EmailLinkType = string | null | undefined;

/**
 * One seam for identity, two implementations: the embedded provider (users in the app's own
 * database, sessions in a cookie) and Supabase Auth. Pages, actions and the dashboard talk to
 * this interface only; throttling, password rules and profiles sit above it and are shared.
 * A provider is made per request and reads and writes that request's cookies.
 */
export interface AuthProvider {
  readonly kind: 'embedded' | 'supabase';
  /** The signed-in user of this request, after checking the session is still valid. */
  currentUser(): Promise<AuthUser | null>;
  /** Sends the email confirmation link again to a signed-in user whose address is not confirmed yet. */
  resendEmailConfirmation(user: AuthUser): Promise<void>;
  /** Signs in with a new session (never reusing one), or null for a wrong email or password. */
  signIn(email: string, password: string): Promise<AuthUser | null>;
  /**
   * Creates the account and sends the email confirmation link, without signing in: the answer to
   * a new address and to one that has an account must look the same. (Supabase signs a new
   * account in only when its project does not ask for confirmation, which production must.)
   */
  signUp(input: { email: string; password: string; fullName: string }): Promise<SignUpOutcome>;
  /** Ends this request's session (revoked on the server, not just forgotten by the browser). */
  signOut(): Promise<void>;
  /** Emails a reset link when the account exists; does the same work and says nothing otherwise. */
  sendPasswordReset(email: string): Promise<void>;
  /** What an emailed password link is for, without using it; null when it cannot work any more. */
  passwordLinkPurpose(token: string, linkType?: EmailLinkType): Promise<'reset_password' | 'invite' | null>;
  /** Sets a password from a reset or invitation link and signs in; null when the link is invalid, used or expired. */
  setPasswordWithLink(token: string, password: string, linkType?: EmailLinkType): Promise<AuthUser | null>;
  /**
   * Changes the signed-in user's password after checking the current one; other sessions end
   * (and, embedded, an email change asked for before).
   */
  changePassword(user: AuthUser, currentPassword: string, newPassword: string): Promise<boolean>;
  /**
   * After checking the current password, sends a confirmation link to the new address; the email
   * changes when it is opened. Nothing is sent with a wrong password.
   */
  requestEmailChange(user: AuthUser, currentPassword: string, newEmail: string): Promise<EmailChangeOutcome>;
  /** Applies an email confirmation or email change link; null when invalid, used or expired. */
  confirmEmailLink(
    token: string,
    linkType?: EmailLinkType,
  ): Promise<{ purpose: EmailLinkPurpose; user: AuthUser } | null>;
  /** Sends a new invitation to an invited account that has not set a password yet; silent otherwise. */
  resendInvite(email: string): Promise<void>;
  /**
   * Creates an account without a password and emails the link to choose one (staff invitations,
   * point-of-sale imports); throws AuthInputRefused when the provider refuses the address or is
   * out of emails for now.
   */
  invite(input: { email: string; fullName: string; role: Role }): Promise<'sent' | 'email_taken'>;
}

/** Emails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The provider refused what the person typed for a reason of its own (Supabase's password rules
 * or address checks, its email rate limits). The message is the provider's and safe to show;
 * actions answer it as a 400 beside the form.
 */
export class AuthInputRefused extends Error {
  override name = 'AuthInputRefused';
}
