/**
 * What a job posting must pass while it is public (published, reopened, or changed while open):
 * the readiness check's required properties and a closing date still ahead, then the advertising
 * rules — a `block` finding stops it unless an admin gives a reason, which the caller records in
 * the staff audit log, as the content editor does.
 */
import type { JobPostingFields, PostingRefusalDetails } from '#lib/dashboard/job-postings.ts';
import type { PageFinding } from '#lib/content/content-compliance.ts';
import { blocksPublishing, checkPostingCompliance } from '#lib/jobs/posting-compliance.ts';
import { checkPostingReadiness, readinessProblem } from '#lib/jobs/posting-readiness.ts';
import type { Queryable } from '../db/database.ts';
import { medicalOnlyProductNames, MIN_OVERRIDE_REASON } from '../content-admin/publish-gates.ts';
import { Refusal } from '../http/refusal.ts';
import { closesOnOf, type PostingRow } from './postings.ts';
import { readHiringStoreFacts } from './store-facts.ts';

export interface PostingGatesPassed {
  /** The block findings the override reason answered (none when there were none). */
  overridden: PageFinding[];
  overrideReason: string | null;
}

/** The posting's fields as the gates read them, from its stored row. */
export function fieldsOfRow(row: PostingRow, timeZone: string): JobPostingFields {
  return {
    slug: row.slug,
    title: row.title,
    employmentType: row.employment_type,
    department: row.department,
    summary: row.summary,
    description: row.description,
    payMinCents: row.pay_min_cents,
    payMaxCents: row.pay_max_cents,
    payUnit: row.pay_unit,
    locationName: row.location_name,
    closesOn: closesOnOf(row.closes_at, timeZone),
  };
}

/** Refuses (422) a posting that may not be public as it would be; otherwise says which findings were overridden. */
export async function checkPostingGates(
  tx: Queryable,
  posting: JobPostingFields & { postedAt: Date | null; closesAt: Date | null },
  { now, timeZone, overrideReason }: { now: Date; timeZone: string; overrideReason: string | undefined },
): Promise<PostingGatesPassed> {
  const facts = await readHiringStoreFacts(tx);
  const readiness = checkPostingReadiness(
    {
      ...posting,
      status: 'open',
      postedAt: (posting.postedAt ?? now).toISOString(),
      closesAt: posting.closesAt?.toISOString() ?? null,
      ...facts,
    },
    { now, timeZone },
  );
  const notReady = readinessProblem(readiness);
  if (notReady) {
    const field = readiness.items.find((entry) => entry.blocks)?.property;
    throw new Refusal(422, notReady, field === 'validThrough' ? 'closesOn' : field);
  }

  const findings = checkPostingCompliance(posting, { medicalOnlyProductNames: await medicalOnlyProductNames(tx) });
  if (!blocksPublishing(findings)) return { overridden: [], overrideReason: null };
  const blocking = findings.filter((finding) => finding.severity === 'block');
  const reason = overrideReason?.trim() ?? '';
  if (reason.length < MIN_OVERRIDE_REASON) {
    const details: PostingRefusalDetails = {
      findings: blocking.map(({ citation, title, message, excerpt, severity, label }) => ({
        citation,
        title,
        message,
        excerpt,
        severity,
        label,
      })),
    };
    throw new Refusal(
      422,
      reason === ''
        ? 'The advertising rules stop this posting. Change the flagged words, or record why it may go out anyway.'
        : `Say in at least ${MIN_OVERRIDE_REASON} characters why the posting may go out anyway.`,
      reason === '' ? undefined : 'overrideReason',
      { details: { ...details } },
    );
  }
  return { overridden: blocking, overrideReason: reason };
}

/** What the audit entry keeps of an override: the reason and the rules it set aside. */
export function overrideRecord(passed: PostingGatesPassed) {
  return passed.overrideReason === null
    ? {}
    : {
        overrideReason: passed.overrideReason,
        overridden: passed.overridden.map((finding) => `${finding.title} (${finding.citation}): “${finding.excerpt}”`),
      };
}
