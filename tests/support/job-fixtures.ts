import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Queryable } from '#server/db/database.ts';
import type { ApplicationInput, ApplyContext } from '#server/hiring/apply.ts';
import type { JobsRequest } from '#server/hiring/page-loaders.ts';
import { privateFileStoreFor } from '#server/media/configured-media-store.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { CONTENT_SETTINGS } from './content-fixtures.ts';
import { tinyPdf } from './resume-files.ts';

export const DAY_MS = 86_400_000;

/** The store as the jobs pages and applying read it. */
export const JOB_SETTINGS: JobsRequest['settings'] & ApplyContext['settings'] = {
  ...CONTENT_SETTINGS,
  phone: '(734) 555-0100',
  jobApplicationRetentionDays: 365,
  address: {
    street: '1 Main St',
    city: 'Monroe',
    region: 'MI',
    postalCode: '48161',
    country: 'US',
    latitude: null,
    longitude: null,
    singleLine: '1 Main St, Monroe, MI 48161',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Lakeside',
  },
};

/** The settings row the retention job reads its period from. */
export async function insertJobStoreSettings(db: Queryable, retentionDays = 365): Promise<void> {
  await db.query(
    `insert into store_settings (name, legal_name, street_address, city, region, postal_code, phone, email, license_number,
       job_application_retention_days)
     values ('Lakeside Cannabis', 'Lakeside LLC', '1 Main St', 'Monroe', 'MI', '48161', '734-555-0100', 'store@example.test',
       'AU-R-000001', $1)`,
    [retentionDays],
  );
}

export interface PostingFixture {
  slug: string;
  title?: string;
  status?: 'draft' | 'open' | 'closed';
  employmentType?: string;
  department?: string;
  summary?: string;
  description?: string;
  pay?: { min: number | null; max: number | null; unit: 'hour' | 'year' } | null;
  locationName?: string | null;
  postedAt?: Date | null;
  closesAt?: Date | null;
}

export async function insertPosting(db: Queryable, fixture: PostingFixture): Promise<string> {
  const status = fixture.status ?? 'open';
  const pay = fixture.pay === undefined ? { min: 1700, max: 2100, unit: 'hour' } : fixture.pay;
  const [row] = await db.query<{ id: string }>(
    `insert into job_postings (slug, title, status, employment_type, department, summary, description, pay_min_cents,
       pay_max_cents, pay_unit, location_name, posted_at, closes_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    [
      fixture.slug,
      fixture.title ?? 'Budtender',
      status,
      fixture.employmentType ?? 'full_time',
      fixture.department ?? 'Retail',
      fixture.summary ?? 'Help shoppers at the counter.',
      fixture.description ?? '## The job\n\nHelp shoppers find what suits them.',
      pay?.min ?? null,
      pay?.max ?? null,
      pay?.unit ?? null,
      fixture.locationName ?? null,
      fixture.postedAt === undefined
        ? status === 'draft'
          ? null
          : new Date('2026-11-01T13:00:00Z')
        : fixture.postedAt,
      fixture.closesAt ?? null,
    ],
  );
  return row!.id;
}

/** A throw-away private folder, as `DATA_DIR/private` is for a running store, with its store. */
export async function makePrivateFiles(): Promise<{
  dir: string;
  files: MediaStore;
  list: () => Promise<string[]>;
  remove: () => Promise<void>;
}> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rr-private-'));
  return {
    dir,
    files: privateFileStoreFor({ privateDir: dir, privateBucket: 'private-files' }),
    list: async () =>
      (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** What an applicant sends, with a tiny real PDF. */
export function application(overrides: Partial<ApplicationInput> = {}): ApplicationInput {
  return {
    slug: 'budtender',
    name: 'Casey Applicant',
    email: 'casey@example.test',
    phone: '(734) 555-0123',
    coverLetter: 'I love helping people.',
    resume: { bytes: tinyPdf(), fileName: 'Casey résumé.pdf' },
    idempotencyKey: crypto.randomUUID(),
    proof: { website: '', recaptchaToken: '' },
    ...overrides,
  };
}
