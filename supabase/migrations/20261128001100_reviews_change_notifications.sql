-- A review written, edited, decided on or replied to changes what product pages and /reviews show:
-- every instance's page cache drops what it holds. It rides the content pages' channel
-- (`content_changed`, 20261127000100), which empties the page cache and leaves the menu's caches,
-- which hold no reviews.
create trigger reviews_content_changed_notify after insert or update or delete or truncate on public.reviews
  for each statement execute function public.notify_content_changed();
