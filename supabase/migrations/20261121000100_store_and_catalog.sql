-- The store's facts and the catalog: brands, a category tree, strains, products, their
-- variants (what is actually sold and stocked), lab-tested batches and images.
-- Money is integer cents; weights are integer milligrams.

create extension if not exists pg_trgm;

-- One row: every store fact is a setting, never code.
create table public.store_settings (
  id boolean primary key default true check (id),
  name text not null,
  legal_name text not null,
  tagline text not null default '',
  street_address text not null,
  city text not null,
  region text not null,
  postal_code text not null,
  country text not null default 'US',
  latitude double precision,
  longitude double precision,
  phone text not null,
  email text not null,
  license_number text not null,
  medical_license_number text,
  timezone text not null default 'America/Detroit',
  -- Michigan taxes in basis points (1000 = 10%).
  excise_tax_bps integer not null default 1000 check (excise_tax_bps between 0 and 10000),
  sales_tax_bps integer not null default 600 check (sales_tax_bps between 0 and 10000),
  -- Purchase limits in flower-equivalent milligrams (R 420.506).
  adult_use_limit_mg integer not null default 70870 check (adult_use_limit_mg > 0),
  adult_use_concentrate_limit_mg integer not null default 15000 check (adult_use_concentrate_limit_mg > 0),
  medical_daily_limit_mg integer not null default 70870 check (medical_daily_limit_mg > 0),
  medical_monthly_limit_mg integer not null default 283495 check (medical_monthly_limit_mg > 0),
  -- Which limit category a vape cartridge counts against.
  vape_limit_category text not null default 'concentrate'
    check (vape_limit_category in ('concentrate', 'gaseous')),
  merch_slug text not null default 'store' check (merch_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  pickup_slot_minutes integer not null default 30 check (pickup_slot_minutes between 5 and 240),
  pickup_slot_capacity integer not null default 8 check (pickup_slot_capacity > 0),
  staging_mode boolean not null default false,
  theme jsonb not null default '{}'::jsonb,
  seeded_at timestamptz,
  updated_at timestamptz not null default now()
);

-- Opening hours in the store's time zone; a day may have several intervals, a closed day none.
create table public.store_hours (
  id uuid primary key default gen_random_uuid(),
  weekday smallint not null check (weekday between 0 and 6), -- 0 = Sunday
  opens_at time not null,
  closes_at time not null check (closes_at > opens_at),
  unique (weekday, opens_at)
);

create table public.brands (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null,
  description text not null default '',
  website text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.categories (
  id uuid primary key default gen_random_uuid(),
  parent_id uuid references public.categories (id) on delete restrict,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null,
  description text not null default '',
  position integer not null default 0,
  -- Menu filters this category shows (e.g. {brand,strain_type,thc,price}); edited in the dashboard.
  menu_filters text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (parent_id is null or parent_id <> id)
);
create index categories_parent_idx on public.categories (parent_id);

create table public.strains (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null,
  type text not null check (type in ('indica', 'sativa', 'hybrid', 'cbd')),
  lineage text not null default '',
  description text not null default '',
  -- Dominant terpenes, most abundant first: [{"name": "myrcene", "percent": 0.8}, …]
  terpenes jsonb not null default '[]'::jsonb,
  effects text[] not null default '{}',
  flavors text[] not null default '{}',
  typical_thc_percent numeric(5, 2),
  typical_cbd_percent numeric(5, 2),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.products (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null,
  brand_id uuid references public.brands (id) on delete restrict,
  category_id uuid not null references public.categories (id) on delete restrict,
  strain_id uuid references public.strains (id) on delete set null,
  description text not null default '',
  effects text[] not null default '{}',
  -- Cannabis products need an active lab-tested batch to be sold; merch and accessories do not.
  is_cannabis boolean not null default true,
  medical_only boolean not null default false,
  status text not null default 'active' check (status in ('draft', 'active', 'archived')),
  featured boolean not null default false,
  -- Potency reporting: percent for flower, concentrates and vapes; milligrams per package for infused goods.
  potency_unit text not null default 'percent' check (potency_unit in ('percent', 'mg')),
  servings_per_package integer check (servings_per_package > 0),
  seo_title text,
  seo_description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index products_brand_idx on public.products (brand_id);
create index products_category_idx on public.products (category_id);
create index products_strain_idx on public.products (strain_id);

-- What is sold: one size of a product, with its own prices, stock and Michigan limit amount.
create table public.variants (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  sku text not null unique,
  size_label text not null,
  weight_mg integer check (weight_mg > 0),
  adult_use_price_cents integer not null check (adult_use_price_cents >= 0),
  medical_price_cents integer check (medical_price_cents >= 0),
  stock integer not null default 0 check (stock >= 0),
  -- How the variant counts against purchase limits; the amount is milligrams, or microlitres
  -- for infused liquids (converted to flower-equivalent grams by the limit engine).
  limit_category text not null default 'none'
    check (limit_category in ('flower', 'concentrate', 'infused_solid', 'infused_liquid', 'vape', 'none')),
  limit_amount integer not null default 0 check (limit_amount >= 0),
  excise_taxable boolean not null default true,
  position integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (limit_category = 'none' or limit_amount > 0)
);
create index variants_product_idx on public.variants (product_id);

-- A lab-tested production lot. Only products with an active batch are on the menu.
create table public.batches (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  batch_number text not null,
  lab_name text not null,
  tested_on date not null,
  thc_percent numeric(5, 2) check (thc_percent between 0 and 100),
  cbd_percent numeric(5, 2) check (cbd_percent between 0 and 100),
  thc_mg numeric(8, 2) check (thc_mg >= 0),
  cbd_mg numeric(8, 2) check (cbd_mg >= 0),
  terpenes jsonb not null default '[]'::jsonb,
  coa_url text,
  status text not null default 'active' check (status in ('active', 'on_hold', 'recalled', 'expired')),
  expires_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (product_id, batch_number)
);
create index batches_product_status_idx on public.batches (product_id, status);

create table public.product_images (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  path text not null,
  alt text not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  position integer not null default 0,
  created_at timestamptz not null default now()
);
create index product_images_product_idx on public.product_images (product_id, position);

-- App-level profile for every auth user; the role decides what the dashboard allows.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'customer' check (role in ('customer', 'manager', 'admin')),
  full_name text not null default '',
  phone text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The browser never talks to the database: RLS on with no policies, and nothing granted to
-- the public API roles. The server connects as the owner.
alter table public.store_settings enable row level security;
alter table public.store_hours enable row level security;
alter table public.brands enable row level security;
alter table public.categories enable row level security;
alter table public.strains enable row level security;
alter table public.products enable row level security;
alter table public.variants enable row level security;
alter table public.batches enable row level security;
alter table public.product_images enable row level security;
alter table public.profiles enable row level security;

revoke all on all tables in schema public from anon, authenticated;
