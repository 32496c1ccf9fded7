import { describe, expect, it } from 'vitest';
import { checkCompliance } from '#lib/compliance/check-compliance.ts';
import { SITE_PAGES } from '#lib/site-map.ts';
import { CATEGORIES } from '../categories.ts';
import { generateCatalog } from '../products.ts';
import { MERCH_SHOP_PATH } from './store-facts.ts';
import { SEED_CONTENT_PAGES } from './index.ts';

const LEARN_PATHS = [
  '/learn/cannabinoids',
  '/learn/cannabis-anatomy',
  '/learn/cannabis-history',
  '/learn/cannabis-pricing',
  '/learn/what-is-cannabis',
  '/learn/terpenes-over-potency',
  '/learn/michigan-dispensary-purchase-limits',
];
const LEGAL_PATHS = ['/terms-of-use', '/privacy-policy', '/accessibility', '/return-policy', '/referral-terms'];
const SPEC_BLOG_POST = '/blog/hand-trimming-vs-the-machine';
const LIMITS_ARTICLE = '/learn/michigan-dispensary-purchase-limits';

/** Pages of the store a seeded page may link to, besides the seeded pages themselves. */
const STORE_ROUTES = new Set<string>([
  '/',
  '/checkout',
  '/account/profile',
  '/learn',
  '/blog',
  MERCH_SHOP_PATH,
  ...Object.values(SITE_PAGES).map((page) => page.href),
  ...CATEGORIES.map((category) => `/category/${category.slug}`),
  ...SEED_CONTENT_PAGES.map((page) => page.path),
]);

/** The words a reader reads: link targets and Markdown punctuation left out. */
function wordCount(markdown: string): number {
  return markdown
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((token) => /[A-Za-z0-9]/.test(token)).length;
}

/** Every Markdown link target (`[text](target)`) in a body. */
function linkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}

/** Paragraphs that are a `::name` directive, the only custom syntax a body may hold. */
function directives(markdown: string): string[] {
  return markdown
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.startsWith('::'));
}

/**
 * Ways of writing Michigan's purchase-limit figures (the defaults of R 420.506 and MCL 333.27955).
 * The limits come from the store's settings when a page renders, so a typed figure would go
 * stale the day the settings change.
 */
const LIMIT_FIGURES = [
  /2(\.5|½| 1\/2)\s*(oz|ounces?)\b/i,
  /two and a half ounces?/i,
  /\b70(\.87)?\s*(g|grams?)\b/i,
  /\b15\s*(g|grams?)\b/i,
  /fifteen grams?/i,
  /\b10\s*(oz|ounces?)\b/i,
  /ten ounces?/i,
  /\b283(\.5)?\s*(g|grams?)\b/i,
];

describe('the seeded content pages', () => {
  it('hold every required page exactly once, with unique paths', () => {
    const paths = SEED_CONTENT_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [...LEARN_PATHS, ...LEGAL_PATHS, SPEC_BLOG_POST]) {
      expect(
        paths.filter((candidate) => candidate === path),
        path,
      ).toHaveLength(1);
    }
  });

  it('give each page the kind its path says', () => {
    for (const page of SEED_CONTENT_PAGES) {
      const expected = page.path.startsWith('/learn/') ? 'learn' : page.path.startsWith('/blog/') ? 'blog' : 'legal';
      expect(page.kind, page.path).toBe(expected);
    }
    expect(SEED_CONTENT_PAGES.filter((page) => page.kind === 'learn').map((page) => page.path)).toEqual(
      expect.arrayContaining(LEARN_PATHS),
    );
    expect(SEED_CONTENT_PAGES.filter((page) => page.kind === 'learn')).toHaveLength(LEARN_PATHS.length);
    expect(SEED_CONTENT_PAGES.filter((page) => page.kind === 'blog')).toHaveLength(3);
  });

  it('give every page a title, an author and a short summary of one or two sentences', () => {
    for (const page of SEED_CONTENT_PAGES) {
      expect(page.title.trim(), page.path).not.toBe('');
      expect(page.author.trim(), page.path).not.toBe('');
      expect(page.summary.length, page.path).toBeGreaterThan(40);
      expect(page.summary.length, page.path).toBeLessThanOrEqual(200);
      const sentences = page.summary.split(/(?<=[.!?])\s+(?=[A-Z])/);
      expect(sentences.length, page.path).toBeLessThanOrEqual(2);
    }
  });

  it('keep SEO titles within 60 characters and descriptions within 155', () => {
    for (const page of SEED_CONTENT_PAGES) {
      expect(page.seoTitle?.length ?? 0, page.path).toBeLessThanOrEqual(60);
      expect(page.seoDescription?.length ?? 0, page.path).toBeLessThanOrEqual(155);
    }
  });

  it('were published at fixed moments in 2026 before 20 November, blog posts on different days', () => {
    for (const page of SEED_CONTENT_PAGES) {
      expect(page.publishedAt, page.path).toMatch(/^2026-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
      expect(Date.parse(page.publishedAt), page.path).toBeLessThan(Date.parse('2026-11-20T00:00:00-05:00'));
    }
    const blogDays = SEED_CONTENT_PAGES.filter((page) => page.kind === 'blog').map((page) =>
      page.publishedAt.slice(0, 10),
    );
    expect(new Set(blogDays).size).toBe(blogDays.length);
  });

  it('are long enough to be useful and short enough to read: learn 600–1,200 words, blog 500–1,000', () => {
    for (const page of SEED_CONTENT_PAGES) {
      const words = wordCount(page.body);
      if (page.kind === 'learn') expect(words, page.path).toBeGreaterThanOrEqual(600);
      if (page.kind === 'learn') expect(words, page.path).toBeLessThanOrEqual(1200);
      if (page.kind === 'blog') expect(words, page.path).toBeGreaterThanOrEqual(500);
      if (page.kind === 'blog') expect(words, page.path).toBeLessThanOrEqual(1000);
    }
  });

  it('leave the page title as the only first-level heading and hold no raw HTML', () => {
    for (const page of SEED_CONTENT_PAGES) {
      expect(page.body, page.path).not.toMatch(/^# /m);
      expect(page.body, page.path).not.toMatch(/<[a-z!/]/i);
      expect(page.body, page.path).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBD\b/i);
    }
  });

  it('never type a purchase-limit figure: the limits come from the store settings', () => {
    for (const page of SEED_CONTENT_PAGES) {
      for (const figure of LIMIT_FIGURES) {
        expect(`${page.title}\n${page.summary}\n${page.seoDescription ?? ''}\n${page.body}`, page.path).not.toMatch(
          figure,
        );
      }
    }
  });

  it('place the settings-driven facts where they belong, as paragraphs of their own, and nowhere else', () => {
    for (const page of SEED_CONTENT_PAGES) {
      const expected =
        page.path === LIMITS_ARTICLE
          ? ['::purchase-limits']
          : page.path === '/referral-terms'
            ? ['::referral-rewards']
            : [];
      expect(directives(page.body), page.path).toEqual(expected);
    }
  });

  it('link only to pages this store has, to other sites over HTTPS, and to the store by email and phone', () => {
    const broken: string[] = [];
    for (const page of SEED_CONTENT_PAGES) {
      for (const target of linkTargets(page.body)) {
        if (target.startsWith('/')) {
          const path = target.split(/[?#]/)[0]!;
          if (!STORE_ROUTES.has(path)) broken.push(`${page.path} → ${target}`);
        } else if (!/^(https:\/\/|mailto:|tel:\+1\d{10}$)/.test(target)) {
          broken.push(`${page.path} → ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('link every learn article and blog post to at least two other pages of the store', () => {
    for (const page of SEED_CONTENT_PAGES.filter((candidate) => candidate.kind !== 'legal')) {
      const internal = new Set(linkTargets(page.body).filter((target) => target.startsWith('/')));
      expect(internal.size, page.path).toBeGreaterThanOrEqual(2);
    }
  });

  it('pass the Michigan advertising check with no finding, and advertise no product (so need no warnings of their own)', () => {
    const productNames = generateCatalog().map((product) => product.name);
    const findings = SEED_CONTENT_PAGES.flatMap((page) =>
      checkCompliance({
        text: [page.title, page.summary, page.seoTitle ?? '', page.seoDescription ?? '', page.body].join('\n\n'),
        productNames,
        showsWarnings: false,
      }).map((finding) => `${page.path}: ${finding.ruleId} "${finding.excerpt}"`),
    );
    expect(productNames.length).toBeGreaterThan(100);
    expect(findings).toEqual([]);
  });
});
