-- Staff find an order by the last digits of its phone number ("0123"), often all a customer reads
-- out at the counter. A suffix match is a prefix match on the reversed digits, which a
-- `text_pattern_ops` index serves, so the search reads no more than the orders it finds.
create index orders_phone_suffix_idx on public.orders (reverse(phone) text_pattern_ops);
