import type { SeedContentPage } from '../types.ts';
import { STORE_EMAIL_LINK, STORE_NAME, STORE_PHONE_LINK } from '../store-facts.ts';

const body = `Reviews on this site are written by our customers: of the products they bought and of ${STORE_NAME} itself. This policy is how we treat every one of them, the same way whatever its rating.

## Who can write a review

- **Customers with an account** can review any product on our menu and the store. One review per product, and one of the store, per customer; you can change yours at any time, and we keep the earlier versions.
- **Everyone who picks up an order** gets an email with a link to review what they bought and the store, without an account. The link works for 30 days and for each product of that order once.
- A review linked to a picked-up order that contained the product (for the store: any picked-up order) shows **Verified buyer**.

## What we publish

Every honest review is published as soon as it is written, good or bad. We never hide, delay or reorder a review because of its rating or because it is critical of us or of a product, and averages and counts always include every published rating. Nobody is paid or rewarded for a positive review.

## What we hold back

Some text cannot appear on a licensed cannabis retailer's site, or would hurt other people. A review is held for a check before it appears when its words may break one of these rules, and if a member of our team finds that it does, its text is replaced by "Withheld under our review policy" and the reason. **Its rating still counts.** The reasons:

- **Off-topic:** the text is not about the product or the visit.
- **Personal information:** names, phone numbers, email or street addresses of anyone, including our staff.
- **Profanity or harassment:** insults, slurs, threats, or abuse of a person.
- **Spam or advertising:** links, promotions of other businesses, or the same text posted again and again.
- **Health or cure claims:** Michigan's rules (R 420.507) do not allow anything a licensee shows to say a cannabis product treats, cures or prevents a condition. Describe flavour, aroma, effects and how you used it instead.
- **Not about this store:** a review of another business or of products we do not sell.

A review is held only for what its words say. We check held reviews within a few days.

## The store's replies

We may reply publicly to a review. A reply appears under the review, and never changes it.

## Questions

Think a review breaks this policy, or that yours was held back by mistake? Call ${STORE_PHONE_LINK} or email ${STORE_EMAIL_LINK}. Read what customers say about us on our [store reviews page](/reviews).`;

export const REVIEW_POLICY: SeedContentPage = {
  path: '/review-policy',
  kind: 'legal',
  title: 'Review policy',
  summary:
    'Every honest review is published whatever its rating; text is held back only for reasons that apply to every review alike, and its rating still counts.',
  body,
  author: 'River Raisin staff',
  publishedAt: '2026-11-02T09:00:00-05:00',
  seoTitle: 'Review policy | River Raisin Cannabis Co.',
  seoDescription:
    'How River Raisin Cannabis Co. publishes customer reviews: who can write one, what is held back and why, and the store’s replies.',
};
