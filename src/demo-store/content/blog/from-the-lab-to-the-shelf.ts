import type { SeedContentPage } from '../types.ts';

const body = `Every cannabis product on our menu belongs to a batch: a lot made at one time, from one harvest or one production run, with its own batch number printed on the package. The batch is how Michigan keeps track of cannabis from the plant to your hands, and how we decide, minute by minute, what may be sold. Here is what happens behind the counter.

## Tested before it reaches us

Before any batch can be sold in Michigan, samples of it go to a state-licensed testing laboratory, which the law calls a safety compliance facility. The lab measures its potency (the cannabinoids such as THC and CBD, often its terpenes too) and screens it for contaminants on a list set by the state, such as pesticides, residual solvents, heavy metals and microbes. A batch that fails cannot be sold as it is.

The results are written up in a certificate of analysis, which names the lab, the batch and the date of the test. That certificate comes with the batch when it reaches our store.

## On every product page

We do not keep those results in a drawer. Every product page on our site has a **Lab results** section listing each of its batches with:

- the batch number, which matches the one on the package;
- the testing lab and the test date;
- the measured THC and CBD, and the terpenes when the batch was tested for them;
- a link to the certificate of analysis when we have it;
- whether the batch is on sale right now.

Potency figures may vary by up to 10% either way, as the product page says: plants are not uniform, and two samples of one batch can test a little differently. [Cannabinoids](/learn/cannabinoids) explains how to read the numbers, and [terpenes over potency](/learn/terpenes-over-potency) why THC is not the only number worth reading.

## Tracked from plant to sale

Michigan requires every licensed business to record each plant and package in a statewide tracking system. Growers, processors, labs, transporters and stores all log what they receive, make, test, move and sell. That is how a problem found in one package can be traced back to its batch, and how every other package from that batch can be found.

## Only sellable batches reach the menu

Each batch in our system has a status: **active**, **on hold**, **recalled** or **expired**, and many carry an expiry date. Our menu only shows a cannabis product when it has an active batch that is within its date and sizes in stock. The moment a batch is put on hold, recalled or passes its date, the product comes off the menu and out of search on its own, without anyone having to remember to remove it. If the product has another active batch, it stays on sale from that one.

The batch does not vanish from the product's page, though. It stays listed in the lab results with its status, so a shopper who bought from it can see what happened.

## When a batch is recalled

Recalls in Michigan are issued by the Cannabis Regulatory Agency or by the business that made the product, and they name the batches involved. When one affects something we sell:

1. We mark the batch as recalled, which takes it off our menu at once, and we stop selling it at the counter.
2. We pull the packages from the shelf and set them aside as the recall directs.
3. We take back products from that batch that customers bring in, opened or not; the [return policy](/return-policy) explains how.

If you want to check a product you have at home, compare the batch number on its label with the lab results on its product page, or call us and we will look it up. The agency publishes its recalls at [michigan.gov/cra](https://www.michigan.gov/cra).

## What testing is, and what it is not

Lab testing tells you what a batch contains and that it met the state's standards for contaminants on the day it was tested. It is not a promise of how a product will affect you, and it does not replace reading the label: every package carries the state's warnings, and edibles list their THC per serving so you can start low and go slow.

What it does give you is information that never existed before legal sales. If you have a question about a batch, a certificate or a recall, ask a budtender at the counter, or start on the [flower menu](/category/flower) and open any product's lab results.`;

export const FROM_THE_LAB_TO_THE_SHELF: SeedContentPage = {
  path: '/blog/from-the-lab-to-the-shelf',
  kind: 'blog',
  title: 'From the lab to the shelf: how we track every batch',
  summary:
    'How every batch on our menu is tested, tracked and shown with its lab results, why held, recalled or expired batches come off the menu at once, and what we do in a recall.',
  body,
  author: 'River Raisin staff',
  publishedAt: '2026-09-10T10:00:00-04:00',
  seoTitle: 'How we track every cannabis batch, lab to shelf',
  seoDescription:
    'How River Raisin Cannabis Co. shows lab results for every batch, takes held, recalled and expired batches off the menu at once, and handles recalls.',
};
