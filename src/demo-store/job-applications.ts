import { createHash } from 'node:crypto';
import { addDays } from '#lib/pickup/zoned-time.ts';
import { wallClock } from '#lib/time/wall-clock.ts';
import type { ApplicationStage } from '#lib/vocabulary/jobs.ts';
import type { Queryable } from '#server/db/index.ts';
import { DEMO_STORE } from './store.ts';

/**
 * The demo store's applications to its budtender job, one at each point of the pipeline, dated
 * from the seed's clock: a new one, one in screening, one at interview with a note, a hire whose
 * state-tracking entry is still to make, and one turned down. None carries a résumé file.
 */
const DAY_MS = 86_400_000;

interface SeedApplication {
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
  stage: ApplicationStage;
  /** Days before the seed's day. */
  appliedDaysAgo: number;
  rejectedReason?: string;
  /** Days before the seed's day the checks were done and the hire made. */
  hired?: { checkedDaysAgo: number; hiredDaysAgo: number };
  note?: string;
}

export const SEED_APPLICATION_POSTING = 'budtender';

export const SEED_APPLICATIONS: readonly SeedApplication[] = [
  {
    name: 'Jamie Rivera',
    email: 'jamie.rivera@example.com',
    phone: '(734) 555-0181',
    coverLetter: 'I have worked the counter at a coffee shop for three years and love explaining what is on the menu.',
    stage: 'new',
    appliedDaysAgo: 1,
  },
  {
    name: 'Morgan Ellis',
    email: 'morgan.ellis@example.com',
    phone: '(734) 555-0117',
    coverLetter: 'Retail pharmacy technician, five years. Careful with IDs and records.',
    stage: 'screening',
    appliedDaysAgo: 4,
  },
  {
    name: 'Alex Chen',
    email: 'alex.chen@example.com',
    phone: '(419) 555-0164',
    coverLetter: 'I managed a tea shop and know terpenes from the tea side. Evenings suit me.',
    stage: 'interview',
    appliedDaysAgo: 6,
    note: 'Phone screen went well: available evenings and Saturdays. Interview booked.',
  },
  {
    name: 'Priya Patel',
    email: 'priya.patel@example.com',
    phone: '(734) 555-0102',
    coverLetter: 'Two years as a budtender in Ann Arbor; moving to Monroe.',
    stage: 'hired',
    appliedDaysAgo: 9,
    hired: { checkedDaysAgo: 4, hiredDaysAgo: 2 },
  },
  {
    name: 'Casey Nowak',
    email: 'casey.nowak@example.com',
    phone: '(734) 555-0139',
    coverLetter: 'Looking for weekday mornings only.',
    stage: 'rejected',
    appliedDaysAgo: 8,
    rejectedReason: 'Could only work weekday mornings; the role needs evenings.',
  },
];

/** Inserts the demo applications to the seeded budtender posting (job-postings.ts); an email already applied is left as it is. */
export async function insertJobApplications(tx: Queryable, now: Date): Promise<number> {
  const today = wallClock(now, DEMO_STORE.timezone).date;
  let inserted = 0;
  for (const application of SEED_APPLICATIONS) {
    const appliedAt = new Date(now.getTime() - application.appliedDaysAgo * DAY_MS).toISOString();
    const checkedOn = application.hired ? addDays(today, -application.hired.checkedDaysAgo) : null;
    const rows = await tx.query<{ id: string }>(
      `insert into job_applications (posting_id, name, email, phone, cover_letter, attested_21_at, consented_to_keep_at,
         stage, rejected_reason, age_verified_at, background_checked_on, excluded_list_checked_on, hired_on,
         idempotency_key, created_at, updated_at)
       select id, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $10, $11, $12, $6, $6
         from job_postings where slug = $1
       on conflict do nothing
       returning id`,
      [
        SEED_APPLICATION_POSTING,
        application.name,
        application.email,
        application.phone,
        application.coverLetter,
        appliedAt,
        application.stage,
        application.rejectedReason ?? null,
        checkedOn === null ? null : `${checkedOn}T15:00:00Z`,
        checkedOn,
        application.hired ? addDays(today, -application.hired.hiredDaysAgo) : null,
        createHash('sha256').update(`seed:${application.email}`).digest('hex'),
      ],
    );
    const id = rows[0]?.id;
    if (!id) continue;
    inserted++;
    if (application.note) {
      await tx.query(
        `insert into job_application_notes (application_id, author_email, body, at) values ($1, $2, $3, $4)`,
        [id, 'admin@riverraisin.test', application.note, new Date(now.getTime() - DAY_MS).toISOString()],
      );
    }
  }
  return inserted;
}
