-- Tax rates as effective-dated data: a rate change is a row with the instant it starts, written
-- ahead of time, not an edit on the day. A rate is per tax and customer type (adult-use cannabis,
-- medical cannabis, goods that are not cannabis), for every store (`store_id` null) or one store,
-- which then overrides the organization's rate. What each sale was charged stays on its order's
-- lines, so a rate in effect is never edited.
--
-- The rates the organization had are rows in effect since always (`-infinity`), kept equal to
-- `store_settings.excise_tax_bps` / `sales_tax_bps`: whoever writes those columns (the settings
-- page's taxes form, a seed) sets the organization's standing rates, as before.

create table public.tax_rates (
  id uuid primary key default gen_random_uuid(),
  tax text not null check (tax in ('excise', 'sales')),
  customer_type text not null check (customer_type in ('adult', 'medical', 'non_cannabis')),
  -- Null: every store of the organization.
  store_id uuid references public.stores,
  rate_bps integer not null check (rate_bps between 0 and 10000),
  effective_from timestamptz not null,
  created_at timestamptz not null default now(),
  -- The marihuana retailer excise tax is charged on adult-use cannabis only (MCL 333.27963(4)):
  -- a medical or non-cannabis excise rate would be a rate nothing charges.
  check (tax = 'sales' or customer_type = 'adult'),
  unique nulls not distinct (tax, customer_type, store_id, effective_from)
);

create index tax_rates_store on public.tax_rates (store_id);

-- The organization's standing rates (`-infinity` rows) from the settings row: excise on adult-use
-- cannabis, sales tax on everything.
create function public.store_settings_to_tax_rates() returns trigger
  language plpgsql
  as $$
begin
  insert into public.tax_rates (tax, customer_type, store_id, rate_bps, effective_from)
  select standing.tax, standing.customer_type, null, standing.rate_bps, '-infinity'
    from (values ('excise', 'adult', new.excise_tax_bps),
                 ('sales', 'adult', new.sales_tax_bps),
                 ('sales', 'medical', new.sales_tax_bps),
                 ('sales', 'non_cannabis', new.sales_tax_bps)) as standing(tax, customer_type, rate_bps)
  on conflict (tax, customer_type, store_id, effective_from) do update set rate_bps = excluded.rate_bps
    where public.tax_rates.rate_bps is distinct from excluded.rate_bps;
  return null;
end
$$;

create trigger store_settings_to_tax_rates after insert or update of excise_tax_bps, sales_tax_bps
  on public.store_settings
  for each row execute function public.store_settings_to_tax_rates();

insert into public.tax_rates (tax, customer_type, store_id, rate_bps, effective_from)
select standing.tax, standing.customer_type, null, standing.rate_bps, '-infinity'
  from public.store_settings s
 cross join lateral (values ('excise', 'adult', s.excise_tax_bps),
                            ('sales', 'adult', s.sales_tax_bps),
                            ('sales', 'medical', s.sales_tax_bps),
                            ('sales', 'non_cannabis', s.sales_tax_bps)) as standing(tax, customer_type, rate_bps);

-- The storefront's settings read carries the schedule: its caches hear a new rate at once.
create trigger store_changed_notify after insert or update or delete or truncate on public.tax_rates
  for each statement execute function public.notify_store_changed();

alter table public.tax_rates enable row level security;
revoke all on public.tax_rates from anon, authenticated;
