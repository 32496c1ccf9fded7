import { ACCESSIBILITY } from './legal/accessibility.ts';
import { PRIVACY_POLICY } from './legal/privacy-policy.ts';
import { REFERRAL_TERMS } from './legal/referral-terms.ts';
import { RETURN_POLICY } from './legal/return-policy.ts';
import { TERMS_OF_USE } from './legal/terms-of-use.ts';
import type { SeedContentPage } from './types.ts';

export type { SeedContentPage } from './types.ts';

/** The demo store's content pages, published when the store is seeded. */
export const SEED_CONTENT_PAGES: readonly SeedContentPage[] = [
  TERMS_OF_USE,
  PRIVACY_POLICY,
  ACCESSIBILITY,
  RETURN_POLICY,
  REFERRAL_TERMS,
];
