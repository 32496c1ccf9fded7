-- Field measurements of page speed (web vitals) sent by shoppers' browsers, and the request
-- counters that rate-limit public endpoints across every instance.

create table public.web_vital_beacons (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  name text not null check (name in ('FCP', 'LCP', 'CLS', 'INP', 'TTFB')),
  value double precision not null check (value >= 0),
  -- Rated on the server with the spec's thresholds, whatever the browser said.
  rating text not null check (rating in ('good', 'needs-improvement', 'poor')),
  -- The route pattern (/products/[slug]) so pages of one kind report together.
  route text not null,
  path text not null,
  device text not null check (device in ('mobile', 'tablet', 'desktop')),
  navigation_type text,
  attribution jsonb not null default '{}'::jsonb
);
create index web_vital_beacons_report_idx on public.web_vital_beacons (name, received_at);
create index web_vital_beacons_route_idx on public.web_vital_beacons (route, name, received_at);

-- Fixed-window counters: one row per key and window, removed once the window is old.
create table public.rate_limit_counters (
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (key, window_start)
);
create index rate_limit_counters_window_idx on public.rate_limit_counters (window_start);

alter table public.web_vital_beacons enable row level security;
alter table public.rate_limit_counters enable row level security;
revoke all on public.web_vital_beacons, public.rate_limit_counters from anon, authenticated;
