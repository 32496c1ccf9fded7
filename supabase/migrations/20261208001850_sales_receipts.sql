-- Every handed-over sale reaches Metrc (R 420.505(2); decision 79). When an order of a store whose
-- stock comes from Metrc or a point of sale is picked up, the packages its units left from are
-- recorded, and its sale is queued in an outbox the background job 'deliver-sales-receipts'
-- uploads: the counter never waits on the state's system, and a sale recorded while it is down is
-- uploaded by itself when it answers again (the rule asks for within 24 h of its return).

-- Which packages each handed-over line's units left from: earliest expiry first, then oldest.
-- `quantity` is in the package's unit (units for 'Each', else the units' weight in that unit), so
-- the receipt and the end-of-day reconciliation read it as Metrc counts it.
create table public.order_line_packages (
  order_line_id bigint not null references public.order_lines (id) on delete cascade,
  order_id uuid not null references public.orders (id) on delete cascade,
  store_id uuid not null references public.stores (id) on delete cascade,
  package_label text not null check (package_label ~ '^[0-9A-Z]{1,30}$'),
  units integer not null check (units > 0),
  quantity numeric(12, 3) not null check (quantity > 0),
  unit_of_measure text not null,
  -- The handover's instant: what left after a package was last confirmed is not in its count yet.
  handed_over_at timestamptz not null,
  primary key (order_line_id, package_label)
);
create index order_line_packages_package_idx on public.order_line_packages (store_id, package_label, handed_over_at);
create index order_line_packages_order_idx on public.order_line_packages (order_id);

-- The outbox of sales to the store's source: one sale per order (a void or a correction later
-- follows it as a row of its own). `payload` is the SourceReceipt as sent (soldAt an ISO instant).
create table public.sales_receipts (
  id uuid primary key default gen_random_uuid(),
  store_id uuid not null references public.stores (id) on delete cascade,
  order_id uuid not null references public.orders (id) on delete cascade,
  kind text not null default 'sale' check (kind in ('sale', 'void', 'correction')),
  -- queued: waiting or being retried; sent: the source has it (source_id); attention: a person
  -- must act (the source refused it, or the packages could not cover a line).
  state text not null default 'queued' check (state in ('queued', 'sent', 'attention')),
  -- Why it needs attention: 'packages' (the mapping must be fixed; it is allocated again on every
  -- run of the job until it is covered) or 'refused' (the source's message in last_error).
  attention_reason text check (attention_reason is null or attention_reason in ('packages', 'refused')),
  check ((state = 'attention') = (attention_reason is not null)),
  payload jsonb not null check (jsonb_typeof(payload) = 'object'),
  external_number text not null,
  sold_at timestamptz not null,
  attempts integer not null default 0 check (attempts >= 0),
  -- Failures in a row since the last answer, which set the backoff.
  failures integer not null default 0 check (failures >= 0),
  next_attempt_at timestamptz,
  -- True from the moment a send starts until the source answers it: a send that failed after
  -- leaving (a timeout, a lost answer, a crash) may have been recorded, so the next attempt
  -- first asks the source for it by our number (none twice).
  may_have_arrived boolean not null default false,
  last_error text not null default '' check (length(last_error) <= 1000),
  last_error_at timestamptz,
  source_id text,
  queued_at timestamptz not null,
  sent_at timestamptz,
  check (state <> 'sent' or sent_at is not null)
);
create unique index sales_receipts_one_sale_idx on public.sales_receipts (order_id) where kind = 'sale';
-- A manager voids a handed-over sale once; the void waits until the sale itself is in the source.
create unique index sales_receipts_one_void_idx on public.sales_receipts (order_id) where kind = 'void';
create index sales_receipts_due_idx on public.sales_receipts (store_id, next_attempt_at, queued_at) where state = 'queued';
create index sales_receipts_sold_idx on public.sales_receipts (store_id, sold_at);

-- The first failure of the current outage of a store's source, cleared by its next answer
-- (last_error_at is the latest failure): the dashboard's "Metrc is not answering since 2:04 PM".
alter table public.store_inventory_sources add column down_since timestamptz;

alter table public.order_line_packages enable row level security;
alter table public.sales_receipts enable row level security;
revoke all on public.order_line_packages, public.sales_receipts from anon, authenticated;

select public.scope_to_stores('public.order_line_packages');
select public.scope_to_stores('public.sales_receipts');
