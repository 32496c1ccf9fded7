-- A job posting written, published, closed or reopened changes what /learn/jobs, its posting page
-- and the sitemap show: every instance's page cache drops what it holds, as for content pages
-- (the same channel and function, so the menu's caches keep theirs). Applications show on no
-- public page, so they announce nothing.
create trigger job_postings_changed_notify after insert or update or delete or truncate on public.job_postings
  for each statement execute function public.notify_content_changed();
