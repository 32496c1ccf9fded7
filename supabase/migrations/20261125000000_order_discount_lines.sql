-- Each saving on an order by name, so receipts, emails and the dashboard list every deal and the
-- points spent as lines of their own instead of one "Deals" sum: a list of
-- {"slug", "title", "savingsCents"} in the order pricing applied them (deals, largest first, then
-- rewards and referral credit), written when the order is placed.
alter table public.orders
  add column discounts jsonb not null default '[]'::jsonb check (jsonb_typeof(discounts) = 'array');

-- Orders placed before this kept only the sums: their deals become one line, beside the rewards
-- and referral amounts they recorded.
update public.orders
   set discounts =
         (case when discount_cents - rewards_discount_cents - referral_discount_cents > 0
               then jsonb_build_array(jsonb_build_object('slug', 'deals', 'title', 'Deals',
                      'savingsCents', discount_cents - rewards_discount_cents - referral_discount_cents))
               else '[]'::jsonb end)
         || (case when rewards_discount_cents > 0
               then jsonb_build_array(jsonb_build_object('slug', 'rewards', 'title',
                      rewards_points_redeemed || ' rewards points', 'savingsCents', rewards_discount_cents))
               else '[]'::jsonb end)
         || (case when referral_discount_cents > 0
               then jsonb_build_array(jsonb_build_object('slug', 'referral', 'title', 'Referral: first order',
                      'savingsCents', referral_discount_cents))
               else '[]'::jsonb end)
 where discount_cents > 0;
