/**
 * The signed links the store mails after a pickup (`#server/security/signed-token.ts`), each with
 * its own purpose so one opens nothing else. The subject of both is the order's id.
 */
export const REVIEW_INVITE_PURPOSE = 'review-invite';
export const PURCHASE_FEEDBACK_PURPOSE = 'purchase-feedback';

/** How long after pickup the links work. */
export const PICKUP_LINK_DAYS = 30;

export const reviewInvitePath = (token: string) => `/reviews/write/${encodeURIComponent(token)}`;
export const purchaseFeedbackPath = (token: string) => `/feedback/first-purchase?token=${encodeURIComponent(token)}`;
