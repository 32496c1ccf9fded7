/**
 * What a job posting must pass while it is public (published, reopened, or changed while open):
 * the readiness check's required properties and a closing date still ahead, then the advertising
 * rules, through their override gate (src/server/compliance/override-gate.ts), as a content page's.
 */
import type { JobPostingFields } from '#lib/hiring/job-postings.ts';
import { checkPostingCompliance } from '#lib/hiring/posting-compliance.ts';
import { checkPostingReadiness, readinessProblem } from '#lib/hiring/posting-readiness.ts';
import type { Queryable } from '../../db/database.ts';
import { medicalOnlyProductNames, passOverrideGate, type OverrideGatePassed } from '../../compliance/override-gate.ts';
import { Refusal } from '../../http/refusal.ts';
import { closesOnOf, type PostingRow } from './postings.ts';
import { readHiringStoreFacts } from './store-facts.ts';

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
): Promise<OverrideGatePassed> {
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
  return passOverrideGate(findings, overrideReason, 'posting');
}
