-- Where a store's stock comes from, and the packages it holds (decision 77). A store's stock is its
-- own count staff keep in the dashboard ('own', every store until an admin chooses otherwise), or
-- the state's tracking system itself ('metrc'), or the store's point of sale ('pos'). With a source
-- other than its own, the store's packages below are the truth: each is a Metrc package (its tag is
-- the label), mapped to the size it is sold as, and a size's stock is what its listable packages
-- hold, less what open orders already hold.

create table public.store_inventory_sources (
  store_id uuid primary key references public.stores on delete cascade,
  kind text not null default 'own' check (kind in ('own', 'metrc', 'pos')),
  -- Which point of sale, when kind is 'pos'.
  pos_vendor text check (pos_vendor is null or pos_vendor in ('dutchie')),
  -- The Metrc facility licence the store's packages and sales are under.
  licence_number text not null default '' check (length(licence_number) <= 40),
  -- The store's own API credentials for the source, sealed with INVENTORY_CREDENTIALS_KEY
  -- (AES-256-GCM: iv, tag and text, base64). Never read back to a browser.
  credentials_sealed text,
  -- 'attention' once the source refused them (401): admins are told, sync and uploads wait.
  credentials_state text not null default 'unset' check (credentials_state in ('unset', 'ok', 'attention')),
  credentials_problem text not null default '' check (length(credentials_problem) <= 300),
  -- The end of the last last-modified window fetched whole: every package changed before it is here.
  synced_through timestamptz,
  -- When the source last answered a sync (the menu's "synced N s ago").
  last_synced_at timestamptz,
  last_full_reconcile_at timestamptz,
  -- The last failure talking to the source, cleared by the next success.
  last_error text not null default '' check (length(last_error) <= 500),
  last_error_at timestamptz,
  updated_at timestamptz not null default now(),
  check (kind <> 'pos' or pos_vendor is not null)
);

insert into public.store_inventory_sources (store_id) select id from public.stores;

create function public.add_store_inventory_source() returns trigger
  language plpgsql
  as $$
begin
  insert into public.store_inventory_sources (store_id) values (new.id) on conflict do nothing;
  return null;
end
$$;

create trigger stores_inventory_source after insert on public.stores
  for each row execute function public.add_store_inventory_source();

create table public.store_packages (
  id uuid primary key default gen_random_uuid(),
  store_id uuid not null references public.stores on delete cascade,
  -- The Metrc tag (e.g. 1A4060300002EE1000012345).
  label text not null check (label ~ '^[0-9A-Z]{1,30}$'),
  -- The source's own id of the package, where it has one.
  source_id text not null default '',
  item_name text not null default '',
  -- Metrc's item category (Michigan's list: 'Buds', 'Pre-Roll Flower', 'Infused Edible', ...).
  category text not null default '',
  -- 'Each' for prepackaged units, else a weight ('Grams', 'Ounces', ...).
  unit_of_measure text not null default 'Each',
  -- The weight of one unit as the item declares it, for 'Each' packages.
  unit_weight_grams numeric(10, 3) check (unit_weight_grams is null or unit_weight_grams > 0),
  quantity numeric(12, 3) not null default 0,
  -- Metrc's lab testing state ('TestPassed', 'TestFailed', 'NotSubmitted', ...); '' when unknown.
  lab_state text not null default '',
  on_hold boolean not null default false,
  expires_on date,
  -- The size this package is sold as; null until staff map it.
  variant_id uuid references public.variants on update cascade on delete set null,
  -- Which count of a store keeping medical stock apart the package fills (decision 73).
  pool text not null default 'all' check (pool in ('all', 'adult', 'medical')),
  -- A unit weight outside its category's bounds is held until staff confirm it (R 420.505(2)).
  weight_confirmed_at timestamptz,
  weight_confirmed_by uuid,
  -- When the source last said what it holds, and when it last changed there.
  confirmed_at timestamptz not null default now(),
  source_modified_at timestamptz,
  -- No longer active at the source (sold through, finished, moved away).
  gone_at timestamptz,
  created_at timestamptz not null default now(),
  unique (store_id, label)
);

create index store_packages_variant_idx on public.store_packages (variant_id, store_id) where gone_at is null;

alter table public.store_inventory_sources enable row level security;
alter table public.store_packages enable row level security;
revoke all on public.store_inventory_sources, public.store_packages from anon, authenticated;

select public.scope_to_stores('public.store_inventory_sources');
select public.scope_to_stores('public.store_packages');
