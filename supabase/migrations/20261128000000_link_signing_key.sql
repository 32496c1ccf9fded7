-- The key that signs content previews signs every link the store hands out (review invitations,
-- newsletter confirmations, unsubscribe links, private downloads): one key, a purpose per link.
alter table public.content_preview_key rename to link_signing_key;
