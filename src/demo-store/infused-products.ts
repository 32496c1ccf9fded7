import { labBatches } from './batches.ts';
import { brandName, makeProduct, type NextProductNo } from './product-base.ts';
import { createRandom } from './random.ts';
import type { LimitCategory, StrainType } from '#lib/vocabulary/catalog.ts';
import type { Effect, SeedProduct, TopCategory } from './types.ts';
import { cannabisVariant, dollars } from './variants.ts';

/** Edibles, tinctures and topicals: potency in milligrams per package, no strain. */

interface InfusedTemplate {
  category: string;
  brand: string;
  name: string;
  /** Net package size: grams for solids, millilitres for liquids. */
  size: number;
  servings: number | null;
  thcMg: number;
  cbdMg: number;
  price: number;
  leaning: StrainType;
  medicalOnly?: boolean;
}

const EFFECTS_BY_LEANING: Record<StrainType, Effect[]> = {
  indica: ['relaxed', 'sleepy', 'calm'],
  sativa: ['uplifted', 'energetic', 'happy'],
  hybrid: ['happy', 'relaxed', 'euphoric'],
  cbd: ['calm', 'relaxed', 'focused'],
};

function t(
  category: string,
  brand: string,
  name: string,
  size: number,
  servings: number | null,
  thcMg: number,
  cbdMg: number,
  price: number,
  leaning: StrainType,
  medicalOnly = false,
): InfusedTemplate {
  return { category, brand, name, size, servings, thcMg, cbdMg, price, leaning, medicalOnly };
}

const CCC = 'cherry-capital-confections';
const KK = 'kalamazoo-kitchen';
const ASC = 'au-sable-chocolatiers';
const SSW = 'saugatuck-soda-works';
const BIB = 'belle-isle-botanicals';
const DGW = 'dune-grass-wellness';

const EDIBLES: InfusedTemplate[] = [
  t('gummies', CCC, 'Tart Cherry Gummies', 40, 10, 100, 0, 18, 'hybrid'),
  t('gummies', CCC, 'Black Cherry Indica Gummies', 40, 10, 100, 0, 18, 'indica'),
  t('gummies', CCC, 'Cherry Limeade Sativa Gummies', 80, 20, 200, 0, 30, 'sativa'),
  t('gummies', CCC, 'Cherry Bomb 1:1 Gummies', 40, 10, 100, 100, 22, 'cbd'),
  t('gummies', CCC, 'Huckleberry Gummies', 40, 10, 100, 0, 17, 'indica'),
  t('gummies', KK, 'Watermelon Gummies', 40, 10, 100, 0, 15, 'hybrid'),
  t('gummies', KK, 'Mango Peach Sativa Gummies', 80, 20, 200, 0, 28, 'sativa'),
  t('gummies', KK, 'Blueberry Lemonade Gummies', 40, 10, 100, 0, 16, 'hybrid'),
  t('gummies', KK, 'Sour Apple Gummies', 40, 10, 100, 0, 14, 'sativa'),
  t('gummies', KK, 'Midnight Berry Indica Gummies', 80, 20, 200, 0, 28, 'indica'),
  t('gummies', KK, 'Pineapple Coconut Gummies', 40, 10, 100, 0, 15, 'sativa'),
  t('gummies', KK, 'CBD 20:1 Calm Gummies', 40, 10, 10, 200, 24, 'cbd'),
  // Above the 200 mg adult-use package cap, so only patients may buy it.
  t('gummies', CCC, 'Medical Strength Tart Cherry Gummies', 40, 10, 500, 0, 45, 'indica', true),
  t('chocolates', ASC, 'Dark Chocolate Sea Salt Bar', 50, 10, 100, 0, 20, 'hybrid'),
  t('chocolates', ASC, 'Milk Chocolate Bar', 50, 10, 100, 0, 18, 'hybrid'),
  t('chocolates', ASC, 'Cherry Almond Dark Chocolate Bar', 50, 10, 100, 0, 22, 'indica'),
  t('chocolates', ASC, 'Espresso Bean Chocolate Bar', 60, 20, 200, 0, 32, 'sativa'),
  t('chocolates', KK, 'Peanut Butter Cups', 70, 10, 100, 0, 20, 'hybrid'),
  t('chocolates', ASC, 'Mint Chocolate Bites', 60, 20, 100, 0, 20, 'indica'),
  t('beverages', SSW, 'Black Cherry Soda', 355, 1, 10, 0, 7, 'hybrid'),
  t('beverages', SSW, 'Lemon Lime Seltzer', 355, 1, 5, 0, 6, 'sativa'),
  t('beverages', SSW, 'Grapefruit Seltzer 4-Pack', 1420, 4, 40, 0, 24, 'sativa'),
  t('beverages', SSW, 'Root Beer', 355, 1, 10, 0, 7, 'indica'),
  t('beverages', SSW, 'Ginger Ale 1:1', 355, 1, 5, 5, 7, 'cbd'),
];

const TINCTURES: InfusedTemplate[] = [
  t('tinctures', BIB, 'THC Tincture 100 mg', 30, 30, 100, 0, 25, 'hybrid'),
  t('tinctures', BIB, 'Indica Tincture 200 mg', 30, 30, 200, 0, 35, 'indica'),
  t('tinctures', BIB, 'Sativa Tincture 200 mg', 30, 30, 200, 0, 35, 'sativa'),
  t('tinctures', DGW, '1:1 Balance Tincture', 30, 30, 100, 100, 40, 'cbd'),
  t('tinctures', DGW, '20:1 CBD Tincture', 30, 30, 30, 600, 45, 'cbd'),
  t('tinctures', DGW, '4:1 CBD Tincture', 30, 30, 60, 240, 40, 'cbd'),
  t('tinctures', DGW, 'Peppermint THC Tincture 100 mg', 30, 30, 100, 0, 24, 'hybrid'),
  t('tinctures', DGW, 'Lemon Ginger Sativa Tincture 100 mg', 30, 30, 100, 0, 26, 'sativa'),
  t('tinctures', BIB, 'Medical Strength THC Tincture 1000 mg', 30, 30, 1000, 0, 80, 'hybrid', true),
];

const TOPICALS: InfusedTemplate[] = [
  t('topicals', BIB, 'Warming Balm', 56.7, null, 500, 0, 45, 'hybrid'),
  t('topicals', DGW, 'Cooling 1:1 Balm', 56.7, null, 250, 250, 40, 'cbd'),
  t('topicals', BIB, 'Lavender Body Lotion', 113.4, null, 100, 100, 35, 'cbd'),
  t('topicals', DGW, 'Unscented CBD Lotion', 113.4, null, 100, 300, 38, 'cbd'),
  t('topicals', BIB, 'Salve Stick', 14.2, null, 100, 0, 20, 'hybrid'),
  t('topicals', DGW, 'Epsom Bath Soak', 226.8, null, 100, 100, 22, 'cbd'),
  t('topicals', BIB, 'Peppermint Balm', 28.35, null, 250, 0, 28, 'hybrid'),
  t('topicals', DGW, 'Brown Sugar Scrub', 170.1, null, 150, 0, 26, 'hybrid'),
  t('topicals', BIB, 'Lip Balm', 4.25, null, 10, 0, 8, 'hybrid'),
];

function sizeOf(template: InfusedTemplate, top: TopCategory) {
  const liquid = top === 'tinctures' || template.category === 'beverages';
  // Michigan counts infused liquids by volume and solids (topicals included) by net weight, so the
  // limit amount is microlitres for liquids and milligrams for everything else.
  const limitCategory: LimitCategory = liquid ? 'infused_liquid' : 'infused_solid';
  const limitAmount = Math.round(template.size * 1000);
  const label = liquid ? `${template.size} ml` : `${template.size} g`;
  return { limitCategory, limitAmount, weightMg: liquid ? null : limitAmount, label };
}

function describe(template: InfusedTemplate, top: TopCategory): string {
  const brand = brandName(template.brand);
  const potency = [template.thcMg && `${template.thcMg} mg THC`, template.cbdMg && `${template.cbdMg} mg CBD`]
    .filter(Boolean)
    .join(' and ');
  const perServing =
    template.servings && template.servings > 1
      ? ` ${template.servings} servings of ${Math.round((template.thcMg / template.servings) * 10) / 10} mg THC each.`
      : '';
  const tail: Record<string, string> = {
    edibles: ' Effects can take up to two hours to arrive; start with one serving.',
    tinctures: ' Measured dropper included; 1 ml per serving.',
    topicals: ' For external use only.',
  };
  // R 420.507(6): patients-only goods are marketed as medical marihuana for registered qualifying patients.
  const medical = template.medicalOnly ? ' Medical marihuana, for use by registered qualifying patients only.' : '';
  return `${template.name} by ${brand}: ${potency} per package.${perServing}${tail[top] ?? ''}${medical}`;
}

function build(top: TopCategory, templates: InfusedTemplate[], next: NextProductNo): SeedProduct[] {
  const random = createRandom(top);
  return templates.map((template) => {
    const no = next();
    const size = sizeOf(template, top);
    const priceCents = dollars(template.price);
    const variant = cannabisVariant(
      random,
      top,
      no,
      {
        sizeCode: 'PK',
        sizeLabel: size.label,
        weightMg: size.weightMg,
        priceCents,
        limitCategory: size.limitCategory,
        limitAmount: size.limitAmount,
      },
      0,
    );
    return makeProduct({
      name: template.name,
      brandSlug: template.brand,
      categorySlug: template.category,
      topCategory: top,
      description: describe(template, top),
      // Topicals are not intoxicating, so they promise no effects.
      effects: top === 'topicals' ? [] : EFFECTS_BY_LEANING[template.leaning],
      medicalOnly: template.medicalOnly ?? false,
      potencyUnit: 'mg',
      servingsPerPackage: template.servings,
      // Patients-only goods have no adult-use sale; one price for both keeps the dashboard honest.
      variants: [
        template.medicalOnly ? { ...variant, adultUsePriceCents: priceCents, medicalPriceCents: priceCents } : variant,
      ],
      batches: labBatches(random, top, no, {
        unit: 'mg',
        thcMg: template.thcMg,
        cbdMg: template.cbdMg,
        // Adult-use ingestibles stay at or under 200 mg THC a package; patients-only goods and
        // topicals (not ingested) are not held to it.
        capThcMg: top !== 'topicals' && !template.medicalOnly ? 200 : null,
      }),
    });
  });
}

export const edibleProducts = (next: NextProductNo) => build('edibles', EDIBLES, next);
export const tinctureProducts = (next: NextProductNo) => build('tinctures', TINCTURES, next);
export const topicalProducts = (next: NextProductNo) => build('topicals', TOPICALS, next);
