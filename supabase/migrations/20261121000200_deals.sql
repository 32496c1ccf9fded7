-- Deals: what the store discounts, for whom and when. The menu shows a product as "on deal" when
-- an active deal applies to it now; the pricing module in src/lib applies the discounts.

create table public.deals (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  description text not null default '',
  kind text not null check (kind in ('percent_off', 'amount_off', 'buy_x_get_y', 'bundle_price')),
  -- percent_off: whole percent off each unit; buy_x_get_y: percent off the "get" units (100 = free).
  percent_off integer check (percent_off between 1 and 100),
  amount_off_cents integer check (amount_off_cents > 0),
  buy_quantity integer check (buy_quantity > 0),
  get_quantity integer check (get_quantity > 0),
  bundle_quantity integer check (bundle_quantity > 1),
  bundle_price_cents integer check (bundle_price_cents > 0),
  -- What it applies to: everything, or the products, brands or categories in deal_targets.
  scope text not null default 'all' check (scope in ('all', 'products', 'brands', 'categories')),
  audience text not null default 'all' check (audience in ('all', 'adult', 'medical')),
  eligibility text not null default 'everyone' check (eligibility in ('everyone', 'first_time', 'birthday')),
  -- Days of the week it runs in the store's time zone (0 = Sunday); null runs every day.
  days_of_week smallint[] check (days_of_week is null or days_of_week <@ array[0, 1, 2, 3, 4, 5, 6]::smallint[]),
  starts_at timestamptz,
  ends_at timestamptz,
  active boolean not null default true,
  -- Deals never stack unless both say so; otherwise the larger discount wins.
  stackable boolean not null default false,
  position integer not null default 0,
  image_path text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at is null or starts_at is null or ends_at > starts_at),
  check (kind <> 'percent_off' or percent_off is not null),
  check (kind <> 'amount_off' or amount_off_cents is not null),
  check (kind <> 'buy_x_get_y' or (buy_quantity is not null and get_quantity is not null and percent_off is not null)),
  check (kind <> 'bundle_price' or (bundle_quantity is not null and bundle_price_cents is not null))
);

create table public.deal_targets (
  id uuid primary key default gen_random_uuid(),
  deal_id uuid not null references public.deals (id) on delete cascade,
  product_id uuid references public.products (id) on delete cascade,
  brand_id uuid references public.brands (id) on delete cascade,
  category_id uuid references public.categories (id) on delete cascade,
  check (num_nonnulls(product_id, brand_id, category_id) = 1)
);
create index deal_targets_deal_idx on public.deal_targets (deal_id);
create index deal_targets_product_idx on public.deal_targets (product_id) where product_id is not null;
create index deal_targets_brand_idx on public.deal_targets (brand_id) where brand_id is not null;
create index deal_targets_category_idx on public.deal_targets (category_id) where category_id is not null;

alter table public.deals enable row level security;
alter table public.deal_targets enable row level security;
revoke all on public.deals, public.deal_targets from anon, authenticated;
