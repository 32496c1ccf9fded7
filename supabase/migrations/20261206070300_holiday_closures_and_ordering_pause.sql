-- Holidays: a date the store is closed all day (no hours), or open shorter (`opens_at` to
-- `closes_at`, store-local; a midnight closing is 24:00). They replace the week's hours on that
-- date in the header, the pickup times offered and accepted, the footer and the contact page.
create table public.store_closures (
  day date primary key,
  name text not null check (length(btrim(name)) between 1 and 80),
  opens_at time,
  closes_at time,
  check ((opens_at is null) = (closes_at is null)),
  check (closes_at is null or closes_at > opens_at)
);

-- A switch that pauses online ordering, with the sentence shoppers read meanwhile: the storefront
-- shows it beside the menu, in the cart and at checkout, and placing an order is refused with it.
alter table public.store_settings
  add column online_ordering_paused boolean not null default false,
  add column online_ordering_paused_message text not null default ''
    check (length(online_ordering_paused_message) <= 300),
  add constraint store_settings_paused_message_check
    check (not online_ordering_paused or length(btrim(online_ordering_paused_message)) > 0);

-- Every process's page and settings caches hear a holiday's change as they hear the hours'.
create trigger store_changed_notify after insert or update or delete or truncate on public.store_closures
  for each statement execute function public.notify_store_changed();

alter table public.store_closures enable row level security;
revoke all on public.store_closures from anon, authenticated;
