-- The store's content pages: learn articles (/learn/{slug}), blog posts (/blog/{slug}), legal pages
-- and plain pages (/{slug}), written in Markdown and rendered, sanitised, when a page is served
-- (src/server/content/). The kinds and statuses are the words of src/lib/vocabulary/content.ts.
-- A page is public while it is published and its `published_at` has come.
create table public.content_pages (
  id uuid primary key default gen_random_uuid(),
  path text not null unique,
  kind text not null check (kind in ('page', 'learn', 'blog', 'legal')),
  status text not null default 'draft' check (status in ('draft', 'scheduled', 'published', 'archived')),
  title text not null check (length(btrim(title)) between 1 and 200),
  summary text not null default '' check (length(summary) <= 500),
  body text not null default '' check (length(body) <= 200000),
  -- The picture at the top of the page, from the media library, with its own description here.
  hero_media_id uuid references public.media (id) on delete restrict,
  hero_alt text check (hero_alt is null or length(hero_alt) <= 250),
  -- Who signs the page, as readers see it, and the staff account that looks after it.
  author_name text not null default '' check (length(author_name) <= 120),
  owner_id uuid references auth.users (id) on delete set null,
  seo_title text check (seo_title is null or length(btrim(seo_title)) between 1 and 120),
  seo_description text check (seo_description is null or length(btrim(seo_description)) between 1 and 320),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Where a page lives follows from its kind, so the routes never have to guess.
  check (
    (kind = 'learn' and path ~ '^/learn/[a-z0-9]+(-[a-z0-9]+)*$')
    or (kind = 'blog' and path ~ '^/blog/[a-z0-9]+(-[a-z0-9]+)*$')
    or (kind in ('page', 'legal') and path ~ '^/[a-z0-9]+(-[a-z0-9]+)*$')
  ),
  -- An image without a description would shut out readers who cannot see it.
  check (hero_media_id is null or length(btrim(coalesce(hero_alt, ''))) >= 1),
  -- A published or scheduled page says when it is (or will be) out.
  check (status not in ('scheduled', 'published') or published_at is not null)
);

-- The lists (/learn, /blog, the feed) read a kind's published pages newest first.
create index content_pages_published_idx on public.content_pages (kind, published_at desc, id)
  where status = 'published';

-- Every save of a page, as it was saved: the history editors read and restore from.
create table public.content_revisions (
  id uuid primary key default gen_random_uuid(),
  page_id uuid not null references public.content_pages (id) on delete cascade,
  path text not null,
  kind text not null,
  status text not null,
  title text not null,
  summary text not null,
  body text not null,
  hero_media_id uuid references public.media (id) on delete set null,
  hero_alt text,
  author_name text not null,
  owner_id uuid references auth.users (id) on delete set null,
  seo_title text,
  seo_description text,
  published_at timestamptz,
  saved_by uuid references auth.users (id) on delete set null,
  saved_at timestamptz not null default now()
);
create index content_revisions_page_idx on public.content_revisions (page_id, saved_at desc, id);

alter table public.content_pages enable row level security;
alter table public.content_revisions enable row level security;
revoke all on public.content_pages, public.content_revisions from anon, authenticated;

-- A page written, published or withdrawn changes what the public pages show: every instance's
-- page cache drops what it holds. Its own channel, so the menu's caches (which hold no content)
-- keep theirs.
create function public.notify_content_changed() returns trigger
  language plpgsql
  as $$
begin
  perform pg_notify('content_changed', '');
  return null;
end
$$;

create trigger content_changed_notify after insert or update or delete or truncate on public.content_pages
  for each statement execute function public.notify_content_changed();

revoke all on function public.notify_content_changed() from public, anon, authenticated;
grant execute on function public.notify_content_changed() to service_role;

-- When the demo store's content pages were published: a store seeded before content pages existed
-- gets them on its next start, once; one whose staff later removed them does not get them back.
alter table public.store_settings add column content_seeded_at timestamptz;
