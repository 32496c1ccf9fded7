-- A review counts in a rating (the summaries, the Product JSON-LD's aggregateRating) only when it
-- is a verified buyer's (decision 51): written through the signed link of a picked-up order, or
-- from an account with a confirmed email that picked up an order with the product (the store:
-- any order). Every other review is shown, marked "Not a verified purchase", and never counted,
-- whatever its stars. `verified` is that flag, set when the review is written and when a pickup
-- makes its author a verified buyer.
--
-- Until now an account's review was also verified by a picked-up order placed with the account's
-- email when the account had never confirmed that email (anyone can register an address they do
-- not own). Those reviews lose the flag and the order link that proved nothing; a review through
-- an order's link, or verified by the account's own order, keeps both.
update public.reviews r
   set verified = false, order_id = null
 where r.verified
   and r.customer_id is not null
   and not exists (select 1 from auth.users u where u.id = r.customer_id and u.email_confirmed_at is not null)
   and not exists (select 1 from public.orders o where o.id = r.order_id and o.customer_id = r.customer_id);

comment on column public.reviews.verified is
  'A verified buyer''s review, the only kind counted in ratings: tied to a picked-up order (order_id) through the order''s emailed link, or by an account with a confirmed email.';
