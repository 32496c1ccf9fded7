import { emailLinkQuery } from '#lib/auth/account-fields.ts';
import { claimGuestOrders, redirectFromSecretLink } from '#server/customers/index.ts';
import { endpoint } from '#server/http/index.ts';

/**
 * Where email confirmation and email change links land (`?token=`, with `&type=email` or
 * `&type=email_change` from Supabase's email templates): the link is used once, then the
 * customer goes to their account (or to sign in, when the link no longer works), by a redirect
 * that leaves the link's address in no history, cache or referrer (decision 50).
 */
export const GET = endpoint({ query: emailLinkQuery }, async ({ query }, { locals }) => {
  const confirmed = await locals.auth.confirmEmailLink(query.token, query.type);
  if (!confirmed) return redirectFromSecretLink('/account/login?reason=link-expired');
  // The address is proven now: its guest orders join the account.
  await claimGuestOrders(locals.db, { ...confirmed.user, emailConfirmed: true });
  const account = await locals.currentAccount();
  const updated = confirmed.purpose === 'change_email' ? 'email-changed' : 'email';
  return redirectFromSecretLink(
    account
      ? `/account?updated=${updated}`
      : `/account/login?next=${encodeURIComponent(`/account?updated=${updated}`)}`,
  );
});
