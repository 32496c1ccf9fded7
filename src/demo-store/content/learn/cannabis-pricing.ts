import type { SeedContentPage } from '../types.ts';

const body = `Two numbers matter when you shop for cannabis: the price on the menu and the price you pay at the counter. This article explains both: how sizes compare, what makes one product cost more than another, exactly how Michigan's taxes are added, and the honest ways to pay less. Prices change often, so you will find no price list here; the menu always shows today's.

## Sizes, and the price per gram

Flower is sold by weight, in a handful of standard sizes:

| size | weight | good to know |
| --- | --- | --- |
| eighth | 3.5 g | the most common size; easiest to compare between products |
| quarter | 7 g | two eighths |
| half ounce | 14 g | four eighths |
| ounce | 28 g | eight eighths |

Larger sizes usually cost less per gram. To compare two products fairly, divide the price by the grams: a quarter is a better buy than two eighths only if its price per gram is lower. Flower keeps well for a few months in an airtight jar, so a bigger size saves money only if you will use it while it is fresh.

Other categories have their own units. [Pre-rolls](/category/pre-rolls) are priced per joint or per pack, with the weight of each joint on the label. [Vapes](/category/vapes) and [concentrates](/category/concentrates) are sold by the gram or half gram. [Edibles](/category/edibles) and [tinctures](/category/tinctures) are priced per package, and their labels give the milligrams of THC per serving and per package, which lets you compare the price per milligram.

## What makes one eighth cost more than another

Two eighths of the same strain can differ a lot in price. The usual reasons:

- **How it was grown.** Indoor flower pays for electricity, climate control and building space all year; greenhouse and outdoor flower use the sun and often cost less.
- **How it was trimmed and cured.** Hand-trimming and slow curing take weeks of skilled labour. Our post on [hand-trimming vs. the machine](/blog/hand-trimming-vs-the-machine) explains the difference you can see.
- **Bud size.** Large buds from the top of the plant usually cost more than "smalls" from lower down, even from the same plant.
- **Freshness and packaging.** Recently harvested flower in glass usually costs more than older flower in plastic.
- **Demand.** New and well-known strains sell at a premium, whatever their lab results.

Potency is only one part of this, and not always the most important; see [terpenes over potency](/learn/terpenes-over-potency).

## Michigan's taxes, the way we apply them

Every price on our menu is the price before tax, and next to it we show the price out the door. Here is how we get from one to the other, exactly as the state's tax rules describe it:

- **Adult-use cannabis** pays Michigan's **10% marihuana retailer excise tax** on its price. Then the **6% sales tax** is charged on the price **plus** the excise tax.
- **Medical cannabis**, sold to registered qualifying patients with their registry card, pays the **6% sales tax only**. There is no excise tax on medical sales.
- **Goods that are not cannabis**, such as apparel, jars, papers and batteries, pay the **6% sales tax only**.

Each tax is worked out on each line of your order and rounded to the nearest cent. Using the state's own example of a $100 adult-use purchase:

| on a $100 purchase | adult-use | medical |
| --- | ---: | ---: |
| price before tax | $100.00 | $100.00 |
| 10% excise tax | $10.00 | none |
| 6% sales tax | $6.60 | $6.00 |
| **you pay** | **$116.60** | **$106.00** |

So for adult-use cannabis, taxes add 16.6% to the price; for medical cannabis and everything else, 6%. Discounts, deals and rewards come off the price **before** tax, so the taxes shrink with them. Checkout and your receipt list the excise tax and the sales tax separately.

## Why cannabis and merch are never sold together at one price

Michigan does not allow a product that pays the excise tax to be sold at one price together with a product that does not (MCL 333.27963(2)). That is why our packs and multi-buy deals only ever combine cannabis with cannabis, and why a tee or a grinder always has a price of its own.

## Honest ways to pay less

- **Deals.** The [deals page](/dispensary-deals) lists what is running today and what is coming up, such as weekday specials, brand deals, and first-order and birthday discounts. Each deal states its terms.
- **Packs.** [Build a pack](/build-a-pack) lets you mix and match sizes covered by a pack deal at a set price.
- **Rewards.** With an account, every picked-up order earns points that take money off a later order; see [rewards](/rewards). Referring a friend earns points too, under the [referral terms](/referral-terms).
- **Medical.** Registered qualifying patients shop the medical menu with their registry card: no excise tax, and patient deals on the deals page.
- **Compare by the gram.** The lowest-priced package is not always the better buy: the price per gram or per milligram tells you.

A deal should never be a reason to buy more than you want. Buy what you will use while it is fresh, and start low and go slow with anything new.

## Why Michigan prices changed so much

When adult-use sales began at the end of 2019, few growers were licensed and prices were steep. As more cultivators and stores opened, supply grew faster than demand, and retail prices fell steeply over the following years. The state's [Cannabis Regulatory Agency](https://www.michigan.gov/cra) publishes sales and average price figures if you want to follow the market.

## Paying at pickup

When you order ahead, the total out the door is shown before you place the order, and it is the total you pay. If a price or a deal changes while you are checking out, nothing is placed until you have seen the new total. You pay at the counter when you pick up, with cash or debit. Purchase limits apply to every order; [Michigan dispensary purchase limits](/learn/michigan-dispensary-purchase-limits) explains how they are counted.`;

export const CANNABIS_PRICING: SeedContentPage = {
  path: '/learn/cannabis-pricing',
  kind: 'learn',
  title: 'Cannabis pricing: sizes, taxes and the price out the door',
  summary:
    'How cannabis sizes compare, what makes one product cost more than another, how Michigan’s 10% excise and 6% sales tax are added, and honest ways to pay less.',
  body,
  author: 'River Raisin staff',
  publishedAt: '2026-05-07T10:00:00-04:00',
  seoTitle: 'Cannabis pricing in Michigan: sizes and taxes',
  seoDescription:
    'How Michigan dispensary prices work: eighths to ounces, price per gram, the 10% excise and 6% sales tax on adult-use cannabis, and medical pricing.',
};
