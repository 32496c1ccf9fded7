-- Rewards points and referrals. Points are a ledger (every change a row, the balance their sum);
-- earning happens when an order is picked up, redeeming when it is placed (given back if it is
-- cancelled or expires). A referral links a new customer to the customer whose code they used.

alter table public.store_settings
  -- Points earned per whole dollar of pre-tax cannabis spend on a picked-up order.
  add column rewards_points_per_dollar integer not null default 1 check (rewards_points_per_dollar between 0 and 100),
  -- Points given once a year in the customer's birthday month, with their first pickup that month.
  add column rewards_birthday_bonus_points integer not null default 100 check (rewards_birthday_bonus_points >= 0),
  -- What points buy at checkout: [{ "points": 100, "discountCents": 500 }, …], cheapest first.
  add column rewards_redemption_tiers jsonb not null
    default '[{"points": 100, "discountCents": 500}, {"points": 250, "discountCents": 1500}, {"points": 500, "discountCents": 3500}]'::jsonb,
  -- The referred customer's first-order discount, and the referrer's points when that order is picked up.
  add column referral_discount_cents integer not null default 1000 check (referral_discount_cents >= 0),
  add column referral_referrer_points integer not null default 200 check (referral_referrer_points >= 0);

alter table public.profiles
  add column referral_code text unique check (referral_code ~ '^[A-Z0-9]{6,12}$');

-- Eight hex characters from a random UUID: four billion codes, nothing easily misread.

-- Every customer has a code from the start: existing profiles get one now, new ones on insert.
create function public.new_referral_code() returns text
  language sql volatile
  as $$ select upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8)) $$;

create function public.profiles_set_referral_code() returns trigger
  language plpgsql
  as $$
begin
  if new.referral_code is null then
    loop
      new.referral_code := public.new_referral_code();
      exit when not exists (select 1 from public.profiles where referral_code = new.referral_code);
    end loop;
  end if;
  return new;
end
$$;

create trigger profiles_referral_code before insert on public.profiles
  for each row execute function public.profiles_set_referral_code();

do $backfill$
declare
  profile_id uuid;
  code text;
begin
  for profile_id in select id from public.profiles where referral_code is null loop
    loop
      code := public.new_referral_code();
      exit when not exists (select 1 from public.profiles where referral_code = code);
    end loop;
    update public.profiles set referral_code = code where id = profile_id;
  end loop;
end
$backfill$;

create table public.referrals (
  id uuid primary key default gen_random_uuid(),
  referrer_id uuid not null references public.profiles (id) on delete cascade,
  -- A customer is referred once, ever.
  referred_id uuid not null unique references public.profiles (id) on delete cascade,
  check (referrer_id <> referred_id),
  code text not null,
  created_at timestamptz not null default now(),
  -- The referred customer's first order, which carries the discount; its pickup rewards the referrer.
  first_order_id uuid references public.orders (id) on delete set null,
  rewarded_at timestamptz
);
create index referrals_referrer_idx on public.referrals (referrer_id, created_at desc);

alter table public.orders
  add column rewards_points_redeemed integer not null default 0 check (rewards_points_redeemed >= 0),
  add column rewards_discount_cents integer not null default 0 check (rewards_discount_cents >= 0),
  add column referral_discount_cents integer not null default 0 check (referral_discount_cents >= 0);

create table public.reward_ledger (
  id bigint generated always as identity primary key,
  customer_id uuid not null references public.profiles (id) on delete cascade,
  points integer not null check (points <> 0),
  reason text not null check (reason in ('order_earned', 'order_redeemed', 'order_refunded', 'referral', 'birthday', 'adjustment')),
  order_id uuid references public.orders (id) on delete set null,
  referral_id uuid references public.referrals (id) on delete set null,
  note text,
  created_at timestamptz not null default now()
);
create index reward_ledger_customer_idx on public.reward_ledger (customer_id, created_at desc);
-- An order earns, redeems and refunds at most once each; a referral rewards once.
create unique index reward_ledger_order_reason_idx on public.reward_ledger (order_id, reason) where order_id is not null;
create unique index reward_ledger_referral_idx on public.reward_ledger (referral_id) where referral_id is not null;

alter table public.referrals enable row level security;
alter table public.reward_ledger enable row level security;
revoke all on public.referrals, public.reward_ledger from anon, authenticated;
