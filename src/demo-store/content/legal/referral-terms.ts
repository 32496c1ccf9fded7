import { endOfSentence } from '#lib/text/sentences.ts';
import type { SeedContentPage } from '../types.ts';
import { STORE_EMAIL_LINK, STORE_NAME, STORE_PHONE_LINK } from '../store-facts.ts';

const body = `Our referral program thanks customers who bring friends to ${endOfSentence(STORE_NAME)} These are its terms. The figures below are the ones in force today.

## The program at a glance

::referral-rewards

## How a referral works

1. **Share your code.** Every customer account has its own referral code and a link that carries it. Both are on your [referrals page](/rewards/referrals) once you are signed in.
2. **Your friend creates an account with it.** The code is entered when the account is created: the link fills it in on the [sign-up page](/account/register), or your friend can type it. A code cannot be added to an account afterwards.
3. **Your friend orders.** The referral discount appears at checkout on your friend's first order placed while signed in to that account, named "Referral: first order", and is taken off the price before tax. An order placed without signing in does not carry it.
4. **Your friend picks up.** When that first order is picked up and paid for at the counter, your points are added to your balance. You will see them in your points history on the [rewards page](/rewards), and your referrals page shows which friends have picked up their first order.

## Who qualifies

- Your friend must be a new customer: the account must not have any order that was placed and not cancelled or expired.
- Each customer can be referred once, by one code.
- Your friend confirms their account's email (the link we send when the account is created) before the discount applies.
- Your own code does not work for you, from any of your addresses: a friend's account or order that shares an email mailbox, a phone number or a medical card number with yours gets no discount, and earns you no points.
- The code of an account that has been closed or disabled no longer works.
- Everyone taking part must be 21 or older, or 18 or older and a registered qualifying patient with a Michigan medical marihuana registry card, and must show ID at pickup like every customer.

## When the first order does not happen

If your friend's first order is cancelled or nobody picks it up, nothing is lost: the discount waits for their next order, and you receive your points when an order of theirs with the discount is picked up. No points are given for an order that is not picked up.

## Points and discounts

- Referral points join your rewards balance and follow the same rules as other points (see [rewards](/rewards)).
- Points and the referral discount have no cash value and cannot be exchanged for cash, sold or moved to another account.
- The discount does not change Michigan's purchase limits: your friend's order must fit within them like any other (see [Michigan dispensary purchase limits](/learn/michigan-dispensary-purchase-limits)).
- The discount comes off the price before tax is worked out, so tax is charged on the lower price.

## Sharing fairly

- Share your code with adults you know who are 21 or older, or registered patients 18 or older. Do not post it where people under 21 are likely to see it, and do not send it to people who have not asked to hear from you.
- One person, one account. Referrals made through extra accounts, invented people, or payments to strangers for signing up are not real referrals.
- If we find a referral that breaks these terms, we may cancel it, take back the points it earned, and disable the accounts involved.

## Changes

We may change the figures or end the program. The discount that applies is the one shown here when your friend places the order, and the points are those shown here when the order is picked up. Changes appear on this page first.

Questions about a referral? Email ${STORE_EMAIL_LINK} or call ${STORE_PHONE_LINK}. These terms are part of our [terms of use](/terms-of-use), and our [privacy policy](/privacy-policy) explains what we record about referrals.`;

export const REFERRAL_TERMS: SeedContentPage = {
  path: '/referral-terms',
  kind: 'legal',
  title: 'Referral terms',
  summary: `How the ${STORE_NAME} referral program works: your friend's first-order discount, your points when they pick up, who qualifies, and the rules for sharing.`,
  body,
  author: 'River Raisin staff',
  publishedAt: '2026-11-02T09:00:00-05:00',
  seoTitle: 'Referral terms | River Raisin Cannabis Co.',
  seoDescription:
    "How referrals work at River Raisin Cannabis Co.: your friend's first-order discount, your points when they pick up, who qualifies, and fair sharing.",
};
