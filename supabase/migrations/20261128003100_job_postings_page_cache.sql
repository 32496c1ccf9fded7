-- A job posting written, published, closed or reopened changes what /learn/jobs, its posting page
-- and the sitemap show: every instance's page cache drops what it holds, as for content pages
-- (the same channel, so the menu's caches keep theirs). Applications show on no public page, so
-- they announce nothing. The public jobs pages may already have given the table a trigger that
-- does this; one is enough.
do $$
begin
  if not exists (
    select 1 from pg_trigger where tgrelid = 'public.job_postings'::regclass and tgname = 'job_postings_changed_notify'
  ) then
    create trigger job_postings_page_cache_notify after insert or update or delete or truncate on public.job_postings
      for each statement execute function public.notify_content_changed();
  end if;
end
$$;
