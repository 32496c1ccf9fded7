-- The home page's top and the deals page as blocks an admin orders and edits (hero, featured
-- categories, featured deals, store info, free text): content pages of their own kind, `blocks`,
-- at `/` and `/dispensary-deals`, so they share the content pages' drafts, revisions, publishing,
-- preview and audit (decision 22). The blocks are a JSON list whose shape the store's schema
-- (src/lib/content/page-blocks.ts) checks on every save; the database only holds that it is a list.
alter table public.content_pages drop constraint content_pages_kind_check;
alter table public.content_pages drop constraint content_pages_check;
alter table public.content_pages
  add constraint content_pages_kind_check check (kind in ('page', 'learn', 'blog', 'legal', 'blocks')),
  add constraint content_pages_path_check check (
    (kind = 'learn' and path ~ '^/learn/[a-z0-9]+(-[a-z0-9]+)*$')
    or (kind = 'blog' and path ~ '^/blog/[a-z0-9]+(-[a-z0-9]+)*$')
    or (kind in ('page', 'legal') and path ~ '^/[a-z0-9]+(-[a-z0-9]+)*$')
    or (kind = 'blocks' and path in ('/', '/dispensary-deals'))
  ),
  add column blocks jsonb check (blocks is null or jsonb_typeof(blocks) = 'array'),
  -- A page of blocks has them (perhaps none); a written page has none.
  add constraint content_pages_kind_blocks_check check ((kind = 'blocks') = (blocks is not null));

alter table public.content_drafts
  add column blocks jsonb check (blocks is null or jsonb_typeof(blocks) = 'array');
alter table public.content_revisions add column blocks jsonb;

-- Every store has both pages, as drafts with no blocks until they are first published (the demo
-- store's seed publishes the blocks the pages have always shown).
insert into public.content_pages (path, kind, status, title, blocks)
values ('/', 'blocks', 'draft', 'Home page', '[]'::jsonb),
       ('/dispensary-deals', 'blocks', 'draft', 'Deals page', '[]'::jsonb)
on conflict (path) do nothing;
