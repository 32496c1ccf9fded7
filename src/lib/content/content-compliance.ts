/**
 * The advertising compliance check of a content page, as the editor runs it while an editor types
 * and the server runs it before publishing: the title, summary and body each checked on their own
 * (so a finding's offsets are its field's), on a page that shows the required warnings (every
 * storefront page does, in its footer).
 */
import { blocksPublishing, checkCompliance, type ComplianceFinding } from '../compliance/check-compliance.ts';
import { BLOCK_KIND_LABELS, blockTexts, type PageBlock } from './page-blocks.ts';

export const CHECKED_FIELDS = ['title', 'summary', 'body'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

export const CHECKED_FIELD_LABELS: Readonly<Record<CheckedField, string>> = {
  title: 'Title',
  summary: 'Summary',
  body: 'Text',
};

export interface PageFinding extends ComplianceFinding {
  /** The field's name: a page's `title`, `summary`, `body`, or a block's `blocks.{index}.{field}`. */
  field: string;
  /** What the editor calls the field. */
  label: string;
}

export function checkPageCompliance(
  page: Readonly<Record<CheckedField, string>>,
  { medicalOnlyProductNames = [] }: { medicalOnlyProductNames?: readonly string[] } = {},
): PageFinding[] {
  return CHECKED_FIELDS.flatMap((field) =>
    checkCompliance({ text: page[field], showsWarnings: true, medicalOnlyProductNames }).map((finding) => ({
      ...finding,
      field,
      label: CHECKED_FIELD_LABELS[field],
    })),
  );
}

const BLOCK_FIELD_LABELS: Readonly<Record<string, string>> = {
  headline: 'Headline',
  text: 'Text',
  alt: 'Picture description',
  ctaLabel: 'Button label',
  heading: 'Heading',
  body: 'Text',
};

/** Every text of every block, each checked on its own, named `blocks.{index}.{field}`. */
export function checkBlocksCompliance(
  blocks: readonly PageBlock[],
  { medicalOnlyProductNames = [] }: { medicalOnlyProductNames?: readonly string[] } = {},
): PageFinding[] {
  return blocks.flatMap((block, index) =>
    blockTexts(block).flatMap(([field, text]) =>
      checkCompliance({ text, showsWarnings: true, medicalOnlyProductNames }).map((finding) => ({
        ...finding,
        field: `blocks.${index}.${field}`,
        label: `Block ${index + 1} (${BLOCK_KIND_LABELS[block.kind]}), ${(BLOCK_FIELD_LABELS[field] ?? field).toLowerCase()}`,
      })),
    ),
  );
}

export { blocksPublishing };
