import type { JobPostingFields } from '#lib/hiring/job-postings.ts';
import type { Queryable } from '#server/db/database.ts';

/** A posting's editor fields that pass every check; tests change what they are about. */
export function postingFields(overrides: Partial<JobPostingFields> = {}): JobPostingFields {
  return {
    slug: 'budtender',
    title: 'Budtender',
    employmentType: 'part_time',
    department: 'Sales floor',
    summary: 'Help shoppers find the right product, weekends and evenings.',
    description: '## The work\n\nGreet shoppers, explain the menu and pack orders for pickup.',
    payMinCents: 1700,
    payMaxCents: 2000,
    payUnit: 'hour',
    locationName: null,
    closesOn: '2026-07-31',
    ...overrides,
  };
}

let applicants = 0;

/**
 * An application as the public form stores it (the applicant said they are 21 or older and agreed
 * the store keeps it), written straight to the table.
 */
export async function insertApplication(
  db: Queryable,
  postingId: string,
  overrides: { name?: string; email?: string; phone?: string; createdAt?: Date; resume?: boolean } = {},
): Promise<string> {
  applicants++;
  const email = overrides.email ?? `applicant${applicants}@example.test`;
  const createdAt = (overrides.createdAt ?? new Date('2026-06-01T14:00:00Z')).toISOString();
  const [row] = await db.query<{ id: string }>(
    `insert into job_applications (posting_id, name, email, phone, cover_letter, attested_21_at, consented_to_keep_at,
       resume_key, resume_file_name, resume_type, resume_bytes, idempotency_key, created_at, updated_at)
     values ($1, $2, $3, $4, 'I have worked retail for three years.', $5, $5, $6, $7, $8, $9, $10, $5, $5)
     returning id`,
    [
      postingId,
      overrides.name ?? `Applicant ${applicants}`,
      email,
      overrides.phone ?? '(734) 555-0142',
      createdAt,
      overrides.resume ? `resumes/${applicants}.pdf` : null,
      overrides.resume ? 'resume.pdf' : null,
      overrides.resume ? 'pdf' : null,
      overrides.resume ? 2048 : null,
      `key-${postingId}-${applicants}`,
    ],
  );
  return row!.id;
}
