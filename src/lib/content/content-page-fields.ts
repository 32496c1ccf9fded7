/**
 * What a content page is made of, as the database's checks hold it (20261127000100_content_pages.sql):
 * the schema every save parses, so a page that does not fit is refused with a message per field
 * rather than by a constraint.
 */
import { z } from 'zod';
import { CONTENT_KINDS, CONTENT_STATUSES, type ContentKind } from '../vocabulary/content.ts';
import { isBlockPagePath } from './page-blocks.ts';

/** Where each kind lives: `/learn/{slug}`, `/blog/{slug}`, legal and plain pages at `/{slug}`. */
export const CONTENT_PATH_PREFIX: Readonly<Record<ContentKind, string>> = {
  learn: '/learn/',
  blog: '/blog/',
  legal: '/',
  page: '/',
  blocks: '/',
};

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether `path` is a page of `kind`'s: its prefix, then a slug of lower-case words joined by hyphens. */
export function isContentPath(kind: ContentKind, path: string): boolean {
  if (kind === 'blocks') return isBlockPagePath(path);
  const prefix = CONTENT_PATH_PREFIX[kind];
  return path.startsWith(prefix) && SLUG.test(path.slice(prefix.length));
}

const optionalText = (max: number, name: string) =>
  z
    .string()
    .trim()
    .max(max, `${name} is at most ${max} characters.`)
    .transform((text) => (text === '' ? null : text))
    .nullable();

export const contentPageFields = z
  .object({
    path: z.string(),
    kind: z.enum(CONTENT_KINDS),
    status: z.enum(CONTENT_STATUSES),
    title: z.string().trim().min(1, 'A page needs a title.').max(200, 'A title is at most 200 characters.'),
    summary: z.string().trim().max(500, 'A summary is at most 500 characters.'),
    body: z.string().max(200_000, 'The text is at most 200,000 characters.'),
    heroMediaId: z.uuid().nullable(),
    heroAlt: optionalText(250, 'The picture description'),
    authorName: z.string().trim().max(120, 'An author name is at most 120 characters.'),
    ownerId: z.uuid().nullable(),
    seoTitle: optionalText(120, 'The search title'),
    seoDescription: optionalText(320, 'The search description'),
    publishedAt: z.date().nullable(),
  })
  .superRefine((page, context) => {
    if (!isContentPath(page.kind, page.path)) {
      const prefix = CONTENT_PATH_PREFIX[page.kind];
      context.addIssue({
        code: 'custom',
        path: ['path'],
        message: `The address is ${prefix} then lower-case words joined by hyphens, e.g. ${prefix}our-story.`,
      });
    }
    if (page.heroMediaId !== null && page.heroAlt === null) {
      context.addIssue({
        code: 'custom',
        path: ['heroAlt'],
        message: 'Describe the picture for readers who cannot see it.',
      });
    }
    if ((page.status === 'published' || page.status === 'scheduled') && page.publishedAt === null) {
      context.addIssue({
        code: 'custom',
        path: ['publishedAt'],
        message: 'A published or scheduled page needs its date.',
      });
    }
  });

export type ContentPageFields = z.input<typeof contentPageFields>;
