-- Pickup orders: what was ordered at which price, for which pickup slot, and where it stands.
-- Placing an order decrements stock and books a slot in one transaction; cancelling or expiring
-- it gives both back. Money in integer cents; limit amounts in flower-equivalent milligrams.

-- How long after the end of its pickup slot an order that nobody collected is held before it
-- expires and its stock returns to the shelf.
alter table public.store_settings
  add column order_hold_minutes integer not null default 120 check (order_hold_minutes between 0 and 10080);

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  -- Short and easy to read out at the counter: "RR-7K3Q9P".
  number text not null unique,
  customer_id uuid references auth.users (id) on delete set null,
  status text not null default 'placed'
    check (status in ('placed', 'accepted', 'ready', 'picked_up', 'cancelled', 'expired')),
  menu_mode text not null check (menu_mode in ('adult', 'medical')),
  contact_name text not null,
  email text not null,
  phone text not null,
  birthdate date not null,
  medical_card_number text,
  medical_card_expires_on date,
  check (menu_mode = 'adult' or (medical_card_number is not null and medical_card_expires_on is not null)),
  pickup_slot_start timestamptz not null,
  pickup_slot_end timestamptz not null,
  check (pickup_slot_end > pickup_slot_start),
  notes text not null default '',
  subtotal_cents integer not null check (subtotal_cents >= 0),
  discount_cents integer not null check (discount_cents >= 0),
  excise_cents integer not null check (excise_cents >= 0),
  sales_tax_cents integer not null check (sales_tax_cents >= 0),
  total_cents integer not null check (total_cents >= 0),
  flower_equivalent_mg integer not null default 0 check (flower_equivalent_mg >= 0),
  -- SHA-256 (hex) of the key the placing browser generated: a retried or repeated submit carries
  -- the same key and gets the same order back, and the key opens the order's receipt (thank-you
  -- page, calendar file) for that browser only. The key itself is never stored.
  idempotency_key text not null unique,
  marketing_email_consent boolean not null default false,
  marketing_sms_consent boolean not null default false,
  placed_at timestamptz not null default now(),
  accepted_at timestamptz,
  ready_at timestamptz,
  picked_up_at timestamptz,
  cancelled_at timestamptz,
  expired_at timestamptz,
  cancel_reason text,
  updated_at timestamptz not null default now()
);
create index orders_customer_idx on public.orders (customer_id, placed_at desc) where customer_id is not null;
create index orders_email_idx on public.orders (lower(email), placed_at desc);
create index orders_status_slot_idx on public.orders (status, pickup_slot_end) where status in ('placed', 'accepted', 'ready');
create index orders_medical_card_idx on public.orders (medical_card_number, placed_at) where medical_card_number is not null;

create table public.order_lines (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  variant_id uuid references public.variants (id) on delete set null,
  product_slug text not null,
  product_name text not null,
  size_label text not null,
  quantity integer not null check (quantity > 0),
  unit_price_cents integer not null check (unit_price_cents >= 0),
  discount_cents integer not null check (discount_cents >= 0),
  price_cents integer not null check (price_cents >= 0),
  excise_cents integer not null check (excise_cents >= 0),
  sales_tax_cents integer not null check (sales_tax_cents >= 0),
  total_cents integer not null check (total_cents >= 0),
  excise_taxable boolean not null,
  limit_category text not null,
  limit_amount integer not null,
  deals jsonb not null default '[]'::jsonb
);
create index order_lines_order_idx on public.order_lines (order_id);
create index order_lines_variant_idx on public.order_lines (variant_id);

-- Every status an order went through, with who moved it: the tracker's timeline and the audit.
create table public.order_events (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  status text not null,
  at timestamptz not null default now(),
  actor_id uuid references auth.users (id) on delete set null,
  note text
);
create index order_events_order_idx on public.order_events (order_id, at);

-- Orders per pickup slot, so capacity is checked with one guarded update even when many
-- shoppers take the last place at once.
create table public.pickup_slot_bookings (
  slot_start timestamptz primary key,
  booked integer not null default 0 check (booked >= 0)
);

-- A checkout that captured contact details but was not placed (the abandoned-carts report).
create table public.abandoned_checkouts (
  id uuid primary key default gen_random_uuid(),
  checkout_key text not null unique,
  contact_name text,
  email text,
  phone text,
  cart jsonb not null default '[]'::jsonb,
  subtotal_cents integer not null default 0,
  captured_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  order_id uuid references public.orders (id) on delete set null
);
create index abandoned_checkouts_captured_idx on public.abandoned_checkouts (captured_at desc) where order_id is null;

alter table public.orders enable row level security;
alter table public.order_lines enable row level security;
alter table public.order_events enable row level security;
alter table public.pickup_slot_bookings enable row level security;
alter table public.abandoned_checkouts enable row level security;
revoke all on public.orders, public.order_lines, public.order_events, public.pickup_slot_bookings,
  public.abandoned_checkouts from anon, authenticated;
