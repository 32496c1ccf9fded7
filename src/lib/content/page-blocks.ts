/**
 * The blocks of the pages an admin builds from parts — the home page's top and the deals page —
 * as one schema the dashboard's editor, the server's saves and publishing, and the public pages
 * share. A draft may be unfinished (an empty headline); `publishableBlocks` holds a page going
 * out to what readers need (a headline, a described picture, a complete call to action).
 */
import { z } from 'zod';
import { safeLinkHref } from '../navigation/safe-link.ts';

/** The pages made of blocks, by address, with the dashboard page that edits each. */
export const BLOCK_PAGES = {
  '/': { editor: 'home', name: 'Home page' },
  '/dispensary-deals': { editor: 'dispensary-deals', name: 'Deals page' },
} as const;
export type BlockPagePath = keyof typeof BLOCK_PAGES;

export function isBlockPagePath(path: string): path is BlockPagePath {
  return Object.hasOwn(BLOCK_PAGES, path);
}

export const BLOCK_KINDS = [
  'hero',
  'featured-categories',
  'featured-deals',
  'store-info',
  'free-text',
  'newsletter',
  'reviews',
] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

export const BLOCK_KIND_LABELS: Readonly<Record<BlockKind, string>> = {
  hero: 'Hero',
  'featured-categories': 'Featured categories',
  'featured-deals': 'Featured deals',
  'store-info': 'Store info',
  'free-text': 'Free text',
  newsletter: 'Newsletter sign-up',
  reviews: 'Store reviews',
};

/** At most this many blocks on a page, and categories in one block. */
export const MAX_BLOCKS = 20;
export const MAX_FEATURED_CATEGORIES = 12;
export const MAX_FEATURED_DEALS = 12;
/** A reviews block shows the newest store reviews, at most this many. */
export const MAX_BLOCK_REVIEWS = 6;

const text = (max: number, name: string) => z.string().max(max, `${name} is at most ${max} characters.`);

/** A path on this store: one slash, then no scheme, host or backslash (`/category/flower`, `/#monroe-dispensary-menu`). */
export const ROOT_RELATIVE = /^\/(?![/\\])[^\s\\<>]*$/;

const blockId = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'A block id is letters, digits and hyphens.');

/** A field that is a link: even a draft holds only a link a page may render (its preview draws it). */
const linkField = (max: number, name: string) =>
  text(max, name).refine(
    (href) => href.trim() === '' || safeLinkHref(href) !== null,
    `${name} is a path on this store (/category/flower), a web address (https://…), mailto: or tel:.`,
  );

export const HeroBlock = z.object({
  kind: z.literal('hero'),
  id: blockId,
  headline: text(120, 'A headline'),
  text: text(500, 'The text'),
  mediaId: z.uuid('Choose a picture from the media library.').nullable(),
  alt: text(250, 'The picture description'),
  ctaLabel: text(40, 'The button label'),
  ctaHref: linkField(300, 'The button link'),
});

export const FeaturedCategoriesBlock = z.object({
  kind: z.literal('featured-categories'),
  id: blockId,
  heading: text(120, 'A heading'),
  categorySlugs: z
    .array(z.string().max(120))
    .max(MAX_FEATURED_CATEGORIES, `At most ${MAX_FEATURED_CATEGORIES} categories.`),
});

export const FeaturedDealsBlock = z.object({
  kind: z.literal('featured-deals'),
  id: blockId,
  heading: text(120, 'A heading'),
  /** The deals to show, by slug; none chosen shows every deal running. */
  dealSlugs: z.array(z.string().max(120)).max(MAX_FEATURED_DEALS, `At most ${MAX_FEATURED_DEALS} deals.`),
});

export const StoreInfoBlock = z.object({ kind: z.literal('store-info'), id: blockId });

export const FreeTextBlock = z.object({
  kind: z.literal('free-text'),
  id: blockId,
  /** Markdown, rendered by the content pages' renderer. */
  body: text(20_000, 'The text'),
});

/** The newsletter sign-up form (it posts to /newsletter), under a heading and a line of text. */
export const NewsletterBlock = z.object({
  kind: z.literal('newsletter'),
  id: blockId,
  heading: text(120, 'A heading'),
  text: text(500, 'The text'),
});

/** The newest store reviews whose text is published, with the store's rating summary and a link to `/reviews`. */
export const ReviewsBlock = z.object({
  kind: z.literal('reviews'),
  id: blockId,
  heading: text(120, 'A heading'),
  count: z
    .number()
    .int('Show a whole number of reviews.')
    .min(1, 'Show at least 1 review.')
    .max(MAX_BLOCK_REVIEWS, `Show at most ${MAX_BLOCK_REVIEWS} reviews.`),
});

export const PageBlock = z.discriminatedUnion('kind', [
  HeroBlock,
  FeaturedCategoriesBlock,
  FeaturedDealsBlock,
  StoreInfoBlock,
  FreeTextBlock,
  NewsletterBlock,
  ReviewsBlock,
]);
export type PageBlock = z.output<typeof PageBlock>;
export type HeroBlock = z.output<typeof HeroBlock>;

/** What a draft may hold. */
export const PageBlocks = z
  .array(PageBlock)
  .max(MAX_BLOCKS, `A page holds at most ${MAX_BLOCKS} blocks.`)
  .superRefine((blocks, context) => {
    const seen = new Set<string>();
    blocks.forEach((block, index) => {
      if (seen.has(block.id))
        context.addIssue({ code: 'custom', path: [index, 'id'], message: 'Block ids are unique.' });
      seen.add(block.id);
    });
    if (blocks.filter((block) => block.kind === 'store-info').length > 1) {
      context.addIssue({ code: 'custom', path: [], message: 'A page shows the store info once.' });
    }
  });

/** What a page going out must hold besides: the problems of one block, by field. */
function blockProblems(block: PageBlock): [field: string, message: string][] {
  const problems: [string, string][] = [];
  switch (block.kind) {
    case 'hero':
      if (block.headline.trim() === '') problems.push(['headline', 'A hero needs a headline.']);
      if (block.mediaId !== null && block.alt.trim() === '') {
        problems.push(['alt', 'Describe the picture for readers who cannot see it.']);
      }
      if ((block.ctaLabel.trim() === '') !== (block.ctaHref.trim() === '')) {
        problems.push([
          block.ctaLabel.trim() === '' ? 'ctaLabel' : 'ctaHref',
          'A button needs both its label and its link (or neither).',
        ]);
      }
      if (block.ctaHref.trim() !== '' && !ROOT_RELATIVE.test(block.ctaHref.trim())) {
        problems.push(['ctaHref', 'The link is a path on this store that starts with /, e.g. /category/flower.']);
      }
      break;
    case 'featured-categories':
      if (block.categorySlugs.length === 0) problems.push(['categorySlugs', 'Choose at least one category.']);
      break;
    case 'free-text':
      if (block.body.trim() === '') problems.push(['body', 'Write the text, or remove the block.']);
      break;
  }
  return problems;
}

/** A page's blocks as they may go out; its messages name `{index}.{field}`. */
export const publishableBlocks = PageBlocks.superRefine((blocks, context) => {
  blocks.forEach((block, index) => {
    for (const [field, message] of blockProblems(block))
      context.addIssue({ code: 'custom', path: [index, field], message });
  });
});

/** The texts of a block readers see (and the advertising rules read), by field. */
export function blockTexts(block: PageBlock): [field: string, text: string][] {
  switch (block.kind) {
    case 'hero':
      return [
        ['headline', block.headline],
        ['text', block.text],
        ['alt', block.alt],
        ['ctaLabel', block.ctaLabel],
      ];
    case 'featured-categories':
    case 'featured-deals':
    case 'reviews':
      return [['heading', block.heading]];
    case 'free-text':
      return [['body', block.body]];
    case 'newsletter':
      return [
        ['heading', block.heading],
        ['text', block.text],
      ];
    case 'store-info':
      return [];
  }
}

/** Every link of a page's blocks, as Markdown the content link check reads (the buttons' links and the free texts). */
export function blocksLinkMarkdown(blocks: readonly PageBlock[]): string {
  return blocks
    .flatMap((block) => {
      if (block.kind === 'hero' && block.ctaHref.trim() !== '') return [`[button](<${block.ctaHref.trim()}>)`];
      if (block.kind === 'free-text') return [block.body];
      return [];
    })
    .join('\n\n');
}

/** A new block of `kind`, empty but for its id. */
export function newBlock(kind: BlockKind, id: string): PageBlock {
  switch (kind) {
    case 'hero':
      return { kind, id, headline: '', text: '', mediaId: null, alt: '', ctaLabel: '', ctaHref: '' };
    case 'featured-categories':
      return { kind, id, heading: '', categorySlugs: [] };
    case 'featured-deals':
      return { kind, id, heading: '', dealSlugs: [] };
    case 'store-info':
      return { kind, id };
    case 'free-text':
      return { kind, id, body: '' };
    case 'newsletter':
      return { kind, id, heading: '', text: '' };
    case 'reviews':
      return { kind, id, heading: '', count: 3 };
  }
}

/** The blocks as lines of text, for comparing a revision with the draft: each block, then its settings. */
export function describeBlocks(blocks: readonly PageBlock[]): string {
  return blocks
    .map((block, index) => {
      const { kind, id: _id, ...settings } = block;
      const lines = Object.entries(settings).map(
        ([field, value]) => `  ${field}: ${Array.isArray(value) ? value.join(', ') : String(value ?? '')}`,
      );
      return [`Block ${index + 1}: ${BLOCK_KIND_LABELS[kind]}`, ...lines].join('\n');
    })
    .join('\n');
}
