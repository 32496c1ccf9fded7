/**
 * The advertising compliance check of a job posting: a posting is a public page of the store, so
 * its title, summary and description are held to the same Michigan rules as a content page's,
 * each checked on its own (a finding's offsets are its field's), on a page that shows the
 * required warnings (every storefront page does, in its footer). The editor runs it as an admin
 * types; the server runs it before a posting goes out or changes while it is out.
 */
import { blocksPublishing, checkCompliance } from '../compliance/check-compliance.ts';
import type { PageFinding } from '../content/content-compliance.ts';

export const POSTING_CHECKED_FIELDS = ['title', 'summary', 'description'] as const;
export type PostingCheckedField = (typeof POSTING_CHECKED_FIELDS)[number];

const LABELS: Readonly<Record<PostingCheckedField, string>> = {
  title: 'Title',
  summary: 'Summary',
  description: 'Description',
};

/**
 * The name a finding gives its field: `posting.title`, whose input the editor gives the id
 * `posting-title`, so the content editor's findings list can select the words.
 */
export function postingFindingField(field: PostingCheckedField): string {
  return `posting.${field}`;
}

export function checkPostingCompliance(
  posting: Readonly<Record<PostingCheckedField, string>>,
  { medicalOnlyProductNames = [] }: { medicalOnlyProductNames?: readonly string[] } = {},
): PageFinding[] {
  return POSTING_CHECKED_FIELDS.flatMap((field) =>
    checkCompliance({ text: posting[field], showsWarnings: true, medicalOnlyProductNames }).map((finding) => ({
      ...finding,
      field: postingFindingField(field),
      label: LABELS[field],
    })),
  );
}

export { blocksPublishing };
