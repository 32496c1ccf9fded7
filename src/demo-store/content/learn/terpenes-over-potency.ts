import type { SeedContentPage } from '../types.ts';

const body = `The number most shoppers look at first is THC percentage. It is easy to compare, it is printed on every label, and it feels like a measure of value. But two flowers with the same THC can smell, taste and burn nothing alike, and the number itself is less exact than it looks. This article explains what else is in the jar, and how to shop with your nose as well as your eyes.

## What terpenes are

Terpenes are the aromatic compounds that give plants their smell. The scent of an orange peel, a pine forest, black pepper or lavender comes from terpenes, and cannabis makes many of the same ones. They are made in the same resin glands as the cannabinoids (see [cannabis anatomy](/learn/cannabis-anatomy)) and usually make up a few percent of a dried flower's weight at most.

Each strain has its own mix, and that mix is what you notice first when you open a jar: sweet, sour, earthy, fuel-like or floral. How it was grown, when it was harvested, and how it was dried and stored change it too, so the same strain from two growers can smell different.

## The common ones

| terpene | often described as | also found in |
| --- | --- | --- |
| Myrcene | earthy, musky, ripe fruit | mango, hops, lemongrass |
| Limonene | bright citrus | citrus peel |
| Caryophyllene | peppery, spicy, woody | black pepper, cloves |
| Pinene | sharp pine | pine needles, rosemary |
| Linalool | floral, lavender | lavender |
| Humulene | earthy, woody, hoppy | hops |
| Terpinolene | fresh, piney, floral, a little citrus | lilac, tea tree, apples |
| Ocimene | sweet, herbal | basil, mint, orchids |
| Bisabolol | soft, floral, honeyed | chamomile |

To see what is on the shelf now, open the terpene filter on any [flower](/category/flower) menu, or start from flower with [myrcene](/category/flower?terpene=myrcene), [limonene](/category/flower?terpene=limonene), [caryophyllene](/category/flower?terpene=caryophyllene) or [pinene](/category/flower?terpene=pinene). The same filter works on [pre-rolls](/category/pre-rolls), [vapes](/category/vapes) and [concentrates](/category/concentrates).

## Why a higher THC number is not a better product

**It measures one compound.** THC percentage tells you how much of one cannabinoid a sample contained. It says nothing about aroma, flavour, freshness, how carefully the flower was handled, or how smoothly it burns.

**It varies.** Lab results on a label may vary by up to 10% either way, and two samples from one batch can test differently. Most flower on any Michigan shelf falls within a fairly narrow band of THC, so the difference between two jars is often smaller than the uncertainty of the measurement.

**It can crowd out what you actually enjoy.** Shopping only by the highest number pushes growers to breed for the number rather than for flavour, and pushes shoppers past flower they might have liked more. A higher number is not a reason to use more, either: start low and go slow with anything new to you.

None of this makes THC meaningless. It tells you the strength of what you are buying, which matters for how much to use. It just should not be the only thing you read.

## Why terpenes fade

Terpenes are volatile: they evaporate. Everything between the plant and your jar affects how much survives:

- **Drying and curing.** Flower dried too fast or too warm loses terpenes and can smell like hay. Slow drying and patient curing keep them.
- **Handling.** Every knock to a bud can break trichome heads, where the terpenes are stored. That is one reason hand-trimmed flower often smells stronger; see [hand-trimming vs. the machine](/blog/hand-trimming-vs-the-machine).
- **Storage.** Heat, light and air break terpenes down. At home, keep flower in an airtight, opaque or UV-blocking container like our [glass jars](/category/glass-jars), somewhere cool and dark, and out of reach of anyone under 21.
- **Time.** Even well-stored flower slowly loses its aroma over months. The test date on the label is a useful clue to age.

## How to read terpene information here

- **Lab results.** When a batch was tested for terpenes, its product page lists the main ones with their percentages, from that batch's certificate of analysis.
- **The strain library.** The [strain library](/strain-library) lists each strain's usual dominant terpenes. These are typical for the strain, not a measurement of a particular batch.
- **Menu filters.** Every flower, pre-roll, vape and concentrate menu can be filtered by terpene.

## Shopping by nose

A simple way to find flower you like:

1. Next time you enjoy a product, note its name and look up its terpenes on the product page.
2. Look for other products where the same one or two terpenes lead. Strains with similar terpene profiles often smell alike even when their names have nothing in common.
3. Ask a budtender. Describe what you liked in words ("citrus", "pine", "skunky"), and they can point you to products with a similar profile.

Concentrates make terpenes especially obvious. Live resin is extracted from plants frozen right after harvest to keep as much of the living plant's aroma as possible; see [live resin](/category/live-resin). Distillate vapes often have terpenes added back after extraction; the package or the product description often says where they come from.

For the rest of the label, read [cannabinoids](/learn/cannabinoids); for why prices differ between products with the same THC, read [cannabis pricing](/learn/cannabis-pricing).`;

export const TERPENES_OVER_POTENCY: SeedContentPage = {
  path: '/learn/terpenes-over-potency',
  kind: 'learn',
  title: 'Terpenes over potency: shopping beyond the THC number',
  summary:
    'Why THC percentage is only part of the story, what terpenes are and which ones you will meet, why they fade, and how to shop by aroma on our menu.',
  body,
  author: 'River Raisin budtenders',
  publishedAt: '2026-05-21T10:00:00-04:00',
  seoTitle: 'Terpenes over potency: look past the THC number',
  seoDescription:
    'What terpenes are, the common ones in cannabis and how they smell, why THC percentage is not the whole story, and how to shop by terpene in Monroe.',
};
