import { FROM_THE_LAB_TO_THE_SHELF } from './blog/from-the-lab-to-the-shelf.ts';
import { HAND_TRIMMING_VS_THE_MACHINE } from './blog/hand-trimming-vs-the-machine.ts';
import { ORDERING_AHEAD_FOR_PICKUP } from './blog/ordering-ahead-for-pickup.ts';
import { CANNABINOIDS } from './learn/cannabinoids.ts';
import { CANNABIS_ANATOMY } from './learn/cannabis-anatomy.ts';
import { CANNABIS_HISTORY } from './learn/cannabis-history.ts';
import { CANNABIS_PRICING } from './learn/cannabis-pricing.ts';
import { MICHIGAN_PURCHASE_LIMITS } from './learn/michigan-dispensary-purchase-limits.ts';
import { TERPENES_OVER_POTENCY } from './learn/terpenes-over-potency.ts';
import { WHAT_IS_CANNABIS } from './learn/what-is-cannabis.ts';
import { ACCESSIBILITY } from './legal/accessibility.ts';
import { PRIVACY_POLICY } from './legal/privacy-policy.ts';
import { REFERRAL_TERMS } from './legal/referral-terms.ts';
import { RETURN_POLICY } from './legal/return-policy.ts';
import { REVIEW_POLICY } from './legal/review-policy.ts';
import { TERMS_OF_USE } from './legal/terms-of-use.ts';
import type { SeedContentPage } from './types.ts';

export type { SeedContentPage } from './types.ts';

/** The demo store's content pages, published when the store is seeded: learn articles, blog posts and legal pages. */
export const SEED_CONTENT_PAGES: readonly SeedContentPage[] = [
  WHAT_IS_CANNABIS,
  CANNABINOIDS,
  CANNABIS_ANATOMY,
  CANNABIS_HISTORY,
  CANNABIS_PRICING,
  TERPENES_OVER_POTENCY,
  MICHIGAN_PURCHASE_LIMITS,
  HAND_TRIMMING_VS_THE_MACHINE,
  ORDERING_AHEAD_FOR_PICKUP,
  FROM_THE_LAB_TO_THE_SHELF,
  TERMS_OF_USE,
  PRIVACY_POLICY,
  ACCESSIBILITY,
  RETURN_POLICY,
  REFERRAL_TERMS,
  REVIEW_POLICY,
];
