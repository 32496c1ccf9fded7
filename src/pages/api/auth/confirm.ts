import { emailLinkQuery } from '#lib/auth/account-fields.ts';
import { claimGuestOrders } from '#server/accounts/customer-orders.ts';
import { endpoint } from '#server/http/endpoint.ts';

/**
 * Where email confirmation and email change links land (`?token=`, with `&type=email` or
 * `&type=email_change` from Supabase's email templates): the link is used once, then the
 * customer goes to their account (or to sign in, when the link no longer works).
 */
export const GET = endpoint({ query: emailLinkQuery }, async ({ query }, { locals, redirect }) => {
  const confirmed = await locals.auth.confirmEmailLink(query.token, query.type);
  if (!confirmed) return redirect('/account/login?reason=link-expired', 303);
  // The address is proven now: its guest orders join the account.
  await claimGuestOrders(locals.db, { ...confirmed.user, emailConfirmed: true });
  const account = await locals.currentAccount();
  const updated = confirmed.purpose === 'change_email' ? 'email-changed' : 'email';
  return redirect(
    account
      ? `/account?updated=${updated}`
      : `/account/login?next=${encodeURIComponent(`/account?updated=${updated}`)}`,
    303,
  );
});
