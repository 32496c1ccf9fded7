import type { SeedContentPage } from '../types.ts';

const body = `Cannabis has been a crop, a trade good, a pharmacy item, a banned substance and, in Michigan since 2018, a legal product for adults. Here is the long story in short, with the Michigan chapters in more detail.

## An ancient crop

Cannabis is one of the oldest cultivated plants. Archaeologists have found hemp seeds and traces of hemp fibre at sites in East Asia thousands of years old, and early Chinese writings describe it as a source of fibre and grain. The plant travelled along trade routes to South Asia, the Middle East, Africa and Europe, where hemp became a staple for rope, sails and cloth.

People also knew the resin. In 2019, researchers reported chemical traces of burnt cannabis unusually rich in THC in wooden braziers from a cemetery in the Pamir Mountains of western China, about 2,500 years old: some of the earliest direct evidence of people burning the plant for its resin.

## Hemp in early America

Hemp came to North America with European colonists. In 1619, Virginia's colonial assembly ordered planters to grow it, and hemp rope, canvas and paper were everyday goods through the eighteenth and nineteenth centuries. It was farmed in several states well into the twentieth century.

## From the pharmacy shelf to prohibition

In the nineteenth century, cannabis extracts were sold by American pharmacists and listed in the United States Pharmacopeia, the official list of drug standards, from 1850 until 1942. Early in the twentieth century, states began to ban it, and in 1937 Congress passed the Marihuana Tax Act, which taxed and regulated the plant so heavily that legal trade all but ended. The Act gave federal law the spelling "marihuana", which Michigan's statutes still use.

In 1970, the federal Controlled Substances Act placed marihuana in Schedule I, the strictest category. Federal law still lists cannabis as a controlled substance, which is why it cannot cross state lines even between two states where it is legal.

## Michigan's own story

Michigan, and Ann Arbor in particular, played a loud part in the debate.

- **1971:** the "Ten for Two" rally in Ann Arbor, with John Lennon and Yoko Ono on stage, protested the ten-year prison sentence given to the activist John Sinclair for two joints. He was released days later, and the Michigan Supreme Court struck down the law he had been sentenced under in 1972.
- **1972:** the first Hash Bash was held on the University of Michigan's Diag in Ann Arbor. It still takes place every April.
- **2008:** Michigan voters approved the **Michigan Medical Marihuana Act** by a wide margin, letting registered qualifying patients and their caregivers possess and grow cannabis.
- **2016:** the **Medical Marihuana Facilities Licensing Act** created licensed medical businesses: growers, processors, provisioning centers, testing laboratories (called safety compliance facilities) and secure transporters. A companion law, the **Marihuana Tracking Act**, set up a statewide system that tracks every plant and package from seed to sale.
- **2018:** voters approved the **Michigan Regulation and Taxation of Marihuana Act**, making Michigan the first state in the Midwest to legalise cannabis for adults 21 and older. The Act created the 10% excise tax on adult-use sales that you see on every receipt.
- **December 1, 2019:** the first licensed adult-use sales took place.
- **Today:** the state's **Cannabis Regulatory Agency** licenses businesses, sets the rules for testing, packaging, labelling and advertising, and issues recalls.

Cities and townships decide for themselves whether to allow cannabis businesses, so the map of licensed stores across Michigan is a patchwork of local choices. Part of the excise tax goes back to the cities and counties that host licensed businesses.

## What legalisation changed for shoppers

Buying from a licensed store is not only legal; it comes with information that was never available before:

- **Lab testing.** Every batch is tested by a state-licensed laboratory for potency and for contaminants before it can be sold, and the results travel with the product. Ours are on every product page.
- **Tracking and recalls.** Because each package is tracked, a problem batch can be found and pulled from every shelf. When a batch is recalled, it disappears from our menu at once.
- **Labels and warnings.** Packages state THC and CBD, the batch and the lab, and carry the state's required warnings.
- **Limits.** The state caps how much one customer may buy; see [Michigan dispensary purchase limits](/learn/michigan-dispensary-purchase-limits).
- **Prices.** As more growers were licensed, supply grew and prices fell steeply from the first year of adult-use sales. [Cannabis pricing](/learn/cannabis-pricing) explains what goes into the price today.

## Medical and adult-use, side by side

Michigan kept its medical program after adult-use sales began. Registered qualifying patients 18 and older can buy medical marihuana with their registry card, pay no excise tax, and have their own daily and monthly limits. Medical products are marketed only to registered qualifying patients and their caregivers. Our store holds both kinds of license, which is why you can switch between the adult-use and the medical menu.

## Where to go from here

History explains why the rules look the way they do. For the plant itself, read [what is cannabis?](/learn/what-is-cannabis) and [cannabis anatomy](/learn/cannabis-anatomy); for the chemistry, [cannabinoids](/learn/cannabinoids); and for a story from the modern craft, our blog post on [hand-trimming vs. the machine](/blog/hand-trimming-vs-the-machine).`;

export const CANNABIS_HISTORY: SeedContentPage = {
  path: '/learn/cannabis-history',
  kind: 'learn',
  title: 'A short history of cannabis, and of Michigan’s part in it',
  summary:
    'From an ancient fibre crop to federal prohibition, Ann Arbor’s Hash Bash and the votes of 2008 and 2018: how cannabis became legal for Michigan adults, and what that changed.',
  body,
  author: 'River Raisin staff',
  publishedAt: '2026-04-20T10:00:00-04:00',
  seoTitle: 'Cannabis history, from hemp to Michigan legalisation',
  seoDescription:
    'How cannabis went from ancient crop to federal prohibition to legal sales in Michigan: the 1937 Tax Act, Hash Bash, and the votes of 2008 and 2018.',
};
