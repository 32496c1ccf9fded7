/**
 * Overriding the advertising rules: a `block` finding stops a content page or a job posting from
 * going out unless an admin writes why it may go out anyway. The reason's rules, the names of what
 * goes out and the findings a refusal names are the same for both, so the server's gate
 * (src/server/compliance/override-gate.ts) and the dashboard's field (dashboard-app/ui/ComplianceOverride.tsx)
 * read them from here.
 */
import { z } from 'zod';
import type { ComplianceFinding } from './types.ts';

/** Longer reasons are essays, not audit notes. */
export const MAX_OVERRIDE_REASON = 500;

/** Override reasons shorter than this say nothing an auditor could follow. */
export const MIN_OVERRIDE_REASON = 10;

/** The reason as a request carries it: absent until a refusal asks for one. */
export const overrideReasonField = z
  .string()
  .trim()
  .max(MAX_OVERRIDE_REASON, `At most ${MAX_OVERRIDE_REASON} characters.`)
  .optional();

/** What goes out past the rules, as the refusal and the reason's field name it. */
export type OverrideSubject = 'page' | 'posting';

/**
 * Whether a refused finding names the field its words are in: a posting's refusal does; a page's
 * lists the words alone (the editor's findings above it name the field and select the words).
 */
export const NAMES_FIELD: Readonly<Record<OverrideSubject, boolean>> = { page: false, posting: true };

/** A block finding as a refusal names it. */
export type RefusedFinding = Pick<ComplianceFinding, 'citation' | 'title' | 'message' | 'excerpt' | 'severity'> & {
  /** The field's name in the editor, when the subject's refusals name it. */
  label?: string;
};

/** The part of a refusal's details the override reads. */
export interface OverrideRefusalDetails {
  findings?: RefusedFinding[];
}

/** The findings a refused save, publish or schedule named, from the refusal's answer. */
export function refusedFindings(body: unknown): RefusedFinding[] {
  if (typeof body !== 'object' || body === null) return [];
  return (body as OverrideRefusalDetails).findings ?? [];
}
