import type { SeedContentPage } from '../types.ts';

const body = `You do not need to be a botanist to buy good cannabis, but a few words of plant anatomy make menus, lab reports and budtender conversations much clearer. This guide goes from the roots to the resin, then shows how each part of the plant becomes something on our menu.

## Female plants, male plants

Cannabis plants are usually either female or male. Only the female plant grows the resin-covered flowers people buy. Male plants make pollen sacs instead, and when their pollen reaches a female flower, the flower puts its energy into making seeds.

Growers of flower for stores therefore keep male plants out of the garden. They grow from cuttings of a known female plant (clones) or from feminised seeds, so the flowers are never pollinated and stay seedless. Seedless flower is called sinsemilla, Spanish for "without seeds". Finding a seed in modern Michigan flower is rare; it usually means a plant produced a little pollen of its own while growing, which heat or other trouble in the garden can cause.

## From the ground up

- **Roots** anchor the plant and take up water and nutrients. Some growers use living soil, others soilless mixes or water-based systems.
- **The stalk and stems** carry water and sugars. In hemp, the tough fibres of the stalk are what becomes rope and cloth.
- **Nodes** are the points where branches and leaves meet the stem. Flowers form at the nodes.
- **Fan leaves** are the big, hand-shaped leaves everyone recognises. They gather light for the plant and carry few trichomes, so growers remove them at harvest.

## The flower

What a menu calls a "bud" is a cluster of many small flowers packed together.

- **Colas** are the large clusters at the top of the main stem and the branches. The biggest buds in a jar usually come from colas; smaller buds lower on the plant are sold as "smalls".
- **Bracts** are the small, teardrop-shaped leaves that wrap each flower. They carry the densest coat of trichomes. (You will often hear them called calyxes; strictly, the calyx is a thin layer inside the bract.)
- **Pistils** are the hair-like strands that catch pollen. They start white and turn orange, red or brown as the flower matures. Their colour tells you about maturity and drying, not about potency.
- **Sugar leaves** are the small leaves that grow out of the bud, dusted with trichomes as if with sugar. Trimming removes most of them (see [hand-trimming vs. the machine](/blog/hand-trimming-vs-the-machine)).

## Trichomes: where it all happens

Trichomes are the tiny glands that give good flower its frosty look. Under a magnifier, the most important kind looks like a small mushroom: a stalk with a round head. That head is where the plant makes and stores its [cannabinoids](/learn/cannabinoids) and [terpenes](/learn/terpenes-over-potency).

There are three kinds:

- **Bulbous trichomes**, the smallest, spread over the whole plant;
- **Capitate-sessile trichomes**, with a head but almost no stalk;
- **Capitate-stalked trichomes**, the largest, which grow thickly on the bracts as the plant flowers and hold most of the resin.

Growers watch the heads through a loupe to time the harvest: they turn from clear to cloudy, and some to amber, as the plant matures. After harvest, the heads are fragile. Warmth, rough handling and friction knock them off, which is why the way flower is trimmed, dried, cured and packed matters so much.

## How the plant becomes our menu

| part of the plant | what it becomes | where to find it |
| --- | --- | --- |
| whole buds, dried and cured | flower, sold by weight | [Flower](/category/flower) |
| ground buds (or, in lower-priced products, trim) | pre-rolls | [Pre-Rolls](/category/pre-rolls) |
| trichome heads shaken or washed off in ice water, then pressed | hash and rosin, with no solvents | [Rosin](/category/rosin) |
| whole plants frozen at harvest, then extracted | live resin | [Live Resin](/category/live-resin) |
| resin extracted with solvents and purged | badder and shatter | [Badder](/category/badder), [Shatter](/category/shatter) |
| extracted oil | vape cartridges, edibles, tinctures, topicals | [Vapes](/category/vapes), [Edibles](/category/edibles), [Tinctures](/category/tinctures), [Topicals](/category/topicals) |

Sugar-leaf trim is not wasted: it carries trichomes too, and usually goes to extraction. Pre-roll labels say whether a joint is made of whole flower or includes trim.

## What to look at on the counter

Anatomy gives you a way to judge flower with your own eyes:

- **Trichome coverage.** A good bud looks frosty. Look closely at the bracts: intact, rounded trichome heads are a sign of careful handling.
- **Trim.** Neatly trimmed buds show their shape; heavily tumbled ones look round and a little dull, because the machine rubbed trichomes off the surface.
- **Structure.** Dense or airy buds are mostly a matter of genetics, not quality. An airy sativa-leaning bud is not a worse bud.
- **Dryness.** Properly dried flower bends, then snaps at the stem. Flower that crumbles to dust is over-dried; flower that feels damp is under-dried.
- **Smell.** The terpenes in the trichome heads are what you smell. A faint, hay-like smell often means the flower is old or was dried too fast.
- **Anything fuzzy or grey** that is not trichomes is a reason to ask questions. Every batch on our menu has passed the state's lab tests, and its results are on the product's page.

Most flower in Michigan is sold in sealed packages, so much of this you will check at home. The label tells you the batch, the lab and the test date; our budtenders can tell you how the grower trims and dries it. If you would like to compare growers and strains, the [strain library](/strain-library) shows each strain's lineage and usual terpenes, and [what is cannabis?](/learn/what-is-cannabis) covers the basics.`;

export const CANNABIS_ANATOMY: SeedContentPage = {
  path: '/learn/cannabis-anatomy',
  kind: 'learn',
  title: 'Cannabis anatomy: from roots to resin',
  summary:
    'The parts of the cannabis plant, from fan leaves and colas to bracts, pistils and trichomes, and how each becomes flower, pre-rolls, concentrates or edibles on our menu.',
  body,
  author: 'River Raisin budtenders',
  publishedAt: '2026-04-02T10:00:00-04:00',
  seoTitle: 'Cannabis anatomy: colas, bracts, pistils, trichomes',
  seoDescription:
    'A budtender’s guide to the cannabis plant: female and male plants, colas, bracts, pistils, sugar leaves and trichomes, and how each becomes a product.',
};
