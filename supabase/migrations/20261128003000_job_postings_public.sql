-- The public side of job postings: the posting pages are cached like the content pages, so a
-- change to a posting empties every instance's page cache (src/server/cache/change-feed.ts), and
-- the store keeps applications for a number of days it chooses (the retention job deletes older
-- ones, except hires, whose application belongs to their personnel file).
create function public.notify_job_postings_changed() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  perform pg_notify('content_changed', 'job_postings');
  return null;
end;
$$;

create trigger job_postings_changed_notify after insert or update or delete or truncate on public.job_postings
  for each statement execute function public.notify_job_postings_changed();

revoke all on function public.notify_job_postings_changed() from public, anon, authenticated;
grant execute on function public.notify_job_postings_changed() to service_role;

-- A year by default: US employers keep applications at least that long (29 CFR 1602.14).
alter table public.store_settings
  add column job_application_retention_days integer not null default 365
    check (job_application_retention_days between 30 and 3650);

-- The retention job walks applications by age, hires aside.
create index job_applications_age_idx on public.job_applications (created_at) where stage <> 'hired';
