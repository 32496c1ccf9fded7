-- Each counter keeps its own expiry: windows differ per purpose (a minute for web-vitals beacons,
-- ten for order lookups), so a sweep by one purpose's window must never end another's counts.
alter table public.rate_limit_counters add column expires_at timestamptz;
update public.rate_limit_counters set expires_at = window_start + interval '1 day';
alter table public.rate_limit_counters alter column expires_at set not null;
drop index public.rate_limit_counters_window_idx;
create index rate_limit_counters_expires_idx on public.rate_limit_counters (expires_at);
