import type { SeedContentPage } from '../types.ts';

const body = `Michigan sets how much cannabis a licensed store may sell to one customer. The limits are different for adult-use customers and registered patients, they are written in terms of flower, and every other product is converted into a flower equivalent. We apply them automatically, online and at the counter, so you never have to do the arithmetic yourself. This article explains how they work.

## The limits this store applies

::purchase-limits

These are the limits in our store's settings today. They follow Michigan's rules for retailers and provisioning centers (R 420.506) and the Michigan Regulation and Taxation of Marihuana Act, and we update them when the rules change.

## Adult-use customers

If you are 21 or older and shopping the adult-use menu, Michigan's limit applies per transaction, and we apply it **per visit**: to everything we hand you at once. That is the order you are placing together with your other orders for pickup the same day that you have not picked up yet, because they all leave the counter with you.

- Everything in the visit counts toward the **total limit**, converted into its flower equivalent (see below).
- Within that total, **concentrates** have a smaller limit of their own. A cart can be under the total and still over the concentrate limit.
- We know your orders by your account, your email or your phone number. An order you have already picked up was its own visit.

You will need a valid photo ID showing you are 21 or older at pickup.

## Registered patients

Registered qualifying patients shopping the medical menu with a Michigan registry card have limits **per day** and **per month**, instead of per visit.

- The daily limit counts everything bought on that card since midnight, store time.
- The monthly limit counts everything bought on that card since the first of the calendar month.
- At checkout, our site adds up the orders placed on your card at this store, however the card number was typed, leaving out orders that were cancelled or not picked up. If a new order would pass a limit, it tells you how much room you have left today or this month.

Caregivers buying for their connected patients have a limit for each patient they are connected to; caregiver purchases are handled at the counter. Medical products are for registered qualifying patients and their caregivers only.

## How different products count

Michigan's limits are written in terms of "usable marihuana", which means dried flower. Every other product is converted to a flower equivalent using the formula in the Michigan Medical Marihuana Act (MCL 333.26424(c)), which sets how much of each form equals the same amount of flower. In words:

| what you buy | how it counts |
| --- | --- |
| [Flower](/category/flower) and [pre-rolls](/category/pre-rolls) | by their weight, gram for gram |
| [Concentrates](/category/concentrates): rosin, live resin, badder, shatter | by their weight, gram for gram, and also toward the concentrate limit |
| [Edibles](/category/edibles) and other infused solids | by the weight of the whole product, converted at the Act's rate for solids, so a heavy package counts as much less flower |
| Infused liquids: drinks and [tinctures](/category/tinctures) | by volume, converted at the Act's rate for liquids |
| [Vapes](/category/vapes) | as concentrate, or at the Act's rate for gaseous products; the store's settings choose which |
| [Accessories](/category/accessories) and [apparel](/category/apparel) | not at all |

Most Michigan point-of-sale systems count vape cartridges as concentrate, and that is how our store counts them unless its settings say otherwise. Topicals are infused products too: their labels and the limit meter show how they count.

You do not need to memorise any of this. Each product's size carries its own limit category and amount, and the meter does the conversion.

## The limit meter

Every product page and the cart show a **limit meter**: how much of your limit the items in your cart use, in flower-equivalent grams, with the concentrate limit shown separately. It follows the menu you are on, adult-use or medical.

- When you add something that would take the cart over a limit, the store tells you which limit it would pass and how much room is left, and nothing is added.
- At checkout, the limits are checked again for the whole order, just before it is placed, and for registered patients together with their earlier orders.

If you are close to a limit, the meter shows how much room is left, so you can choose a smaller size or remove something instead.

## Common questions

**Why does the meter count a little more than the weight on my package?**
To make sure it never counts too little, the store rounds each item's flower equivalent up to the next whole milligram. For most products that is less than a thousandth of a gram.

**Do deals or packs change the limit?**
No. A pack from [build a pack](/build-a-pack) or any other [deal](/dispensary-deals) counts exactly like the same items bought separately.

**Is the purchase limit the same as what I may carry or keep at home?**
No. Michigan's law sets separate limits on how much an adult may carry in public and keep at home, and those are not the store's to enforce. The limits on this page are about how much a store may sell to you.

**Can I buy for someone else?**
Adult-use orders are for the person named on the order, who must pick them up with their own ID. Only licensed businesses may sell cannabis, and buying for someone under 21 is against the law.

**I am a registered patient. Do I shop the medical menu automatically?**
Choose "medical" at the age question or switch to the medical menu, and give your registry card at checkout. The medical menu shows medical prices, with no excise tax, and the patient limits.

## Why limits exist

The limits are part of how Michigan keeps legal sales inside the legal market. They are set by the state, not by us, which is why we cannot make an exception at the counter. For how prices and taxes are worked out, read [cannabis pricing](/learn/cannabis-pricing); for the basics of each product form, [what is cannabis?](/learn/what-is-cannabis).`;

export const MICHIGAN_PURCHASE_LIMITS: SeedContentPage = {
  path: '/learn/michigan-dispensary-purchase-limits',
  kind: 'learn',
  title: 'Michigan dispensary purchase limits',
  summary:
    'How Michigan’s purchase limits work for adult-use customers and registered patients, how edibles, vapes and concentrates count, and how our limit meter keeps track.',
  body,
  author: 'River Raisin staff',
  publishedAt: '2026-06-04T10:00:00-04:00',
  seoTitle: 'Michigan dispensary purchase limits, explained',
  seoDescription:
    'Michigan cannabis purchase limits for adult-use customers and registered patients, how edibles, vapes and concentrates count, and our limit meter.',
};
