-- The media library: images staff upload in the dashboard, or compose there into bundle images,
-- to show on products, deals and pages. The files live in the media store (DATA_DIR/media, or
-- the Supabase Storage bucket) under `path`, re-encoded as WebP, with smaller copies beside them
-- named `{name}-{width}.webp` for each of `variant_widths`.
create table public.media (
  id uuid primary key default gen_random_uuid(),
  path text not null unique check (path ~ '^[a-z0-9]+(/[a-z0-9][a-z0-9_-]*)+\.webp$'),
  alt text not null check (length(btrim(alt)) between 1 and 250),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  byte_size integer not null check (byte_size > 0),
  content_type text not null check (content_type = 'image/webp'),
  -- What was uploaded (its format, judged by content), or 'bundle' for a composed image.
  source text not null check (source in ('jpeg', 'png', 'webp', 'avif', 'bundle')),
  variant_widths integer[] not null default '{}',
  -- The uploaded file's name, for finding it again; never used as a path.
  original_name text not null default '',
  uploaded_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index media_created_idx on public.media (created_at desc, id);

-- A library image shown on a product is found by its path (product images may also come from
-- elsewhere, such as the demo store's artwork); the library will not delete one in use.
create index product_images_path_idx on public.product_images (path);

alter table public.media enable row level security;
revoke all on public.media from anon, authenticated;
