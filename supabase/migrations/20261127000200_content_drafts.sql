-- The dashboard's editor of content pages. A page's public fields stay in content_pages and change
-- only when it is published; what an editor writes in between is the page's draft, one row per
-- page while it has changes not yet published (decision 20). Scheduling publishes a revision at a
-- minute, claimed by the background job of whichever instance comes first.
create table public.content_drafts (
  page_id uuid primary key references public.content_pages (id) on delete cascade,
  -- A draft may be unfinished (no title yet); publishing holds it to the page's own checks.
  title text not null default '' check (length(title) <= 200),
  summary text not null default '' check (length(summary) <= 500),
  body text not null default '' check (length(body) <= 200000),
  hero_media_id uuid references public.media (id) on delete set null,
  hero_alt text check (hero_alt is null or length(hero_alt) <= 250),
  author_name text not null default '' check (length(author_name) <= 120),
  seo_title text check (seo_title is null or length(seo_title) <= 120),
  seo_description text check (seo_description is null or length(seo_description) <= 320),
  -- The revision the latest save wrote: saves in one sitting by one editor update it, not add one per keystroke pause.
  revision_id uuid references public.content_revisions (id) on delete set null,
  saved_by uuid references auth.users (id) on delete set null,
  saved_at timestamptz not null default now()
);

-- What a revision was: an editor's save, a restore, the version published or scheduled.
alter table public.content_revisions
  add column note text not null default '' check (length(note) <= 300);

-- A page waiting to be published at a minute: the revision that will go out, when, and who chose it.
alter table public.content_pages
  add column scheduled_revision_id uuid references public.content_revisions (id),
  add column scheduled_for timestamptz,
  add column scheduled_by uuid references auth.users (id) on delete set null,
  add constraint content_pages_schedule_check check ((scheduled_for is null) = (scheduled_revision_id is null));

-- The job looks for what is due.
create index content_pages_scheduled_idx on public.content_pages (scheduled_for) where scheduled_for is not null;

-- The key preview links are signed with: random per store, shared by every instance through the
-- database, so a link made on one instance opens on another and no configuration is needed.
create table public.content_preview_key (
  singleton boolean primary key default true check (singleton),
  secret text not null default (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
);
insert into public.content_preview_key default values;

alter table public.content_drafts enable row level security;
alter table public.content_preview_key enable row level security;
revoke all on public.content_drafts, public.content_preview_key from anon, authenticated;
