import type { SeedContentPage } from '../types.ts';
import { MERCH_SHOP_PATH, STORE_ADDRESS, STORE_EMAIL_LINK, STORE_NAME, STORE_PHONE_LINK } from '../store-facts.ts';

const body = `Cannabis is not like other retail. Every package is tracked from the grower to the counter, and once cannabis has left a licensed store it can never go back on a shelf or be sold again. So our return policy is short, and it is built around checking your order before you pay and making things right when a product is faulty.

## Check your order before you pay

Online orders are paid at pickup, which gives you the right moment to catch a problem. At the counter, your budtender shows you each item. If anything is not what you ordered, or a package is damaged or its seal is broken, tell us then: we swap it for the right item if we have it, or you simply do not buy that item. You pay only for what you take.

## Faulty cannabis products

If a cannabis product turns out to be faulty after you take it home, bring it back and we will look at it. Faulty means, for example:

- a vape cartridge or disposable that does not work on a charged, compatible battery;
- a package that was damaged, leaking or unsealed when you received it;
- a product that does not match its label, such as the wrong product or size in the package.

To return it:

1. Bring it back within 7 days of pickup, in its original packaging with the label.
2. Bring the order number (it is in your confirmation email and on your [account's orders page](/account/orders)) or your receipt.
3. Bring a valid photo ID, and your registry card for a medical purchase.

If the product is faulty, we replace it with the same product. If that product is sold out, you may choose another product at the same price or lower. We do not give cash back for returned cannabis. A replacement is a sale like any other: it counts toward your [purchase limit](/learn/michigan-dispensary-purchase-limits) for that transaction, or for the day and month if you are a registered patient.

## What happens to a returned product

We never resell a returned cannabis product. We record the return in Michigan's statewide tracking system and destroy the product under the state's rules for cannabis waste. That is also why we cannot take cannabis back for a change of mind.

## What we cannot take back

- Cannabis you have changed your mind about, or did not enjoy.
- Products that were opened and are not faulty, or that were damaged after pickup (left in a hot car, dropped, soaked).
- Products brought back after the 7 days, unless they are part of a recall.

## Recalls

When Michigan's Cannabis Regulatory Agency or a producer recalls a batch, we take that batch off sale at once: it disappears from our menu, and the product's page marks the batch as recalled in its lab results. If you have a product from a recalled batch:

- stop using it and keep it away from anyone under 21 and from pets;
- bring it back to the store, opened or not, with or without a receipt, whenever you can;
- we take it out of circulation, record it, and replace it as the recall's instructions allow.

The batch number is printed on the package label. You can compare it with the lab results on the product's page, or call us and we will check it for you. The agency publishes its recalls on its website, [michigan.gov/cra](https://www.michigan.gov/cra). If anyone has swallowed a cannabis product by accident, call the National Poison Control Center at 1-800-222-1222, or 911 in an emergency.

## Accessories and apparel

Items that are not cannabis, such as grinders, jars, batteries and [${STORE_NAME} apparel](${MERCH_SHOP_PATH}), can be returned within 30 days of pickup if they are unused and have their tags or original packaging. Bring the order number or receipt, and we give you back what you paid for the item, taxes included, or exchange it. A faulty accessory can be returned within 30 days even if you used it.

## Orders that are cancelled or not picked up

An order that is cancelled, or that nobody picks up in time, costs nothing: you pay only at pickup. Any rewards points you spent on it go back to your balance.

## Questions

Call ${STORE_PHONE_LINK}, email ${STORE_EMAIL_LINK}, or come to the counter at ${STORE_ADDRESS}. For everything else about ordering, see our [terms of use](/terms-of-use).`;

export const RETURN_POLICY: SeedContentPage = {
  path: '/return-policy',
  kind: 'legal',
  title: 'Return policy',
  summary:
    'Check your order at the counter before you pay; faulty cannabis products are replaced, recalled batches are taken back, and returned cannabis is never resold.',
  body,
  author: 'River Raisin staff',
  publishedAt: '2026-11-02T09:00:00-05:00',
  seoTitle: 'Return policy | River Raisin Cannabis Co.',
  seoDescription:
    'How returns work at River Raisin Cannabis Co.: check at pickup, faulty products replaced within 7 days, recalls, and accessory and apparel returns.',
};
