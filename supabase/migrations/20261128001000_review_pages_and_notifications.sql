-- A review written, edited, voted helpful or decided changes what product pages, /reviews and the
-- home page's reviews block show: every instance's page cache drops what it holds. Reviews are
-- not part of the menu, so they announce on the content pages' channel, which the menu's caches
-- ignore.
create function public.notify_reviews_changed() returns trigger
  language plpgsql
  as $$
begin
  perform pg_notify('content_changed', 'reviews');
  return null;
end
$$;

create trigger reviews_changed_notify after insert or update or delete or truncate on public.reviews
  for each statement execute function public.notify_reviews_changed();

revoke all on function public.notify_reviews_changed() from public, anon, authenticated;
grant execute on function public.notify_reviews_changed() to service_role;

-- "Most helpful" pages walk this order; a burst from one author is counted by address and time.
create index reviews_product_helpful_idx on public.reviews (product_id, helpful_count desc, created_at desc)
  where status <> 'held';
create index reviews_author_recent_idx on public.reviews (author_email, created_at);
