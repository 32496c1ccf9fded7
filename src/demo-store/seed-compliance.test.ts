import { describe, expect, it } from 'vitest';
import { checkCompliance, type ComplianceInput } from '#lib/compliance/check-compliance.ts';
import { BRANDS } from './brands.ts';
import { CATEGORIES } from './categories.ts';
import { DEMO_DEALS } from './deals.ts';
import { generateCatalog } from './products.ts';
import { STRAINS } from './strains.ts';

const catalog = generateCatalog();
const medicalOnlyProductNames = catalog.filter((product) => product.medicalOnly).map((product) => product.name);

interface SeedText {
  where: string;
  input: ComplianceInput;
}

/**
 * Every word of the demo store a shopper reads beside a product, as the store shows it: product
 * pages and every storefront page carry the Michigan warnings (the footer), and a product's name,
 * description and picture sit together on its page.
 */
const SEED_TEXTS: readonly SeedText[] = [
  ...catalog.map((product) => ({
    where: `product ${product.slug}`,
    input: {
      text: `${product.name}: ${product.description} ${product.imageAlt}`,
      advertisesProduct: product.isCannabis,
      showsWarnings: true,
      medicalOnlyProductNames,
    },
  })),
  ...DEMO_DEALS.map((deal) => ({
    where: `deal ${deal.slug}`,
    input: { text: `${deal.title}\n\n${deal.description}`, showsWarnings: true, medicalOnlyProductNames },
  })),
  ...CATEGORIES.map((category) => ({
    where: `category ${category.slug}`,
    input: { text: `${category.name}\n\n${category.description}`, showsWarnings: true },
  })),
  ...BRANDS.map((brand) => ({
    where: `brand ${brand.slug}`,
    input: { text: `${brand.name}\n\n${brand.description}`, showsWarnings: true },
  })),
  ...STRAINS.map((strain) => ({
    where: `strain ${strain.slug}`,
    input: { text: `${strain.name}\n\n${strain.description}`, showsWarnings: true },
  })),
];

const findings = SEED_TEXTS.flatMap(({ where, input }) =>
  checkCompliance(input).map((finding) => ({
    where,
    ruleId: finding.ruleId,
    severity: finding.severity,
    excerpt: finding.excerpt,
  })),
);

describe('the demo store’s copy and the compliance check', () => {
  it('checks every product, deal, category, brand and strain text of the seed', () => {
    expect(SEED_TEXTS.length).toBeGreaterThan(catalog.length + DEMO_DEALS.length + CATEGORIES.length);
    expect(medicalOnlyProductNames.length).toBeGreaterThan(0);
  });

  it('has no finding that would block publishing', () => {
    expect(findings.filter((finding) => finding.severity === 'block')).toEqual([]);
  });

  it('leaves real strain names that evoke candy, and the buy-two-get-one deal, to review', () => {
    const reviews = findings.filter((finding) => finding.severity === 'review');
    expect(reviews).toContainEqual({
      where: 'strain zkittlez',
      ruleId: 'minors-review',
      severity: 'review',
      excerpt: 'Zkittlez',
    });
    expect(reviews.filter((finding) => finding.ruleId === 'free-in-multi-buy').map((finding) => finding.where)).toEqual(
      ['deal pre-roll-friday'],
    );
    expect(new Set(reviews.map((finding) => finding.ruleId))).toEqual(new Set(['minors-review', 'free-in-multi-buy']));
  });
});
