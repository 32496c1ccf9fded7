-- Job postings (/learn/jobs) and the applications to them. A posting is public while it is `open`
-- and its `closes_at` (JobPosting validThrough) has not passed; after that it leaves the list and
-- the sitemap and its page says it is closed. Employment types are Google's JobPosting values.
-- The words are in src/lib/vocabulary/jobs.ts.
create table public.job_postings (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80),
  title text not null check (length(btrim(title)) between 1 and 120),
  employment_type text not null check (employment_type in ('full_time', 'part_time', 'temporary', 'seasonal', 'intern')),
  department text not null default '' check (length(department) <= 80),
  -- One or two sentences for the list; the description is Markdown, rendered like the content pages.
  summary text not null default '' check (length(summary) <= 300),
  description text not null default '' check (length(description) <= 20000),
  pay_min_cents integer check (pay_min_cents is null or pay_min_cents > 0),
  pay_max_cents integer check (pay_max_cents is null or pay_max_cents > 0),
  pay_unit text check (pay_unit is null or pay_unit in ('hour', 'year')),
  check (pay_min_cents is null or pay_max_cents is null or pay_max_cents >= pay_min_cents),
  check ((pay_min_cents is null and pay_max_cents is null) = (pay_unit is null)),
  -- Where the work is, when not at the store's own address (settings).
  location_name text check (location_name is null or length(btrim(location_name)) between 1 and 200),
  status text not null default 'draft' check (status in ('draft', 'open', 'closed')),
  posted_at timestamptz,
  closes_at timestamptz,
  check (status = 'draft' or posted_at is not null),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index job_postings_open_idx on public.job_postings (posted_at desc) where status = 'open';

-- An application. Michigan (R 420.602) asks for three steps before anyone is hired at an adult-use
-- licensee: age 21 or older verified, a criminal background check, and a check against the
-- regulator's excluded-employee list; the hire then goes into the state's tracking system within
-- 7 business days. The table refuses "hired" without the three.
create table public.job_applications (
  id uuid primary key default gen_random_uuid(),
  posting_id uuid not null references public.job_postings (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 120),
  email text not null check (email = lower(btrim(email)) and length(email) <= 254),
  phone text not null check (length(phone) <= 40),
  cover_letter text not null default '' check (length(cover_letter) <= 5000),
  -- The applicant said they are 21 or older, and agreed that the store keeps the application.
  attested_21_at timestamptz not null,
  consented_to_keep_at timestamptz not null,
  -- The résumé in the private media location (never served publicly), judged by its content.
  resume_key text,
  resume_file_name text check (resume_file_name is null or length(resume_file_name) <= 200),
  resume_type text check (resume_type is null or resume_type in ('pdf', 'docx')),
  resume_bytes integer check (resume_bytes is null or resume_bytes between 1 and 5242880),
  resume_deleted_at timestamptz,
  stage text not null default 'new' check (stage in ('new', 'screening', 'interview', 'offer', 'hired', 'rejected')),
  rejected_reason text check (rejected_reason is null or length(btrim(rejected_reason)) between 1 and 500),
  check ((stage = 'rejected') = (rejected_reason is not null)),
  age_verified_at timestamptz,
  background_checked_on date,
  excluded_list_checked_on date,
  check (
    stage <> 'hired'
    or (age_verified_at is not null and background_checked_on is not null and excluded_list_checked_on is not null)
  ),
  hired_on date,
  check ((stage = 'hired') = (hired_on is not null)),
  state_tracking_entered_on date,
  -- SHA-256 (hex) of the key the applying browser sent: a repeated submit finds the same application.
  idempotency_key text not null unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Applying again to the same posting updates the application instead of making a second.
  unique (posting_id, email)
);
create index job_applications_posting_idx on public.job_applications (posting_id, stage, created_at desc);
create index job_applications_retention_idx on public.job_applications (created_at) where resume_key is not null;

create table public.job_application_notes (
  id bigint generated always as identity primary key,
  application_id uuid not null references public.job_applications (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  author_email text not null,
  body text not null check (length(btrim(body)) between 1 and 2000),
  at timestamptz not null default now()
);
create index job_application_notes_application_idx on public.job_application_notes (application_id, at);

alter table public.job_postings enable row level security;
alter table public.job_applications enable row level security;
alter table public.job_application_notes enable row level security;
revoke all on public.job_postings, public.job_applications, public.job_application_notes from anon, authenticated;
