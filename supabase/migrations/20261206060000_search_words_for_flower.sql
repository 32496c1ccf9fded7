-- Shoppers ask for flower by its everyday names: "weed" (and "herb", "marijuana", Michigan's
-- "marihuana") find the flower shelf as "bud" and "nug" do. A store that already gave one of these
-- words a meaning of its own keeps it.
insert into public.search_words (term, category_slugs, alternatives) values
  ('weed', '{flower}', '{}'),
  ('herb', '{flower}', '{}'),
  ('marijuana', '{flower}', '{marihuana}'),
  ('marihuana', '{flower}', '{marijuana}')
on conflict (match_key) do nothing;
