import { slugify, type Random } from '#demo-store/random.ts';
import { STRAINS } from '#demo-store/strains.ts';
import { EFFECTS, type SeedStrain, type TopCategory } from '#demo-store/types.ts';

/**
 * The shape of the synthetic catalog (synthetic-catalog.ts): which sizes, prices and potencies
 * each kind of product comes in, and the words its brands, strains and lots are named from.
 */
export interface Size {
  label: string;
  weightMg: number | null;
  /** Price relative to the product's base price. */
  factor: number;
}

export interface Shelf {
  share: number;
  sizes: Size[];
  /** How many consecutive sizes a product comes in. */
  sizeCount: [number, number];
  /** Base price range in dollars. */
  price: [number, number];
  potency: { unit: 'percent'; thc: [number, number] } | { unit: 'mg'; thc: [number, number] } | null;
  names: (random: Random, strain: SeedStrain | null) => string;
}

export const grams = (label: string, g: number, factor: number): Size => ({
  label,
  weightMg: Math.round(g * 1000),
  factor,
});
export const each = (label: string, factor: number): Size => ({ label, weightMg: null, factor });

export const FLAVORS = [
  'Tart Cherry',
  'Watermelon',
  'Mango',
  'Blue Raspberry',
  'Sour Apple',
  'Huckleberry',
  'Peach',
  'Lemonade',
  'Grape',
  'Pineapple',
];
export const ACCESSORY_NAMES = [
  'UV Glass Stash Jar',
  'Clamp Glass Jar',
  'Hemp Rolling Papers',
  'Pre-Rolled Cones',
  '510 Battery',
  'Aluminium Grinder',
  'Wood Grinder',
  'Glass Filter Tips',
];
export const APPAREL_NAMES = [
  'Logo Tee',
  'Sunset Tee',
  'Pullover Hoodie',
  'Crewneck Sweatshirt',
  'Dad Hat',
  'Knit Beanie',
];

/** The share of products per menu section, and how each is sized and priced. */
export const SHELVES: Record<TopCategory, Shelf> = {
  flower: {
    share: 30,
    sizeCount: [4, 5],
    price: [18, 50],
    potency: { unit: 'percent', thc: [14, 32] },
    sizes: [
      grams('1 g', 1, 0.33),
      grams('3.5 g (eighth)', 3.5, 1),
      grams('7 g (quarter)', 7, 1.9),
      grams('14 g (half)', 14, 3.4),
      grams('28 g (ounce)', 28, 4.6),
    ],
    names: (_random, strain) => strain!.name,
  },
  'pre-rolls': {
    share: 15,
    sizeCount: [3, 5],
    price: [5, 14],
    potency: { unit: 'percent', thc: [15, 30] },
    sizes: [
      grams('0.5 g single', 0.5, 0.6),
      grams('1 g single', 1, 1),
      grams('2-pack (2 × 1 g)', 2, 1.8),
      grams('5-pack (5 × 0.5 g)', 2.5, 2.6),
      grams('10-pack (10 × 0.5 g)', 5, 4.5),
    ],
    names: (_random, strain) => `${strain!.name} Pre-Roll`,
  },
  vapes: {
    share: 15,
    sizeCount: [3, 4],
    price: [22, 40],
    potency: { unit: 'percent', thc: [65, 93] },
    sizes: [grams('0.3 g', 0.3, 0.7), grams('0.5 g', 0.5, 1), grams('1 g', 1, 1.7), grams('2 g', 2, 3)],
    names: (random, strain) =>
      `${strain!.name} ${random.pick(['Live Resin', 'Distillate'])} ${random.pick(['Cartridge', 'Disposable'])}`,
  },
  concentrates: {
    share: 12,
    sizeCount: [3, 4],
    price: [20, 60],
    potency: { unit: 'percent', thc: [62, 90] },
    sizes: [grams('0.5 g', 0.5, 0.6), grams('1 g', 1, 1), grams('2 g', 2, 1.8), grams('3.5 g', 3.5, 3)],
    names: (random, strain) =>
      `${strain!.name} ${random.pick(['Live Resin Sauce', 'Cold Cure Rosin', 'Badder', 'Shatter'])}`,
  },
  edibles: {
    share: 14,
    sizeCount: [3, 5],
    price: [8, 20],
    potency: { unit: 'mg', thc: [50, 200] },
    sizes: [
      grams('2-pack', 8, 0.35),
      grams('5-pack', 20, 0.6),
      grams('10-pack', 40, 1),
      grams('20-pack', 80, 1.8),
      grams('40-pack', 160, 3.2),
    ],
    names: (random) => `${random.pick(FLAVORS)} ${random.pick(['Gummies', 'Chocolate Bar', 'Seltzer', 'Chews'])}`,
  },
  tinctures: {
    share: 4,
    sizeCount: [2, 4],
    price: [25, 60],
    potency: { unit: 'mg', thc: [300, 1000] },
    sizes: [grams('15 ml', 15, 0.6), grams('30 ml', 30, 1), grams('60 ml', 60, 1.8), grams('120 ml', 120, 3.2)],
    names: (random) => `${random.pick(['1:1', '20:1', 'THC', 'Sleep', 'Daytime'])} Tincture`,
  },
  topicals: {
    share: 3,
    sizeCount: [2, 3],
    price: [20, 45],
    potency: { unit: 'mg', thc: [100, 500] },
    sizes: [grams('1 oz', 28, 1), grams('2 oz', 56, 1.7), grams('4 oz', 113, 3)],
    names: (random) =>
      `${random.pick(['Lavender', 'Eucalyptus', 'Unscented', 'Peppermint'])} ${random.pick(['Balm', 'Lotion', 'Salve'])}`,
  },
  accessories: {
    share: 4,
    sizeCount: [2, 5],
    price: [3, 30],
    potency: null,
    sizes: [each('Small', 1), each('Medium', 1.3), each('Large', 1.6), each('Black', 1), each('Clear', 1)],
    names: (random) => random.pick(ACCESSORY_NAMES),
  },
  apparel: {
    share: 3,
    sizeCount: [4, 6],
    price: [22, 60],
    potency: null,
    sizes: [each('S', 1), each('M', 1), each('L', 1), each('XL', 1), each('2XL', 1.1), each('3XL', 1.15)],
    names: (random) => random.pick(APPAREL_NAMES),
  },
};

export const PLACES = [
  'Huron',
  'Saginaw',
  'Petoskey',
  'Mackinac',
  'Keweenaw',
  'Traverse',
  'Kalamazoo',
  'Ypsilanti',
  'Marquette',
  'Alpena',
  'Ludington',
  'Holland',
  'Flint',
  'Lansing',
  'Muskegon',
  'Cadillac',
  'Ishpeming',
  'Escanaba',
  'Charlevoix',
  'Frankenmuth',
];
export const NOUNS = [
  'Growers',
  'Farms',
  'Extracts',
  'Botanicals',
  'Cultivation',
  'Gardens',
  'Labs',
  'Kitchen',
  'Supply',
  'Craft Co.',
];
export const LABS = [
  'Great Lakes Analytical',
  'Wolverine Testing Laboratories',
  'Huron Shores Labs',
  'Peninsula Analytics',
];
export const WORDS = [
  'Blue',
  'Purple',
  'Lemon',
  'Gelato',
  'Cookies',
  'Kush',
  'Haze',
  'Diesel',
  'Cake',
  'Runtz',
  'Punch',
  'Cherry',
  'Mint',
  'Glue',
  'Dream',
  'Sherbet',
  'Skunk',
  'Zkittlez',
  'Mango',
  'Widow',
];

/** A UUID from the seeded stream, so a seed always gives the same ids. */
export function uuid(random: Random): string {
  const bytes = Array.from({ length: 16 }, () => random.int(0, 255));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Picks with a long tail: a few big brands and many small ones, as on a real menu (the first of
 * 170 brands makes about 4% of the products, the first of 500 strains about 2%).
 */
export function zipfPick<T>(random: Random, items: readonly T[]): T {
  return items[Math.min(items.length - 1, Math.floor(items.length * random.next() ** 1.6))]!;
}

export function crossStrains(random: Random, count: number): SeedStrain[] {
  const made = new Map<string, SeedStrain>();
  for (let attempt = 0; made.size < count && attempt < count * 20; attempt++) {
    const [a, b] = [random.pick(STRAINS), random.pick(STRAINS)];
    const name = `${random.pick(WORDS)} ${random.pick(WORDS)}${random.chance(0.3) ? ` #${random.int(1, 40)}` : ''}`;
    if (a === b || made.has(slugify(name)) || STRAINS.some((s) => s.name === name)) continue;
    made.set(slugify(name), {
      ...a,
      slug: slugify(name),
      name,
      type: random.chance(0.05) ? 'cbd' : random.pick(['indica', 'sativa', 'hybrid'] as const),
      lineage: `${a.name} × ${b.name}`,
      terpenes: [...a.terpenes.slice(0, 2), b.terpenes[0]!].filter(
        (t, i, all) => all.findIndex((o) => o.name === t.name) === i,
      ),
      effects: random.sample(EFFECTS, 3),
    });
  }
  return [...made.values()];
}
