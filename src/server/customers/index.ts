/**
 * Customers, the public side: who is signed in and their session's snapshot, registering, signing
 * in, the profile, changing the account's email and (with a texted code) its phone, the
 * forgotten-email reminder, the limits on account requests, the account's overview and orders,
 * guest orders joining the account once its address is confirmed, and those placed with its
 * proven phone joining it through a link to their own email. (The dashboard's customer lookup is
 * `admin/`.)
 */
export { loadSignedInAccount, type SignedInAccount } from './signed-in-account.ts';
export { sessionSnapshot, type SessionSnapshot } from './session-snapshot.ts';
export { signInWithPassword, type SignInResult } from './sign-in.ts';
export { registerCustomer, type Registration } from './registration.ts';
export {
  accountRole,
  ensureProfile,
  getCustomerProfile,
  updateCustomerProfile,
  type CustomerProfile,
  type StoredProfile,
} from './profiles.ts';
export { changeAccountEmail } from './email-change.ts';
export {
  requestPhoneCode,
  confirmPhoneCode,
  loadPhonePage,
  PHONE_CODE_LIMITS,
  PHONE_CODE_VALID_SECONDS,
  type PhonePage,
} from './phone-change.ts';
export {
  claimOrderWithLink,
  loadOrderClaim,
  phoneOrderSuggestions,
  sendOrderClaimLink,
  ORDER_CLAIM_LIMIT,
  type OrderClaimView,
  type PhoneOrderSuggestion,
} from './phone-order-claims.ts';
export { sendEmailReminder } from './forgot-email.ts';
export {
  ACCOUNT_CHANGE_LIMIT,
  ACCOUNT_REQUEST_LIMITS,
  EMAILS_PER_ACCOUNT_PER_HOUR,
  emailAccountAfterReply,
  limitAccountChange,
  limitAccountRequest,
  limitOwnAccountEmail,
  mayEmailAccount,
  type AccountRequest,
} from './account-request-limits.ts';
export { loadAccountOverview, type AccountOverview } from './account-overview.ts';
export { loadAccountOrders, type AccountOrder } from './account-orders.ts';
export { claimGuestOrders, listCustomerOrders, type CustomerOrder, type CustomerOrderLine } from './customer-orders.ts';
/** What the auth provider refuses of a typed password or email, which the forms answer as a 400. */
export { AuthInputRefused } from '../auth/auth-provider.ts';
/** The confirmation link's way on: a redirect that leaves the link in no history (decision 50). */
export { redirectFromSecretLink } from '../security/secret-links.ts';
