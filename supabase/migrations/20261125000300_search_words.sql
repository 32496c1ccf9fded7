-- The store's search vocabulary: words shoppers type that the catalog's own text does not say
-- ("wax", "carts", "preroll", "bud"), each meaning categories of the menu (with their
-- subcategories) and/or other words ("preroll" → "pre roll"). Staff edit it in the dashboard
-- (/dashboard/menu/search-words); the store's defaults are below, so every database has them.
--
-- A term is kept as the menu search splits what a shopper types (src/lib/search-words.ts):
-- lower-case runs of letters and digits separated by single spaces ("Pre-Roll" → "pre roll").
-- It is looked up by its words' English stems, the ones the full text uses, so "carts" finds the
-- term "cart" and "gummies" the term "gummy".

-- The English stem of each word (the word itself for a stop word, which has none).
create function public.search_word_stems(words text[]) returns text[]
  language sql
  immutable
  strict
  parallel safe
  as $$
    select coalesce(array_agg(coalesce((ts_lexize('english_stem', u.word))[1], u.word) order by u.n), '{}')
      from unnest(words) with ordinality as u (word, n)
  $$;

-- What a term is looked up by: its words' stems, separated by single spaces.
create function public.search_word_key(term text) returns text
  language sql
  immutable
  strict
  parallel safe
  as $$
    select array_to_string(public.search_word_stems(string_to_array(term, ' ')), ' ')
  $$;

create table public.search_words (
  id uuid primary key default gen_random_uuid(),
  -- One to four words (the search looks up no longer run of a shopper's words).
  term text not null check (term ~ '^[^ ]+( [^ ]+){0,3}$' and length(term) <= 60),
  -- Unique: "cart" and "carts" are one term.
  match_key text generated always as (public.search_word_key(term)) stored unique,
  -- Addresses of categories whose products (with their subcategories') the term finds. Kept by
  -- address rather than id so the defaults exist before any category does; an address nobody has
  -- finds nothing, and a category's new address is followed (search_words_follow_category_slug).
  category_slugs text[] not null default '{}',
  -- Other words the term finds, kept like the term.
  alternatives text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (cardinality(category_slugs) > 0 or cardinality(alternatives) > 0)
);

alter table public.search_words enable row level security;
revoke all on public.search_words from anon, authenticated;

-- A change of meaning changes search results: the menu caches and page caches of every instance
-- drop what they hold (store_changed, 20261121000400).
create trigger store_changed_notify after insert or update or delete or truncate on public.search_words
  for each statement execute function public.notify_store_changed();

-- A category's new address replaces its old one in every search word.
create function public.search_words_follow_category_slug() returns trigger
  language plpgsql
  as $$
begin
  update public.search_words
     set category_slugs = array_replace(category_slugs, old.slug, new.slug), updated_at = now()
   where old.slug = any (category_slugs);
  return null;
end
$$;

create trigger search_words_follow_category_slug after update of slug on public.categories
  for each row when (old.slug is distinct from new.slug) execute function public.search_words_follow_category_slug();

-- `phrase` (words separated by single spaces) as a phrase of the words' stems, as the full text
-- has them, in the name, brand, strain or category of a product (weights A–C) but not its description: a description mentions a word in
-- passing ("pressed from Big Bud", "notes of candy") without the product being one.
create function public.search_word_phrase(phrase text) returns tsquery
  language sql
  immutable
  strict
  parallel safe
  as $$
    select to_tsquery('english', array_to_string(array(
      select quote_literal(u.word) || ':ABC' from unnest(string_to_array(phrase, ' ')) with ordinality as u (word, n) order by u.n
    ), ' <-> '))
  $$;

-- The products a shopper's search matches, and the full-text query that says how well a product
-- matches through the vocabulary (null when the search names no search word).
--
-- The shopper's words are read left to right; at each word the longest run of up to four words
-- that is a search word (by stems) counts as one: the product must have those words as a phrase
-- (search_word_phrase), or one of the term's other words, or sit in one of its categories. Every
-- other word is a prefix of the full text (name, brand, strain, categories, effects, terpenes,
-- description), as "gumm" finds gummies. A product matches when it matches every part.
--
-- A search that names no search word is answered as before the vocabulary: every word as a prefix
-- of the full text and, when that finds less than a page, the whole term similar to a stretch of
-- name, brand and strain (typos: "blue dreem"). A search that names one is not a typo, so it
-- gets no similar-text matches.
--
-- Both predicates cost far more per row than the planner assumes (a text-search match, a trigram
-- similarity), so on a small menu it would read every row and evaluate them; the GIN indexes
-- are always the better way, and this function plans its queries with sequential scans off to
-- say so. It runs once per statement (menu_hits in src/server/catalog/menu-sql.ts).
create function public.menu_search_hits(term text, words text[], out ids uuid[], out expanded tsquery)
  language plpgsql
  stable
  set enable_seqscan = off
  as $$
declare
  stems text[] := public.search_word_stems(words);
  word_count integer := coalesce(cardinality(words), 0);
  pos integer := 1;
  word record;
  plain text[] := '{}';
  alternative text;
  part tsquery;
  part_categories uuid[];
  hits uuid[];
begin
  while pos <= word_count loop
    select s.category_slugs, s.alternatives, cardinality(string_to_array(s.term, ' ')) as word_length
      into word
      from public.search_words s
     where s.match_key = any (array(
             select array_to_string(stems[pos:pos + span - 1], ' ') from generate_series(1, least(4, word_count - pos + 1)) as span))
     order by word_length desc
     limit 1;
    if not found then
      plain := plain || words[pos];
      pos := pos + 1;
      continue;
    end if;
    part := public.search_word_phrase(array_to_string(words[pos:pos + word.word_length - 1], ' '));
    foreach alternative in array word.alternatives loop
      part := part || public.search_word_phrase(alternative);
    end loop;
    part_categories := array(select c.id from public.categories c where c.slug = any (word.category_slugs));
    if hits is not null then
      hits := array(select s.product_id from public.menu_products s
                     where s.product_id = any (hits)
                       and (s.search_document @@ part or (s.listed and s.category_path && part_categories)));
    elsif cardinality(part_categories) > 0 then
      hits := array(select s.product_id from public.menu_products s where s.search_document @@ part
                    union
                    select s.product_id from public.menu_products s where s.listed and s.category_path && part_categories);
    else
      hits := array(select s.product_id from public.menu_products s where s.search_document @@ part);
    end if;
    expanded := coalesce(expanded && part, part);
    pos := pos + word.word_length;
  end loop;

  if cardinality(plain) > 0 then
    part := to_tsquery('english', array_to_string(array(select quote_literal(w) || ':*' from unnest(plain) as w), ' & '));
    if hits is null then
      hits := array(select s.product_id from public.menu_products s where s.search_document @@ part);
    else
      hits := array(select s.product_id from public.menu_products s where s.product_id = any (hits) and s.search_document @@ part);
    end if;
    if expanded is not null then
      expanded := expanded && part;
    end if;
  end if;

  ids := coalesce(hits, '{}');
  if expanded is null and cardinality(ids) < 24 then
    ids := array(select unnest(ids)
                 union
                 select s.product_id from public.menu_products s where term <% s.search_text);
  end if;
end
$$;

drop function public.menu_search_matches(text, text);

revoke all on function public.search_word_stems(text[]), public.search_word_key(text), public.search_word_phrase(text),
  public.search_words_follow_category_slug(), public.menu_search_hits(text, text[])
  from public, anon, authenticated;
grant execute on function public.search_word_stems(text[]), public.search_word_key(text), public.search_word_phrase(text),
  public.menu_search_hits(text, text[])
  to service_role;

-- The store's defaults: everyday words for what a Michigan dispensary sells, by the demo store's
-- category addresses. A store whose categories have other addresses edits them in the dashboard.
insert into public.search_words (term, category_slugs, alternatives) values
  ('preroll', '{pre-rolls}', '{pre roll}'),
  ('pre roll', '{pre-rolls}', '{preroll}'),
  ('joint', '{pre-rolls}', '{preroll,pre roll}'),
  ('flower', '{flower}', '{}'),
  ('bud', '{flower}', '{}'),
  ('nug', '{flower}', '{}'),
  ('eighth', '{flower}', '{}'),
  ('ounce', '{flower}', '{}'),
  ('oz', '{flower}', '{ounce}'),
  ('wax', '{badder,shatter}', '{budder,crumble,sugar wax}'),
  ('budder', '{badder}', '{badder}'),
  ('batter', '{badder}', '{badder}'),
  ('dab', '{concentrates}', '{}'),
  ('concentrate', '{concentrates}', '{}'),
  ('live resin', '{live-resin}', '{}'),
  ('sauce', '{live-resin}', '{}'),
  ('rosin', '{rosin}', '{}'),
  ('solventless', '{rosin}', '{rosin}'),
  ('rso', '{}', '{full extract cannabis oil,rick simpson oil}'),
  ('vape', '{vapes}', '{}'),
  ('pen', '{vapes,batteries}', '{}'),
  ('cart', '{cartridges}', '{cartridge}'),
  ('dispo', '{disposables}', '{disposable}'),
  ('510', '{cartridges,batteries}', '{}'),
  ('edible', '{edibles}', '{}'),
  ('gummy', '{gummies}', '{}'),
  ('candy', '{gummies,chocolates}', '{}'),
  ('chocolate', '{chocolates}', '{}'),
  ('beverage', '{beverages}', '{drink}'),
  ('drink', '{beverages}', '{beverage}'),
  ('tincture', '{tinctures}', '{}'),
  ('drop', '{tinctures}', '{}'),
  ('topical', '{topicals}', '{}'),
  ('rub', '{topicals}', '{}'),
  ('rolling paper', '{papers}', '{}'),
  ('merch', '{apparel}', '{}'),
  ('clothing', '{apparel}', '{}'),
  ('shirt', '{tees}', '{tee}'),
  ('t shirt', '{tees}', '{tee}'),
  ('tshirt', '{tees}', '{tee}'),
  ('sweatshirt', '{hoodies}', '{hoodie,crewneck}'),
  ('cap', '{hats}', '{hat}');
