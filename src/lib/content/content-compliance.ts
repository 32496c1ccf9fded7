/**
 * The advertising compliance check of a content page, as the editor runs it while an editor types
 * and the server runs it before publishing: the title, summary and body each checked on their own
 * (so a finding's offsets are its field's), on a page that shows the required warnings (every
 * storefront page does, in its footer).
 */
import { blocksPublishing, checkCompliance, type ComplianceFinding } from '../compliance/check-compliance.ts';

export const CHECKED_FIELDS = ['title', 'summary', 'body'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

export const CHECKED_FIELD_LABELS: Readonly<Record<CheckedField, string>> = {
  title: 'Title',
  summary: 'Summary',
  body: 'Text',
};

export interface PageFinding extends ComplianceFinding {
  field: CheckedField;
}

export function checkPageCompliance(
  page: Readonly<Record<CheckedField, string>>,
  { medicalOnlyProductNames = [] }: { medicalOnlyProductNames?: readonly string[] } = {},
): PageFinding[] {
  return CHECKED_FIELDS.flatMap((field) =>
    checkCompliance({ text: page[field], showsWarnings: true, medicalOnlyProductNames }).map((finding) => ({
      ...finding,
      field,
    })),
  );
}

export { blocksPublishing };
