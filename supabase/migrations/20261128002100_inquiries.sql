-- What visitors send the store from its public forms, for the dashboard's inbox: contact messages,
-- wholesale inquiries, press requests and grow-facility tour bookings. One table for every kind
-- (decision 0025): what the inbox lists, searches and answers is common to all of them (who, how to
-- reach them, the free text, where it stands); what only one kind asks (a topic, a business and its
-- state license, an outlet) sits in `details`, validated by the kind's schema in
-- src/lib/inquiries/inquiry-forms.ts before it is written. Kinds and statuses are the words of
-- src/lib/vocabulary/inquiries.ts.
create table public.inquiries (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('contact', 'wholesale', 'press', 'tour')),
  status text not null default 'new' check (status in ('new', 'answered', 'closed')),
  name text not null check (length(btrim(name)) between 1 and 100),
  email text not null check (email = lower(btrim(email)) and length(email) between 3 and 254),
  phone text check (phone is null or phone ~ '^[0-9]{10}$'),
  message text not null default '' check (length(message) <= 5000),
  details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object'),
  -- SHA-256 (hex) of the random key the form carried: a submit sent again (a double click, a
  -- reload, a retry) finds the first one instead of storing a second.
  submission_key_hash text not null unique check (submission_key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index inquiries_created_idx on public.inquiries (created_at desc, id);
create index inquiries_kind_status_idx on public.inquiries (kind, status, created_at desc);

-- Every answer sent from the inbox, with the email it went out as.
create table public.inquiry_replies (
  id uuid primary key default gen_random_uuid(),
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  staff_id uuid references auth.users (id) on delete set null,
  staff_email text not null,
  body text not null check (length(btrim(body)) between 1 and 5000),
  email_id uuid references public.email_outbox (id) on delete set null,
  created_at timestamptz not null default now()
);
create index inquiry_replies_inquiry_idx on public.inquiry_replies (inquiry_id, created_at);

-- A press request an admin approved: its media-kit link (signed, purpose `media-kit`) opens until
-- `link_expires_at`. Approving again sends a new link and moves the date.
create table public.press_approvals (
  inquiry_id uuid primary key references public.inquiries (id) on delete cascade,
  approved_by uuid references auth.users (id) on delete set null,
  approved_by_email text not null,
  approved_at timestamptz not null,
  link_expires_at timestamptz not null check (link_expires_at > approved_at)
);

-- The grow-facility tour's times, set by admins. `places_taken` is what the bookings hold; a booking
-- takes its places with one guarded update, so the check below is never reached by the app and
-- stands only as the last word.
create table public.tour_slots (
  id uuid primary key default gen_random_uuid(),
  starts_at timestamptz not null,
  duration_minutes integer not null default 60 check (duration_minutes between 15 and 480),
  capacity integer not null check (capacity between 1 and 100),
  places_taken integer not null default 0 check (places_taken >= 0),
  check (places_taken <= capacity),
  note text not null default '' check (length(note) <= 200),
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index tour_slots_start_idx on public.tour_slots (starts_at) where cancelled_at is null;

-- A tour request's booking: its slot, how many come, the date of birth given with the 21+
-- attestation, and the day-before reminder (sent once: the job claims it by setting `reminder_sent_at`).
create table public.tour_bookings (
  inquiry_id uuid primary key references public.inquiries (id) on delete cascade,
  slot_id uuid not null references public.tour_slots (id),
  party_size integer not null check (party_size between 1 and 10),
  birthdate date not null,
  reminder_sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index tour_bookings_slot_idx on public.tour_bookings (slot_id);
create index tour_bookings_reminder_idx on public.tour_bookings (slot_id) where reminder_sent_at is null;

alter table public.inquiries enable row level security;
alter table public.inquiry_replies enable row level security;
alter table public.press_approvals enable row level security;
alter table public.tour_slots enable row level security;
alter table public.tour_bookings enable row level security;
revoke all on public.inquiries, public.inquiry_replies, public.press_approvals, public.tour_slots, public.tour_bookings
  from anon, authenticated;
