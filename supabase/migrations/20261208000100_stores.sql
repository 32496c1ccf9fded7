-- Stores: the locations of the one organization this deployment runs. The organization (brand,
-- catalog, content, rewards, purchase limits) stays the one `store_settings` row; a store is a
-- licensed location with its own address, municipality, time zone, licences, hours, pickup
-- capacity and switch that pauses its online ordering (R 420.203(2)(d): each licence keeps its own
-- inventory and records; MCL 333.27956(2)(b): hours are the municipality's to set).
--
-- The store that existed before is the first store, the default one: every row written without a
-- store belongs to it (`default_store_id()`), and the columns `store_settings` had for it stay,
-- kept equal to the default store's row in both directions, so a deployment with one store reads
-- and writes exactly as before. A new database has its first store from the start, not yet
-- described (no town): the organization's first settings row describes it.

create table public.stores (
  id uuid primary key default gen_random_uuid(),
  -- The store's page is /stores/{slug}.
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 60),
  -- The location's own name ("Monroe", "Ypsilanti"), shown beside the brand's.
  name text not null check (length(btrim(name)) between 1 and 80),
  is_default boolean not null default false,
  position integer not null default 0,
  street_address text not null default '',
  city text not null default '',
  region text not null default '',
  postal_code text not null default '',
  country text not null default 'US',
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  phone text not null default '',
  email text not null default '',
  -- The city, village or township whose ordinance sets the store's hours.
  municipality text not null default '',
  timezone text not null default 'America/Detroit',
  pickup_slot_minutes integer not null default 30 check (pickup_slot_minutes between 5 and 240),
  pickup_slot_capacity integer not null default 8 check (pickup_slot_capacity > 0),
  order_hold_minutes integer not null default 120 check (order_hold_minutes between 0 and 10080),
  online_ordering_paused boolean not null default false,
  online_ordering_paused_message text not null default '' check (length(online_ordering_paused_message) <= 300),
  opened_on date,
  -- A closed store keeps its rows (records are kept four years) and leaves the storefront.
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (not online_ordering_paused or length(btrim(online_ordering_paused_message)) > 0),
  check (not (is_default and closed_at is not null))
);

create unique index stores_one_default on public.stores ((true)) where is_default;

-- A store's state licences, one number per kind (a co-located store holds an adult-use retailer
-- and a medical provisioning center licence at one address).
create table public.store_licences (
  store_id uuid not null references public.stores on delete cascade,
  kind text not null
    check (kind in ('adult_use_retailer', 'medical_provisioning_center', 'microbusiness', 'class_a_microbusiness')),
  number text not null check (length(btrim(number)) between 1 and 40),
  expires_on date,
  primary key (store_id, kind)
);

-- The store a row belongs to when it does not say: the default store.
create function public.default_store_id() returns uuid
  language sql
  stable
  as $$
  select id from public.stores where is_default
$$;

-- A slug from a town's name: 'Ann Arbor' -> 'ann-arbor'.
create function public.store_slug_of(town text) returns text
  language sql
  immutable
  as $$
  select coalesce(nullif(trim(both '-' from regexp_replace(lower(town), '[^a-z0-9]+', '-', 'g')), ''), 'store')
$$;

-- One licence of the default store set from `store_settings`: a blank number removes it.
create function public.mirror_default_store_licence(licence_kind text, licence_number text) returns void
  language plpgsql
  as $$
declare
  store uuid := public.default_store_id();
  wanted text := nullif(btrim(coalesce(licence_number, '')), '');
begin
  if wanted is null then
    delete from public.store_licences where store_id = store and kind = licence_kind;
  else
    insert into public.store_licences (store_id, kind, number)
    values (store, licence_kind, wanted)
    on conflict (store_id, kind) do update set number = excluded.number
      where public.store_licences.number is distinct from excluded.number;
  end if;
end
$$;

-- `store_settings` -> the default store. The first settings row describes the first store: its
-- town names it and gives its slug.
create function public.store_settings_to_default_store() returns trigger
  language plpgsql
  as $$
begin
  if not exists (select 1 from public.stores where is_default) then
    insert into public.stores (slug, name, is_default, street_address, city, region, postal_code, country,
                               latitude, longitude, phone, email, municipality, timezone, pickup_slot_minutes,
                               pickup_slot_capacity, order_hold_minutes, online_ordering_paused,
                               online_ordering_paused_message)
    values (public.store_slug_of(new.city), new.city, true, new.street_address, new.city, new.region,
            new.postal_code, new.country, new.latitude, new.longitude, new.phone, new.email, new.city, new.timezone,
            new.pickup_slot_minutes, new.pickup_slot_capacity, new.order_hold_minutes, new.online_ordering_paused,
            new.online_ordering_paused_message);
  else
    update public.stores s
       set slug = case when s.city = '' then public.store_slug_of(new.city) else s.slug end,
           name = case when s.city = '' then new.city else s.name end,
           municipality = case when s.city = '' then new.city else s.municipality end,
           street_address = new.street_address, city = new.city, region = new.region,
           postal_code = new.postal_code, country = new.country, latitude = new.latitude,
           longitude = new.longitude, phone = new.phone, email = new.email, timezone = new.timezone,
           pickup_slot_minutes = new.pickup_slot_minutes, pickup_slot_capacity = new.pickup_slot_capacity,
           order_hold_minutes = new.order_hold_minutes, online_ordering_paused = new.online_ordering_paused,
           online_ordering_paused_message = new.online_ordering_paused_message, updated_at = now()
     where s.is_default
       and (s.street_address, s.city, s.region, s.postal_code, s.country, s.latitude, s.longitude, s.phone, s.email,
            s.timezone, s.pickup_slot_minutes, s.pickup_slot_capacity, s.order_hold_minutes,
            s.online_ordering_paused, s.online_ordering_paused_message)
           is distinct from
           (new.street_address, new.city, new.region, new.postal_code, new.country, new.latitude, new.longitude,
            new.phone, new.email, new.timezone, new.pickup_slot_minutes, new.pickup_slot_capacity,
            new.order_hold_minutes, new.online_ordering_paused, new.online_ordering_paused_message);
  end if;
  perform public.mirror_default_store_licence('adult_use_retailer', new.license_number);
  perform public.mirror_default_store_licence('medical_provisioning_center', new.medical_license_number);
  return null;
end
$$;

create trigger store_settings_to_default_store after insert or update on public.store_settings
  for each row execute function public.store_settings_to_default_store();

-- The default store -> `store_settings`, for writers of the store's row (and a new default store).
create function public.default_store_to_store_settings() returns trigger
  language plpgsql
  as $$
begin
  if not new.is_default then
    return null;
  end if;
  update public.store_settings s
     set street_address = new.street_address, city = new.city, region = new.region,
         postal_code = new.postal_code, country = new.country, latitude = new.latitude,
         longitude = new.longitude, phone = new.phone, email = new.email, timezone = new.timezone,
         pickup_slot_minutes = new.pickup_slot_minutes, pickup_slot_capacity = new.pickup_slot_capacity,
         order_hold_minutes = new.order_hold_minutes, online_ordering_paused = new.online_ordering_paused,
         online_ordering_paused_message = new.online_ordering_paused_message, updated_at = now()
   where (s.street_address, s.city, s.region, s.postal_code, s.country, s.latitude, s.longitude, s.phone, s.email,
          s.timezone, s.pickup_slot_minutes, s.pickup_slot_capacity, s.order_hold_minutes,
          s.online_ordering_paused, s.online_ordering_paused_message)
         is distinct from
         (new.street_address, new.city, new.region, new.postal_code, new.country, new.latitude, new.longitude,
          new.phone, new.email, new.timezone, new.pickup_slot_minutes, new.pickup_slot_capacity,
          new.order_hold_minutes, new.online_ordering_paused, new.online_ordering_paused_message);
  return null;
end
$$;

create trigger default_store_to_store_settings after insert or update on public.stores
  for each row execute function public.default_store_to_store_settings();

-- The default store's licences -> `store_settings`' two licence columns.
create function public.default_store_licences_to_store_settings() returns trigger
  language plpgsql
  as $$
declare
  store uuid := public.default_store_id();
begin
  if coalesce(new.store_id, old.store_id) is distinct from store then
    return null;
  end if;
  update public.store_settings s
     set license_number = coalesce(
           (select number from public.store_licences where store_id = store and kind = 'adult_use_retailer'), ''),
         medical_license_number =
           (select number from public.store_licences where store_id = store and kind = 'medical_provisioning_center'),
         updated_at = now()
   where (nullif(s.license_number, ''), nullif(s.medical_license_number, ''))
         is distinct from
         ((select number from public.store_licences where store_id = store and kind = 'adult_use_retailer'),
          (select number from public.store_licences where store_id = store and kind = 'medical_provisioning_center'));
  return null;
end
$$;

create trigger default_store_licences_to_store_settings after insert or update or delete on public.store_licences
  for each row execute function public.default_store_licences_to_store_settings();

-- The store that exists today becomes the first store.
insert into public.stores (slug, name, is_default, street_address, city, region, postal_code, country, latitude,
                           longitude, phone, email, municipality, timezone, pickup_slot_minutes, pickup_slot_capacity,
                           order_hold_minutes, online_ordering_paused, online_ordering_paused_message)
select public.store_slug_of(city), city, true, street_address, city, region, postal_code, country, latitude, longitude,
       phone, email, city, timezone, pickup_slot_minutes, pickup_slot_capacity, order_hold_minutes,
       online_ordering_paused, online_ordering_paused_message
  from public.store_settings;
insert into public.stores (slug, name, is_default)
select 'store', 'Store', true
 where not exists (select 1 from public.stores);

insert into public.store_licences (store_id, kind, number)
select public.default_store_id(), licence.kind, licence.number
  from public.store_settings s
 cross join lateral (values ('adult_use_retailer', nullif(btrim(s.license_number), '')),
                            ('medical_provisioning_center', nullif(btrim(s.medical_license_number), ''))) as licence(kind, number)
 where licence.number is not null;

-- Every process's page and settings caches hear a store's change as they hear the settings'.
create trigger store_changed_notify after insert or update or delete or truncate on public.stores
  for each statement execute function public.notify_store_changed();
create trigger store_changed_notify after insert or update or delete or truncate on public.store_licences
  for each statement execute function public.notify_store_changed();

alter table public.stores enable row level security;
alter table public.store_licences enable row level security;
revoke all on public.stores, public.store_licences from anon, authenticated;
