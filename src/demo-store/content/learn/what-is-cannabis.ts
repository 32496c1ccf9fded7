import type { SeedContentPage } from '../types.ts';

const body = `Cannabis is a flowering plant that people have grown for thousands of years, for rope and cloth, for its seeds, and for the resin on its flowers. In Michigan, adults 21 and older can buy it from licensed stores like ours, and registered qualifying patients 18 and older can buy medical marihuana with their registry card. This page is a plain-language starting point: what the plant is, what the words on a menu mean, the forms it is sold in, and the few rules every customer should know.

## One plant, several names

Most botanists classify all cannabis as one species, *Cannabis sativa*, with many varieties bred for different uses. The names around it are mostly legal and cultural:

- **Cannabis** is the plant's scientific name and the word most regulators use today.
- **Marijuana**, spelled **marihuana** in Michigan's laws, is the older legal term for the flowers and leaves of plants grown for their THC. The spelling comes from early twentieth-century statutes and stayed.
- **Hemp** is cannabis with very little THC. Under federal law since 2018, that means no more than 0.3% delta-9 THC by dry weight. Hemp is grown for fibre, seed and CBD; the flower on our menu is not hemp.

## Indica, sativa and hybrid

Menus, including ours, sort strains into indica, sativa and hybrid. The words began as descriptions of plants: indica plants tend to be short and bushy with broad leaves, sativa plants tall with narrow leaves. Centuries of crossing mean that almost everything sold today is a hybrid of both, and the label says more about a strain's family tree than about what is in a particular jar.

That is why we show more than the label. The [strain library](/strain-library) gives each strain's lineage and its usual terpenes, and every product's page lists the lab results of its batch. If you want to understand why two "hybrids" can smell nothing alike, read [terpenes over potency](/learn/terpenes-over-potency).

## What is in it

The female cannabis flower is covered in tiny resin glands called trichomes. They make the compounds people buy cannabis for:

- **Cannabinoids**, such as THC, the plant's main intoxicating compound, and CBD, which does not produce THC's intoxication. [Cannabinoids](/learn/cannabinoids) explains the main ones and how labs measure them.
- **Terpenes**, the aromatic compounds behind cannabis's smells, from citrus to pine to pepper.
- **Flavonoids**, which help give the plant its colours.

[Cannabis anatomy](/learn/cannabis-anatomy) walks through the plant from roots to trichomes.

## The forms it comes in

| form | what it is | labelled by | on our menu |
| --- | --- | --- | --- |
| Flower | dried and cured buds | weight, THC and CBD in % | [Flower](/category/flower) |
| Pre-rolls | ground flower rolled in paper, ready to light | weight per joint, % | [Pre-Rolls](/category/pre-rolls) |
| Vapes | cannabis oil in a cartridge or an all-in-one device | oil weight, % | [Vapes](/category/vapes) |
| Concentrates | resin separated from the plant: rosin, live resin, badder, shatter | weight, % | [Concentrates](/category/concentrates) |
| Edibles | gummies, chocolates and drinks made with cannabis | mg of THC per piece and per package | [Edibles](/category/edibles) |
| Tinctures | cannabis oil in a dropper bottle | mg per mL and per bottle | [Tinctures](/category/tinctures) |
| Topicals | balms and lotions for the skin | mg per container | [Topicals](/category/topicals) |

Inhaled products are labelled in percent because they are sold by weight; edibles and tinctures in milligrams because they are measured per serving. The two kinds of numbers cannot be compared directly.

## Edibles: start low, go slow

Edibles and drinks are absorbed through the digestive system, so they take much longer to be felt than something inhaled: up to two hours. A common mistake is taking a second piece because the first "is not working yet". Begin with a small serving, read the milligrams per piece on the label, and wait before taking more. Keep edibles in their child-resistant packaging, away from other food.

## Reading a label

Every cannabis product sold in Michigan carries a label with:

- THC and CBD content, from a test by a state-licensed laboratory (the numbers may vary by up to 10% either way);
- the batch number, the testing lab and the test date;
- the required warnings: it is illegal to drive a motor vehicle while under the influence of marihuana; the National Poison Control Center's number, 1-800-222-1222; that the product is for use by individuals 21 years of age or older or registered qualifying patients only and must be kept out of reach of children; and a warning against use by pregnant or breastfeeding women.

Our product pages show the same information, with a link to each batch's certificate of analysis.

## The rules in short

- **Age.** Adult-use customers must be 21 or older with a valid photo ID. Medical customers must be 18 or older with a Michigan registry card and a photo ID. Medical marihuana is for registered qualifying patients and their caregivers only.
- **Where to buy.** Only from licensed stores. Buying from anyone else, or reselling, is not legal.
- **Limits.** The state limits how much one customer can buy; see [Michigan dispensary purchase limits](/learn/michigan-dispensary-purchase-limits).
- **Where to use it.** Not in public places, and never before driving.
- **Travel.** Cannabis stays in Michigan: federal law still lists it as a controlled substance, so do not take it across state lines.

## Your first visit

You can browse the whole menu online, see the price you will pay out the door, and order ahead for pickup; you pay at the counter. If you are not sure where to start, [cannabis pricing](/learn/cannabis-pricing) explains sizes and taxes, the [deals page](/dispensary-deals) shows what is on offer today, and our budtenders are there to answer questions about any product on the menu.`;

export const WHAT_IS_CANNABIS: SeedContentPage = {
  path: '/learn/what-is-cannabis',
  kind: 'learn',
  title: 'What is cannabis?',
  summary:
    'A plain-language start: what the cannabis plant is, what indica, sativa and hybrid mean, the forms it is sold in, how to read a label, and the rules every Michigan customer should know.',
  body,
  author: 'River Raisin budtenders',
  publishedAt: '2026-03-05T10:00:00-05:00',
  seoTitle: 'What is cannabis? A first-timer’s guide',
  seoDescription:
    'What cannabis is, what indica, sativa and hybrid mean, the forms it comes in, how to read a Michigan label, and the rules for buying it.',
};
