import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands.ts';
import { CATEGORIES, topCategoryOf } from './categories.ts';
import { generateCatalog, notableProducts } from './products.ts';
import { STRAINS } from './strains.ts';
import { EFFECTS, MENU_FILTERS, TERPENES, TOP_CATEGORIES, type TopCategory } from './types.ts';

const catalog = generateCatalog();
const inCategory = (category: TopCategory) => catalog.filter((product) => product.topCategory === category);
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('demo catalog generator', () => {
  it('produces the same catalog on every run', () => {
    expect(generateCatalog()).toEqual(catalog);
  });

  it('fills every top-level category, flower most of all', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(160);
    const counts = Object.fromEntries(TOP_CATEGORIES.map((category) => [category, inCategory(category).length]));
    for (const category of ['flower', 'pre-rolls', 'vapes', 'concentrates', 'edibles'] as const) {
      expect(counts[category], category).toBeGreaterThanOrEqual(15);
    }
    for (const category of ['tinctures', 'topicals', 'accessories', 'apparel'] as const) {
      expect(counts[category], category).toBeGreaterThanOrEqual(8);
    }
    const largest = Math.max(...Object.values(counts));
    expect(counts.flower).toBe(largest);
    expect(inCategory('accessories').filter((product) => product.name.includes('Jar')).length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('gives every product a unique kebab-case slug and every variant a unique SKU', () => {
    const slugs = catalog.map((product) => product.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
    const skus = catalog.flatMap((product) => product.variants.map((variant) => variant.sku));
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(sku).toMatch(/^RR-[A-Z]{3}-\d{6}-[0-9A-Z]+$/);
  });

  it('refers only to brands, categories and strains that are seeded', () => {
    const brands = new Set(BRANDS.map((brand) => brand.slug));
    const categories = new Set(CATEGORIES.map((category) => category.slug));
    const strains = new Set(STRAINS.map((strain) => strain.slug));
    for (const product of catalog) {
      expect(brands.has(product.brandSlug), product.slug).toBe(true);
      expect(categories.has(product.categorySlug), product.slug).toBe(true);
      expect(topCategoryOf(product.categorySlug)).toBe(product.topCategory);
      if (product.strainSlug) expect(strains.has(product.strainSlug), product.slug).toBe(true);
      for (const effect of product.effects) expect(EFFECTS).toContain(effect);
    }
  });

  it('gives every cannabis product one or two lab batches, tested within 120 days, and goods none', () => {
    for (const product of catalog) {
      if (!product.isCannabis) {
        expect(product.batches, product.slug).toHaveLength(0);
        continue;
      }
      expect(product.batches.length, product.slug).toBeGreaterThanOrEqual(1);
      expect(product.batches.length, product.slug).toBeLessThanOrEqual(2);
      for (const batch of product.batches) {
        expect(batch.testedDaysAgo).toBeGreaterThanOrEqual(0);
        expect(batch.testedDaysAgo).toBeLessThanOrEqual(120);
        if (product.potencyUnit === 'percent') expect(batch.thcPercent).not.toBeNull();
        else expect(batch.thcMg).not.toBeNull();
      }
    }
  });

  it('keeps adult-use ingestibles at or under 200 mg THC a package', () => {
    const ingestible = catalog.filter((p) => ['edibles', 'tinctures'].includes(p.topCategory) && !p.medicalOnly);
    for (const batch of ingestible.flatMap((product) => product.batches)) expect(batch.thcMg).toBeLessThanOrEqual(200);
  });

  it('prices in whole cents, with Michigan-realistic flower prices', () => {
    for (const variant of catalog.flatMap((product) => product.variants)) {
      expect(Number.isInteger(variant.adultUsePriceCents)).toBe(true);
      expect(variant.adultUsePriceCents).toBeGreaterThan(0);
      if (variant.medicalPriceCents !== null) {
        expect(Number.isInteger(variant.medicalPriceCents)).toBe(true);
        expect(variant.medicalPriceCents).toBeLessThanOrEqual(variant.adultUsePriceCents);
      }
      expect(Number.isInteger(variant.stock)).toBe(true);
    }
    const flower = inCategory('flower').flatMap((product) => product.variants);
    for (const eighth of flower.filter((variant) => variant.weightMg === 3500)) {
      expect(eighth.adultUsePriceCents).toBeGreaterThanOrEqual(2000);
      expect(eighth.adultUsePriceCents).toBeLessThanOrEqual(4500);
    }
    for (const ounce of flower.filter((variant) => variant.weightMg === 28000)) {
      expect(ounce.adultUsePriceCents).toBeGreaterThanOrEqual(9000);
      expect(ounce.adultUsePriceCents).toBeLessThanOrEqual(20000);
    }
  });

  it('sets the purchase-limit category each kind of product counts against', () => {
    const expected: Record<TopCategory, string[]> = {
      flower: ['flower'],
      'pre-rolls': ['flower'],
      vapes: ['vape'],
      concentrates: ['concentrate'],
      edibles: ['infused_solid', 'infused_liquid'],
      tinctures: ['infused_liquid'],
      topicals: ['infused_solid'],
      accessories: ['none'],
      apparel: ['none'],
    };
    for (const product of catalog) {
      for (const variant of product.variants) {
        expect(expected[product.topCategory], variant.sku).toContain(variant.limitCategory);
        if (variant.limitCategory === 'none') expect(variant.limitAmount).toBe(0);
        else expect(variant.limitAmount).toBeGreaterThan(0);
        expect(variant.exciseTaxable).toBe(product.isCannabis);
      }
    }
    expect(inCategory('tinctures').every((p) => p.variants.every((v) => v.limitAmount === 30000))).toBe(true);
  });

  it('includes the products the menu rules need', () => {
    const notable = notableProducts(catalog);
    expect(notable.recalled.batches.map((batch) => batch.status)).toEqual(['recalled']);
    expect(notable.onHold.batches.map((batch) => batch.status)).toEqual(['on_hold']);
    expect(notable.expired.batches.map((batch) => batch.status)).toEqual(['expired']);
    expect(notable.soldOut.length).toBeGreaterThanOrEqual(3);
    expect(notable.medicalOnly.length).toBeGreaterThanOrEqual(2);
    expect(notable.medicalOnly.length).toBeLessThanOrEqual(3);
    expect(notable.featured.length).toBeGreaterThan(0);
    const variants = catalog.flatMap((product) => product.variants);
    expect(variants.filter((variant) => variant.stock === 0).length).toBeGreaterThan(notable.soldOut.length);
  });

  it('uses mg potency with servings for edibles, and no strain for infused goods', () => {
    for (const product of [...inCategory('edibles'), ...inCategory('tinctures'), ...inCategory('topicals')]) {
      expect(product.potencyUnit).toBe('mg');
      expect(product.strainSlug).toBeNull();
    }
    for (const product of inCategory('edibles')) expect(product.servingsPerPackage).toBeGreaterThan(0);
  });
});

describe('reference data', () => {
  it('has enough brands and real strains, with known terpenes and effects', () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(24);
    expect(STRAINS.length).toBeGreaterThanOrEqual(44);
    for (const strain of STRAINS) {
      expect(strain.slug).toMatch(KEBAB);
      expect(strain.terpenes.length).toBeGreaterThan(0);
      for (const terpene of strain.terpenes) expect(TERPENES).toContain(terpene.name);
      for (const effect of strain.effects) expect(EFFECTS).toContain(effect);
    }
    expect(STRAINS.filter((strain) => strain.type === 'cbd').map((strain) => strain.name)).toEqual(
      expect.arrayContaining(['Harlequin', 'ACDC', "Charlotte's Web"]),
    );
  });

  it('builds a category tree under the nine top-level categories', () => {
    const top = CATEGORIES.filter((category) => category.parentSlug === null).map((category) => category.slug);
    expect(top).toEqual([...TOP_CATEGORIES]);
    for (const category of CATEGORIES) {
      if (category.parentSlug) expect(top).toContain(category.parentSlug);
      for (const filter of category.menuFilters) expect(MENU_FILTERS).toContain(filter);
      expect(category.description.length).toBeGreaterThan(0);
    }
    expect(CATEGORIES.find((category) => category.slug === 'apparel')?.menuFilters).toEqual([
      'brand',
      'price',
      'in_stock',
    ]);
  });
});
