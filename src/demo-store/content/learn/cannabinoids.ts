import type { SeedContentPage } from '../types.ts';

const body = `Cannabinoids are the family of compounds that make cannabis what it is. Researchers have identified more than a hundred of them in the plant, most in tiny amounts. A handful show up on Michigan labels and lab reports, and knowing what they are makes a menu much easier to read. This article sticks to chemistry and labels: what each compound is, where it comes from, and how it is measured.

## How the plant makes them

Cannabinoids are made in the trichomes, the resin glands that cover the female flower (see [cannabis anatomy](/learn/cannabis-anatomy)). Almost all of them start from one compound, **CBGA** (cannabigerolic acid). As the plant grows, its enzymes turn CBGA into three main branches:

- **THCA**, tetrahydrocannabinolic acid;
- **CBDA**, cannabidiolic acid;
- **CBCA**, cannabichromenic acid.

Which branch wins depends mostly on the plant's genetics. A "THC strain" is one whose enzymes turn most of its CBGA into THCA; a "CBD strain" turns most of it into CBDA.

## Acids, heat and "total THC"

Here is the part that surprises people: a living or freshly dried cannabis flower contains very little THC. It contains THCA, the acid form, which is not intoxicating. Heat changes that. When flower is smoked or vaporised, or when it is heated to make edibles, THCA loses a small piece of its molecule (carbon dioxide) and becomes THC. Chemists call this decarboxylation. The same happens to CBDA, which becomes CBD.

That is why Michigan lab reports list both the acid and the neutral form, and why you will often see **total THC** on a label. Because the carbon dioxide that leaves weighs about an eighth of the THCA molecule, total THC is worked out as:

**total THC = THC + 0.877 × THCA**

So a flower that tests at 1% THC and 22% THCA has about 20% total THC. Total CBD is calculated the same way from CBD and CBDA.

## The cannabinoids you will see on labels

| cannabinoid | what it is | where it comes from |
| --- | --- | --- |
| THC (delta-9-tetrahydrocannabinol) | the plant's main intoxicating compound | heating THCA |
| THCA | THC's acid form, the main cannabinoid in most raw flower | made by the plant from CBGA |
| CBD (cannabidiol) | a major cannabinoid that does not produce THC's intoxication | heating CBDA |
| CBDA | CBD's acid form, common in CBD-rich strains | made by the plant from CBGA |
| CBG (cannabigerol) | the neutral form of the "parent" compound; usually under 1% | heating CBGA left over at harvest |
| CBN (cannabinol) | forms as THC breaks down with air, light and heat | ageing THC |
| CBC (cannabichromene) | one of the less familiar cannabinoids, usually in small amounts | heating CBCA |
| THCV (tetrahydrocannabivarin) | a cousin of THC with a shorter side chain; rare in most strains | a related starting compound, CBGVA |

A few notes for shoppers:

- **CBN is a freshness clue.** Flower that has been stored warm, in light or in air slowly turns some of its THC into CBN. A noticeable amount of CBN on a flower's report usually means older or poorly stored product.
- **CBD-rich strains exist on our menu.** Strains bred for CBD, shown as type "CBD" in the [strain library](/strain-library), have more CBD than THC. [Tinctures](/category/tinctures) and [topicals](/category/topicals) often list both.
- **Minor cannabinoids are minor.** Most flower contains well under 1% of CBG, CBC or THCV. A product built around one of them will say so on its label and its lab results.

## Percent or milligrams

Products sold by weight, such as [flower](/category/flower), [pre-rolls](/category/pre-rolls), [vapes](/category/vapes) and [concentrates](/category/concentrates), are labelled in percent of their weight. Products measured in servings, such as [edibles](/category/edibles) and [tinctures](/category/tinctures), are labelled in milligrams per serving and per package.

You can turn percent into milligrams: an eighth of flower (3.5 g) at 20% total THC contains about 0.7 g, or 700 mg, of THC. That number is not comparable to the milligrams on an edible, though. Inhaled and swallowed cannabis behave very differently in the body, and edibles take much longer to be felt. Whatever the form, start low and go slow.

## How the numbers are measured

Every batch of cannabis sold in Michigan is tested by a state-licensed laboratory before it reaches a store. The lab measures the cannabinoids, usually by liquid chromatography, which separates the acid and neutral forms so both can be reported. Our product pages show each batch's results, the lab's name, the test date and a link to its certificate of analysis.

Two things are worth knowing about those numbers:

- **They may vary by up to 10% either way.** Plants are not uniform, and two samples from one batch can test differently. A label's figure is a careful measurement of samples, not an exact count of every bud.
- **They describe a batch, not a strain.** The same strain from two growers, or two harvests, can test differently. The [strain library](/strain-library) lists a strain's typical THC; the product page tells you what this batch measured.

## A short history of the science

The structure of CBD was described in 1963 and that of THC in 1964 by the chemist Raphael Mechoulam and his colleagues in Israel, Yehiel Gaoni among them. Their work led other researchers, decades later, to find that the human body has its own cannabinoid receptors (the first, CB1, was identified in the late 1980s) and makes its own cannabinoid-like compounds, the first of which, anandamide, was described in 1992. Research into what these compounds do continues; this page leaves that to the scientists.

## Shopping by cannabinoids

Every menu page can be filtered by THC and by CBD range, and sorted by potency. Potency is only one part of the picture, though: two flowers with the same THC can smell and taste nothing alike. Our article on [terpenes over potency](/learn/terpenes-over-potency) explains what else to look at, and [Michigan dispensary purchase limits](/learn/michigan-dispensary-purchase-limits) explains how each form counts toward the limit.`;

export const CANNABINOIDS: SeedContentPage = {
  path: '/learn/cannabinoids',
  kind: 'learn',
  title: 'Cannabinoids: THC, CBD and the rest of the label',
  summary:
    'What THC, THCA, CBD, CBG, CBN and the other cannabinoids are, how heat turns acids into THC and CBD, and how to read total THC and potency on a Michigan label.',
  body,
  author: 'River Raisin budtenders',
  publishedAt: '2026-03-19T10:00:00-04:00',
  seoTitle: 'Cannabinoids explained: THC, THCA, CBD, CBN',
  seoDescription:
    'What the cannabinoids on a Michigan cannabis label are, how THCA becomes THC, how total THC is calculated, and what the ±10% on potency means.',
};
