/**
 * The content pages' words: what a page is (`content_pages.kind`) and where it is in its life
 * (`content_pages.status`), each list the one source of its type, with the words staff read.
 */

/**
 * Learn articles live under /learn, blog posts under /blog; legal pages and plain pages at their own
 * path. These are written (a title and a Markdown body) and staff make new ones.
 */
export const WRITTEN_CONTENT_KINDS = ['page', 'learn', 'blog', 'legal'] as const;
export type WrittenContentKind = (typeof WRITTEN_CONTENT_KINDS)[number];

/** Besides, the home page and the deals page are built from blocks (`src/lib/content/page-blocks.ts`); there are just those two. */
export const CONTENT_KINDS = [...WRITTEN_CONTENT_KINDS, 'blocks'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_KIND_LABELS: Readonly<Record<ContentKind, string>> = {
  page: 'Page',
  learn: 'Learn article',
  blog: 'Blog post',
  legal: 'Legal page',
  blocks: 'Page of blocks',
};

/** Only a published page is public; a scheduled one becomes published at its `published_at`. */
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_STATUS_LABELS: Readonly<Record<ContentStatus, string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};
