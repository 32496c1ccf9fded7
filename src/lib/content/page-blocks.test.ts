import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../http/api-error.ts';
import { checkBlocksCompliance } from './content-compliance.ts';
import {
  BLOCK_KINDS,
  blocksLinkMarkdown,
  newBlock,
  PageBlocks,
  publishableBlocks,
  type PageBlock,
} from './page-blocks.ts';

const hero = (overrides: Partial<Extract<PageBlock, { kind: 'hero' }>> = {}): PageBlock => ({
  ...(newBlock('hero', 'top') as Extract<PageBlock, { kind: 'hero' }>),
  headline: 'Fresh flower',
  ...overrides,
});

const problems = (blocks: unknown) => {
  const parsed = publishableBlocks.safeParse(blocks);
  return parsed.success ? {} : fieldMessages(parsed.error.issues);
};

describe('page blocks', () => {
  it('takes an empty block of every kind as a draft', () => {
    const blocks = BLOCK_KINDS.map((kind, index) => newBlock(kind, `b${index}`));
    expect(PageBlocks.parse(blocks)).toEqual(blocks);
  });

  it('refuses unknown kinds, long texts, repeated ids and a second store info', () => {
    expect(PageBlocks.safeParse([{ kind: 'carousel', id: 'r' }]).success).toBe(false);
    expect(PageBlocks.safeParse([hero({ headline: 'x'.repeat(121) })]).success).toBe(false);
    expect(PageBlocks.safeParse([hero(), hero()]).success).toBe(false);
    expect(
      PageBlocks.safeParse([
        { kind: 'store-info', id: 'a' },
        { kind: 'store-info', id: 'b' },
      ]).success,
    ).toBe(false);
  });

  it('holds a page going out to a headline, a described picture and a whole button on a site path', () => {
    expect(problems([hero({ ctaLabel: 'Shop', ctaHref: '/category/flower' })])).toEqual({});
    expect(problems([hero({ headline: ' ' })])).toEqual({ '0.headline': ['A hero needs a headline.'] });
    expect(problems([hero({ mediaId: '8d0c5a3e-1f7b-4c33-9a57-6c3b7d2f9e10' })])).toEqual({
      '0.alt': ['Describe the picture for readers who cannot see it.'],
    });
    expect(problems([hero({ ctaLabel: 'Shop' })])).toEqual({
      '0.ctaHref': ['A button needs both its label and its link (or neither).'],
    });
    for (const href of ['https://example.com', '//evil.test/x', 'javascript:alert(1)', '/a b']) {
      expect(problems([hero({ ctaLabel: 'Go', ctaHref: href })]), href).toHaveProperty('0.ctaHref');
    }
    expect(problems([{ kind: 'featured-categories', id: 'c', heading: '', categorySlugs: [] }])).toEqual({
      '0.categorySlugs': ['Choose at least one category.'],
    });
    expect(problems([{ kind: 'free-text', id: 'f', body: '' }])).toHaveProperty('0.body');
  });

  it('gives the link check every button link and free text', () => {
    const markdown = blocksLinkMarkdown([
      hero({ ctaLabel: 'Shop [now]', ctaHref: '/category/flower' }),
      { kind: 'free-text', id: 'f', body: 'See [deals](/dispensary-deals).' },
      { kind: 'store-info', id: 's' },
    ]);
    expect(markdown).toBe('[button](</category/flower>)\n\nSee [deals](/dispensary-deals).');
  });

  it('checks every text of every block against the advertising rules, naming the block and field', () => {
    const findings = checkBlocksCompliance([
      { kind: 'store-info', id: 's' },
      hero({ text: 'Our gummies cure insomnia.' }),
    ]);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings[0]).toMatchObject({ field: 'blocks.1.text', label: 'Block 2 (Hero), text', severity: 'block' });
  });
});
