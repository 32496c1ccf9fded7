/**
 * The reviews' words: where a review stands (`reviews.status`) and the written policy's reasons for
 * withholding a review's text (`reviews.withheld_reason`), each list the one source of its type.
 * Under the FTC's rule on consumer reviews (16 CFR 465) a store may withhold only text that breaks a
 * policy applied to every review alike, never a review for its rating: these reasons are that policy.
 */

export const REVIEW_SUBJECTS = ['product', 'store'] as const;
export type ReviewSubject = (typeof REVIEW_SUBJECTS)[number];

/** Published and withheld reviews are counted; a held one waits for an admin's decision. */
export const REVIEW_STATUSES = ['published', 'held', 'withheld'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  published: 'Published',
  held: 'Waiting for a decision',
  withheld: 'Text withheld',
};

export const REVIEW_POLICY_REASONS = [
  'off_topic',
  'personal_information',
  'profanity',
  'spam',
  'health_claim',
  'not_about_store',
] as const;
export type ReviewPolicyReason = (typeof REVIEW_POLICY_REASONS)[number];

/** As shoppers read them after "Withheld under our review policy: ". */
export const REVIEW_POLICY_REASON_LABELS: Readonly<Record<ReviewPolicyReason, string>> = {
  off_topic: 'off-topic',
  personal_information: 'personal information',
  profanity: 'profanity or harassment',
  spam: 'spam or advertising',
  health_claim: 'health or cure claims',
  not_about_store: "not about this store's products or service",
};
