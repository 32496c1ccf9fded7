import { makeProduct, type NextProductNo } from './product-base.ts';
import { createRandom } from './random.ts';
import type { SeedProduct, TopCategory } from './types.ts';
import { dollars, goodsVariant } from './variants.ts';

/** Accessories and apparel: not cannabis, no lab tests, never counted against purchase limits. */

interface GoodsTemplate {
  category: string;
  brand: string;
  name: string;
  description: string;
  /** [size code, size label, price in dollars] */
  sizes: [string, string, number][];
}

const ONE_SIZE = (price: number): [string, string, number][] => [['EA', 'Each', price]];
const SHIRT_SIZES = (price: number): [string, string, number][] =>
  ['S', 'M', 'L', 'XL', '2XL'].map((size) => [size, size, size === '2XL' ? price + 3 : price]);

const ACCESSORIES: GoodsTemplate[] = [
  {
    category: 'glass-jars',
    brand: 'monroe-glassworks',
    name: 'UV Glass Stash Jar',
    description: 'Violet glass that blocks light, with an airtight screw lid. Keeps flower fresh for months.',
    sizes: [
      ['60ML', '60 ml (holds 3.5 g)', 14],
      ['120ML', '120 ml (holds 7 g)', 18],
      ['250ML', '250 ml (holds 14 g)', 24],
    ],
  },
  {
    category: 'glass-jars',
    brand: 'monroe-glassworks',
    name: 'Borosilicate Clamp Jar',
    description: 'Thick clear glass with a silicone-sealed clamp lid.',
    sizes: [
      ['150ML', '150 ml', 12],
      ['500ML', '500 ml', 20],
    ],
  },
  {
    category: 'glass-jars',
    brand: 'river-raisin-wear',
    name: 'River Raisin Logo Glass Jar',
    description: 'Our logo etched on an amber glass jar with a child-resistant lid.',
    sizes: ONE_SIZE(16),
  },
  {
    category: 'papers',
    brand: 'lakeshore-papers',
    name: 'Unbleached Hemp Rolling Papers',
    description: 'Fifty thin, slow-burning 1¼-size hemp papers per booklet.',
    sizes: ONE_SIZE(3),
  },
  {
    category: 'papers',
    brand: 'lakeshore-papers',
    name: 'King Size Pre-Rolled Cones 6-Pack',
    description: 'Six cones with filter tips, ready to fill.',
    sizes: ONE_SIZE(5),
  },
  {
    category: 'papers',
    brand: 'lakeshore-papers',
    name: 'Glass Filter Tips',
    description: 'Reusable glass tips, set of five, for a cooler draw.',
    sizes: ONE_SIZE(10),
  },
  {
    category: 'batteries',
    brand: 'pontiac-power-co',
    name: '510 Variable Voltage Battery',
    description: 'Three voltage settings, preheat mode and USB-C charging. Fits any 510-thread cartridge.',
    sizes: ONE_SIZE(20),
  },
  {
    category: 'batteries',
    brand: 'pontiac-power-co',
    name: 'Slim Twist Battery',
    description: 'Pen-style 900 mAh battery with twist voltage control.',
    sizes: ONE_SIZE(15),
  },
  {
    category: 'grinders',
    brand: 'river-raisin-wear',
    name: 'River Raisin 4-Piece Grinder',
    description: 'Aluminium grinder with a kief screen and our logo on the lid.',
    sizes: ONE_SIZE(25),
  },
  {
    category: 'grinders',
    brand: 'monroe-glassworks',
    name: 'Maple Wood Grinder',
    description: 'Two-piece grinder turned from Michigan maple.',
    sizes: ONE_SIZE(22),
  },
];

const RRW = 'river-raisin-wear';
const APPAREL: GoodsTemplate[] = [
  {
    category: 'tees',
    brand: RRW,
    name: 'River Raisin Logo Tee',
    description: 'Soft ring-spun cotton tee with the River Raisin logo on the chest.',
    sizes: SHIRT_SIZES(25),
  },
  {
    category: 'tees',
    brand: RRW,
    name: 'Monroe Sunset Tee',
    description: 'A sunset over the River Raisin, printed in six colours on a heather tee.',
    sizes: SHIRT_SIZES(28),
  },
  {
    category: 'tees',
    brand: RRW,
    name: 'Long Sleeve Logo Tee',
    description: 'Long-sleeve cotton tee with a sleeve print.',
    sizes: SHIRT_SIZES(30),
  },
  {
    category: 'tees',
    brand: RRW,
    name: 'Lake Erie Tie-Dye Tee',
    description: 'Hand-dyed in Lake Erie blues; every one is a little different.',
    sizes: SHIRT_SIZES(32),
  },
  {
    category: 'hoodies',
    brand: RRW,
    name: 'River Raisin Pullover Hoodie',
    description: 'Heavyweight fleece hoodie with a kangaroo pocket.',
    sizes: SHIRT_SIZES(55),
  },
  {
    category: 'hoodies',
    brand: RRW,
    name: 'Monroe Crewneck Sweatshirt',
    description: 'Classic crewneck in forest green with cream lettering.',
    sizes: SHIRT_SIZES(45),
  },
  {
    category: 'hoodies',
    brand: RRW,
    name: 'Full-Zip Logo Hoodie',
    description: 'Full-zip fleece hoodie with an embroidered logo.',
    sizes: SHIRT_SIZES(60),
  },
  {
    category: 'hats',
    brand: RRW,
    name: 'River Raisin Dad Hat',
    description: 'Unstructured cotton cap with an adjustable brass buckle.',
    sizes: [['OS', 'One size', 25]],
  },
  {
    category: 'hats',
    brand: RRW,
    name: 'Leaf Patch Trucker Hat',
    description: 'Mesh-back trucker hat with a woven leaf patch.',
    sizes: [['OS', 'One size', 28]],
  },
  {
    category: 'hats',
    brand: RRW,
    name: 'Knit Beanie',
    description: 'Cuffed acrylic beanie with a woven label.',
    sizes: [['OS', 'One size', 22]],
  },
];

function build(top: TopCategory, templates: GoodsTemplate[], next: NextProductNo): SeedProduct[] {
  const random = createRandom(top);
  return templates.map((template) => {
    const no = next();
    return makeProduct({
      name: template.name,
      brandSlug: template.brand,
      categorySlug: template.category,
      topCategory: top,
      description: template.description,
      isCannabis: false,
      variants: template.sizes.map(([sizeCode, sizeLabel, price], position) =>
        goodsVariant(random, top, no, { sizeCode, sizeLabel, priceCents: dollars(price) }, position),
      ),
    });
  });
}

export const accessoryProducts = (next: NextProductNo) => build('accessories', ACCESSORIES, next);
export const apparelProducts = (next: NextProductNo) => build('apparel', APPAREL, next);
