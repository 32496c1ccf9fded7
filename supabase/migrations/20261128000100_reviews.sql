-- Product and store reviews (16 CFR 465: never filtered by rating). A review is `published` (text
-- shown), `held` (waiting for an admin's decision: the compliance checker or the spam rules flagged
-- it; neither shown nor counted yet) or `withheld` (its text breaks the written review policy for
-- `withheld_reason`; the page says so, and its rating counts like any other). Averages and counts
-- are over `published` and `withheld` alike. The reasons are the words of src/lib/vocabulary/reviews.ts.
create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  subject text not null check (subject in ('product', 'store')),
  product_id uuid references public.products (id) on delete cascade,
  check ((subject = 'product') = (product_id is not null)),
  -- The author: a customer account, or a guest who came through a signed link from their order.
  customer_id uuid references auth.users (id) on delete set null,
  author_email text not null check (author_email = lower(btrim(author_email)) and length(author_email) <= 254),
  -- As shoppers see it: a first name and an initial ("Dana R."), never the full name.
  author_name text not null check (length(btrim(author_name)) between 1 and 60),
  -- The picked-up order that makes this a verified buyer's review (for a product: an order that
  -- contained it); null when none.
  order_id uuid references public.orders (id) on delete set null,
  verified boolean not null default false,
  rating smallint not null check (rating between 1 and 5),
  title text not null default '' check (length(title) <= 120),
  body text not null default '' check (length(body) <= 5000),
  status text not null default 'published' check (status in ('published', 'held', 'withheld')),
  -- Why the checker or the spam rules held it (reason codes), shown to the admin who decides.
  hold_reasons text[] not null default '{}',
  withheld_reason text check (
    withheld_reason is null
    or withheld_reason in ('off_topic', 'personal_information', 'profanity', 'spam', 'health_claim', 'not_about_store')
  ),
  check ((status = 'withheld') = (withheld_reason is not null)),
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  -- The store's public answer, shown under the review.
  reply text check (reply is null or length(btrim(reply)) between 1 and 2000),
  replied_at timestamptz,
  replied_by uuid references auth.users (id) on delete set null,
  helpful_count integer not null default 0 check (helpful_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One review per product per author, and one store review per author; the author edits it.
create unique index reviews_one_per_author_idx on public.reviews (
  subject, coalesce(product_id, '00000000-0000-0000-0000-000000000000'::uuid), author_email
);
create index reviews_product_idx on public.reviews (product_id, created_at desc) where status <> 'held';
create index reviews_store_idx on public.reviews (created_at desc) where subject = 'store' and status <> 'held';
create index reviews_held_idx on public.reviews (created_at) where status = 'held';

-- Every rating and text a review has had: an author's edit keeps what it replaced.
create table public.review_revisions (
  id bigint generated always as identity primary key,
  review_id uuid not null references public.reviews (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  title text not null,
  body text not null,
  at timestamptz not null default now()
);
create index review_revisions_review_idx on public.review_revisions (review_id, at);

-- "Was this helpful?": one vote per voter (an account id, or a hash of a guest's address and browser key).
create table public.review_helpful_votes (
  review_id uuid not null references public.reviews (id) on delete cascade,
  voter text not null check (length(voter) between 1 and 100),
  at timestamptz not null default now(),
  primary key (review_id, voter)
);

-- The first-purchase survey: one answer per picked-up order.
create table public.purchase_feedback (
  order_id uuid primary key references public.orders (id) on delete cascade,
  customer_id uuid references auth.users (id) on delete set null,
  -- "How likely are you to recommend us?" 0–10 (NPS).
  score smallint not null check (score between 0 and 10),
  went_well text not null default '' check (length(went_well) <= 2000),
  could_improve text not null default '' check (length(could_improve) <= 2000),
  created_at timestamptz not null default now()
);
create index purchase_feedback_created_idx on public.purchase_feedback (created_at);

alter table public.reviews enable row level security;
alter table public.review_revisions enable row level security;
alter table public.review_helpful_votes enable row level security;
alter table public.purchase_feedback enable row level security;
revoke all on public.reviews, public.review_revisions, public.review_helpful_votes, public.purchase_feedback
  from anon, authenticated;
