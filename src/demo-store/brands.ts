import type { SeedBrand, TopCategory } from './types.ts';

/** A fictional Michigan brand and the parts of the menu it makes products for. */
export interface DemoBrand extends SeedBrand {
  makes: readonly TopCategory[];
}

function brand(slug: string, name: string, makes: TopCategory[], description: string): DemoBrand {
  return { slug, name, description, website: null, makes };
}

/** Every brand is invented for the demo store; none links to a real website. */
export const BRANDS: readonly DemoBrand[] = [
  brand(
    'river-raisin-reserve',
    'River Raisin Reserve',
    ['flower', 'pre-rolls'],
    'Our house label: small lots picked by our buyers from growers along the River Raisin and across southeast Michigan.',
  ),
  brand(
    'huron-valley-growers',
    'Huron Valley Growers',
    ['flower', 'pre-rolls'],
    'Indoor flower grown in living soil outside Milford, hand-trimmed and slow-cured for two weeks.',
  ),
  brand(
    'thumb-coast-cultivation',
    'Thumb Coast Cultivation',
    ['flower', 'pre-rolls'],
    'A family greenhouse on the Thumb that grows sun-fed flower at honest prices.',
  ),
  brand(
    'lake-erie-gardens',
    'Lake Erie Gardens',
    ['flower', 'vapes'],
    'Monroe County growers who keep their strain list short and their standards high.',
  ),
  brand(
    'grand-river-farms',
    'Grand River Farms',
    ['flower', 'pre-rolls'],
    'Outdoor and light-dep flower from the Grand River valley, harvested once a year at peak.',
  ),
  brand(
    'sleeping-bear-botanicals',
    'Sleeping Bear Botanicals',
    ['flower', 'concentrates'],
    'Northern Michigan craft flower and fresh-frozen live resin from whole plants.',
  ),
  brand(
    'thunder-bay-cultivators',
    'Thunder Bay Cultivators',
    ['flower'],
    'Alpena growers known for dense, terpene-rich indicas.',
  ),
  brand(
    'copper-country-cannabis',
    'Copper Country Cannabis',
    ['flower', 'vapes'],
    'From the Keweenaw: cold-climate genetics, grown indoors and packed in glass.',
  ),
  brand(
    'the-mitten-co',
    'The Mitten Co.',
    ['pre-rolls'],
    'Whole-flower pre-rolls, never shake or trim, rolled in unbleached paper.',
  ),
  brand(
    'pictured-rocks-rollers',
    'Pictured Rocks Rollers',
    ['pre-rolls'],
    'Slow-burning pre-rolls and multipacks made for sharing.',
  ),
  brand(
    'mackinac-mist',
    'Mackinac Mist',
    ['vapes'],
    'Distillate cartridges and disposables with strain-specific, cannabis-derived terpenes.',
  ),
  brand(
    'petoskey-stone-extracts',
    'Petoskey Stone Extracts',
    ['vapes', 'concentrates'],
    'Live resin carts and sauces extracted from fresh-frozen Michigan flower.',
  ),
  brand(
    'straits-and-co',
    'Straits & Co.',
    ['vapes'],
    'All-in-one disposables built around ceramic coils and full-spectrum oil.',
  ),
  brand(
    'great-lakes-extracts',
    'Great Lakes Extracts',
    ['concentrates', 'vapes'],
    'Hydrocarbon extracts: badder, shatter and live resin, tested lot by lot.',
  ),
  brand(
    'motor-city-melts',
    'Motor City Melts',
    ['concentrates'],
    'Solventless ice-water hash and rosin pressed in Detroit.',
  ),
  brand(
    'keweenaw-hash-co',
    'Keweenaw Hash Co.',
    ['concentrates'],
    'Old-world hash techniques and cold-cure rosin from the Upper Peninsula.',
  ),
  brand(
    'cherry-capital-confections',
    'Cherry Capital Confections',
    ['edibles'],
    'Traverse City gummies made with real Montmorency tart cherries.',
  ),
  brand(
    'kalamazoo-kitchen',
    'Kalamazoo Kitchen',
    ['edibles'],
    'Small-batch gummies and baked treats, dosed evenly piece by piece.',
  ),
  brand(
    'au-sable-chocolatiers',
    'Au Sable Chocolatiers',
    ['edibles'],
    'Fair-trade chocolate bars scored into precise, easy-to-split pieces.',
  ),
  brand(
    'saugatuck-soda-works',
    'Saugatuck Soda Works',
    ['edibles'],
    'Lakeshore-inspired infused sodas and seltzers with fast-acting emulsions.',
  ),
  brand(
    'belle-isle-botanicals',
    'Belle Isle Botanicals',
    ['tinctures', 'topicals'],
    'Tinctures and balms made in Detroit with MCT oil and Michigan beeswax.',
  ),
  brand(
    'dune-grass-wellness',
    'Dune Grass Wellness',
    ['tinctures', 'topicals'],
    'Ratio tinctures and topicals built around CBD-rich Michigan hemp and cannabis.',
  ),
  brand(
    'monroe-glassworks',
    'Monroe Glassworks',
    ['accessories'],
    'Thick borosilicate stash jars and glassware, designed in Monroe County.',
  ),
  brand('lakeshore-papers', 'Lakeshore Papers', ['accessories'], 'Unbleached hemp rolling papers, cones and tips.'),
  brand(
    'pontiac-power-co',
    'Pontiac Power Co.',
    ['accessories'],
    '510-thread batteries and chargers with variable voltage and a one-year warranty.',
  ),
  brand(
    'river-raisin-wear',
    'River Raisin Wear',
    ['apparel', 'accessories'],
    'Merch from River Raisin Cannabis Co.: soft tees, hoodies and hats printed in Michigan.',
  ),
];

export function brandsMaking(category: TopCategory): DemoBrand[] {
  return BRANDS.filter((item) => item.makes.includes(category));
}
