/**
 * The dashboard's content pages, as the list, the editor and their endpoints share them: what each
 * request sends (the schemas every endpoint parses) and what each answers.
 */
import { z } from 'zod';
import { overrideReasonField, type OverrideRefusalDetails } from '../compliance/override.ts';
import { CONTENT_PATH_PREFIX } from './content-page-fields.ts';
import { PageBlocks, type PageBlock } from './page-blocks.ts';
import {
  CONTENT_KINDS,
  CONTENT_STATUSES,
  WRITTEN_CONTENT_KINDS,
  type ContentKind,
  type ContentStatus,
  type WrittenContentKind,
} from '../vocabulary/content.ts';
import type { AuditEntry } from '../staff/audit-entry.ts';

/** Dashboard pages of their own under `pages/`, which no content page may take as its address. */
export const RESERVED_PAGE_SLUGS = ['home', 'dispensary-deals'] as const;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** `?kind=&status=&q=` of the list. */
export const ContentListQuery = z.object({
  kind: z.enum(CONTENT_KINDS).optional().catch(undefined),
  status: z.enum(CONTENT_STATUSES).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
});
export type ContentListQuery = z.output<typeof ContentListQuery>;

export interface ContentListRow {
  id: string;
  path: string;
  kind: ContentKind;
  status: ContentStatus;
  title: string;
  authorName: string;
  /** The page has saved changes not yet published. */
  hasDraft: boolean;
  scheduledFor: string | null;
  changedAt: string;
  changedBy: string | null;
}

/** The address a new page of `kind` gets from its slug. */
export function contentPathFor(kind: WrittenContentKind, slug: string): string {
  return `${CONTENT_PATH_PREFIX[kind]}${slug}`;
}

const slugField = z
  .string()
  .trim()
  .regex(SLUG, 'Lower-case letters and digits joined by hyphens, e.g. our-story.')
  .max(80, 'At most 80 characters.');

export const NewContentPage = z
  .object({
    kind: z.enum(WRITTEN_CONTENT_KINDS, 'Choose what kind of page it is.'),
    title: z.string().trim().min(1, 'A page needs a title.').max(200, 'A title is at most 200 characters.'),
    slug: slugField,
  })
  .superRefine((input, context) => {
    if (
      (input.kind === 'page' || input.kind === 'legal') &&
      (RESERVED_PAGE_SLUGS as readonly string[]).includes(input.slug)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['slug'],
        message: `/${input.slug} is a page of its own; choose another.`,
      });
    }
  });
export type NewContentPage = z.input<typeof NewContentPage>;

const optional = (max: number, name: string) => z.string().max(max, `${name} is at most ${max} characters.`).nullable();

/** What the editor autosaves: everything but the address, which only a draft may change (`ContentPathChange`). */
export const ContentDraftInput = z.object({
  title: z.string().max(200, 'A title is at most 200 characters.'),
  summary: z.string().max(500, 'A summary is at most 500 characters.'),
  body: z.string().max(200_000, 'The text is at most 200,000 characters.'),
  heroMediaId: z.uuid('Choose a picture from the media library.').nullable(),
  heroAlt: optional(250, 'The picture description'),
  authorName: z.string().max(120, 'An author name is at most 120 characters.'),
  seoTitle: optional(120, 'The search title'),
  seoDescription: optional(320, 'The search description'),
  /** A page of blocks' blocks (its other fields stay as they are); absent for a written page. */
  blocks: PageBlocks.nullish(),
});
export type ContentDraftInput = z.input<typeof ContentDraftInput>;

export const ContentPathChange = z.object({ slug: slugField });

/** The search engines' lengths the counters show (a longer text is cut off in results). */
export const SEO_TITLE_ADVISED = 60;
export const SEO_DESCRIPTION_ADVISED = 160;

export const PublishRequest = z.object({
  /** Why the page goes out despite block findings; required when it has any. */
  overrideReason: overrideReasonField,
});

/** A minute on the store's clock: `YYYY-MM-DDTHH:mm`, as a `datetime-local` field sends it. */
export const ScheduleRequest = PublishRequest.extend({
  localTime: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Choose a day and a time.'),
});

export const UnpublishRequest = z.object({ to: z.enum(['draft', 'archived']) });

export interface LinkProblemView {
  href: string;
  problem: string;
}

export interface RevisionRow {
  id: string;
  status: ContentStatus;
  note: string;
  savedAt: string;
  savedBy: string | null;
}

/** A revision in full, for the diff against the draft. */
export interface RevisionDetail extends RevisionRow {
  title: string;
  summary: string;
  body: string;
  authorName: string;
  seoTitle: string | null;
  seoDescription: string | null;
  blocks: PageBlock[] | null;
}

export interface MediaChoice {
  id: string;
  src: string;
  alt: string;
}

export interface ContentEditorData {
  page: {
    id: string;
    path: string;
    kind: ContentKind;
    status: ContentStatus;
    publishedAt: string | null;
    scheduledFor: string | null;
    /** The page is public now, so its address is fixed. */
    live: boolean;
  };
  /** What the editor shows: the draft, or the page as published when there is none. */
  draft: ContentDraftInput & { savedAt: string | null; savedBy: string | null };
  hasDraft: boolean;
  linkProblems: LinkProblemView[];
  revisions: RevisionRow[];
  audit: AuditEntry[];
  media: MediaChoice[];
  /** The store's time zone, which schedules are read in. */
  timeZone: string;
  /** Products for registered patients only, which the compliance check wants named as medical marihuana. */
  medicalOnlyProductNames: string[];
  /** For a page of blocks: the categories and deals its blocks may feature. */
  blockChoices: BlockChoices | null;
}

export interface BlockChoices {
  categories: { slug: string; name: string }[];
  /** The store's active deals; only those running on a day show on the page. */
  deals: { slug: string; title: string }[];
}

export interface DraftSaved {
  savedAt: string;
  linkProblems: LinkProblemView[];
}

export interface PreviewLink {
  url: string;
  expiresAt: string;
}

/** A publish the gates refused: the broken links, or the block findings without an override reason. */
export interface PublishRefusalDetails extends OverrideRefusalDetails {
  linkProblems?: LinkProblemView[];
}
