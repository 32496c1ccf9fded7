import type { MenuFilter, SeedCategory, TopCategory } from './types.ts';

/** Filters a category shows by default; staff change them in the dashboard's shop-filters page. */
const FILTERS: Record<TopCategory, MenuFilter[]> = {
  flower: ['brand', 'strain_type', 'thc', 'cbd', 'effects', 'terpenes', 'weight', 'price', 'on_deal', 'in_stock'],
  'pre-rolls': ['brand', 'strain_type', 'thc', 'effects', 'terpenes', 'weight', 'price', 'on_deal', 'in_stock'],
  vapes: ['brand', 'strain_type', 'thc', 'effects', 'terpenes', 'weight', 'price', 'on_deal', 'in_stock'],
  concentrates: ['brand', 'strain_type', 'thc', 'terpenes', 'weight', 'price', 'on_deal', 'in_stock'],
  edibles: ['brand', 'thc', 'cbd', 'effects', 'price', 'on_deal', 'in_stock'],
  tinctures: ['brand', 'thc', 'cbd', 'effects', 'price', 'on_deal', 'in_stock'],
  topicals: ['brand', 'thc', 'cbd', 'price', 'on_deal', 'in_stock'],
  accessories: ['brand', 'price', 'on_deal', 'in_stock'],
  apparel: ['brand', 'price', 'in_stock'],
};

const TOP: Record<TopCategory, [name: string, description: string]> = {
  flower: ['Flower', 'Whole cannabis buds from Michigan growers, sold by the eighth, quarter, half and ounce.'],
  'pre-rolls': ['Pre-Rolls', 'Ready-to-light joints of whole flower, as singles and multipacks.'],
  vapes: ['Vapes', 'Cartridges and all-in-one disposables filled with cannabis oil.'],
  concentrates: ['Concentrates', 'Live resin, rosin, badder and shatter, for dabbing or topping a bowl.'],
  edibles: [
    'Edibles',
    'Gummies, chocolates and drinks with THC measured per piece. Start low and go slow: effects can take up to two hours.',
  ],
  tinctures: [
    'Tinctures',
    'Cannabis oil in a dropper bottle, measured by the millilitre, to take under the tongue or add to food.',
  ],
  topicals: ['Topicals', 'Balms and lotions infused with cannabis for use on the skin.'],
  accessories: ['Accessories', 'Stash jars, papers, batteries and grinders: everything but the cannabis.'],
  apparel: ['Apparel', 'River Raisin tees, hoodies and hats.'],
};

const CHILDREN: Record<string, [parent: TopCategory, name: string, description: string]> = {
  cartridges: ['vapes', 'Cartridges', '510-thread cartridges that fit any standard vape battery.'],
  disposables: ['vapes', 'Disposables', 'All-in-one vapes with a built-in battery: nothing to charge or fill.'],
  'live-resin': [
    'concentrates',
    'Live Resin',
    'Extracted from fresh-frozen plants to keep the terpenes of the living flower.',
  ],
  rosin: ['concentrates', 'Rosin', 'Solventless: pressed from flower or hash with only heat and pressure.'],
  badder: ['concentrates', 'Badder', 'Whipped to a soft, cake-batter texture that is easy to scoop.'],
  shatter: ['concentrates', 'Shatter', 'Glass-like, translucent extract that snaps when cold.'],
  gummies: ['edibles', 'Gummies', 'Chewy, evenly dosed gummies in many flavours.'],
  chocolates: ['edibles', 'Chocolates', 'Scored chocolate bars and bites.'],
  beverages: ['edibles', 'Beverages', 'Infused sodas and seltzers.'],
  'glass-jars': ['accessories', 'Glass Jars', 'Airtight, UV-blocking glass jars that keep flower fresh.'],
  papers: ['accessories', 'Papers', 'Rolling papers, cones and tips.'],
  batteries: ['accessories', 'Batteries', 'Rechargeable 510-thread batteries for cartridges.'],
  grinders: ['accessories', 'Grinders', 'Aluminium and wooden grinders with kief catchers.'],
  tees: ['apparel', 'Tees', 'Soft cotton tees with River Raisin artwork.'],
  hoodies: ['apparel', 'Hoodies', 'Heavyweight fleece hoodies and crewnecks.'],
  hats: ['apparel', 'Hats', 'Dad hats, truckers and beanies.'],
};

function buildCategories(): SeedCategory[] {
  const top = Object.entries(TOP).map(([slug, [name, description]], position): SeedCategory => ({
    slug,
    name,
    parentSlug: null,
    description,
    position,
    menuFilters: FILTERS[slug as TopCategory],
  }));
  const positions = new Map<string, number>();
  const children = Object.entries(CHILDREN).map(([slug, [parent, name, description]]): SeedCategory => {
    const position = positions.get(parent) ?? 0;
    positions.set(parent, position + 1);
    return { slug, name, parentSlug: parent, description, position, menuFilters: FILTERS[parent] };
  });
  return [...top, ...children];
}

/** Parents come before their children, so they can be inserted in this order. */
export const CATEGORIES: readonly SeedCategory[] = buildCategories();

/** The top-level category a category belongs to. */
export function topCategoryOf(slug: string): TopCategory {
  if (slug in TOP) return slug as TopCategory;
  const child = CHILDREN[slug];
  if (!child) throw new Error(`Unknown category "${slug}"`);
  return child[0];
}
