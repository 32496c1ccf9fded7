-- The rewards and referrals reports' rollups (see 20261128005000_report_rollups.sql for how a
-- rollup is kept current). Both are keyed by store-local day, so a year is a few hundred rows
-- (rewards) or about one row per referral (referrals), never a scan of the ledger or of orders.

-- Points by what moved them, per store-local day of the ledger entry, and the balance every
-- customer holds together at the end of that day (the running sum of `net`): the liability at
-- any day's end is the `balance` of the latest row on or before it.
create table public.report_reward_days (
  day date primary key,
  earned bigint not null,
  referral bigint not null,
  birthday bigint not null,
  adjusted_up bigint not null,
  -- Spent at checkout (a positive number of points).
  redeemed bigint not null,
  -- Given back when the order they were spent on was cancelled or expired.
  refunded bigint not null,
  -- Taken back by the store (negative adjustments, as a positive number).
  adjusted_down bigint not null,
  net bigint not null,
  balance bigint not null
);

-- Referred accounts by the store-local day they were created and the customer whose code they
-- used: how many, how many of them placed a first order that counts as a sale, and how many
-- rewarded their referrer (that order picked up).
create table public.report_referral_days (
  day date not null,
  referrer_id uuid not null,
  signups integer not null,
  first_orders integer not null,
  rewarded integer not null,
  primary key (day, referrer_id)
);

-- Rebuilding a day reads the ledger and the referrals by when they were written, and a status
-- change of an order finds the referral it was the first order of.
create index reward_ledger_created_idx on public.reward_ledger (created_at);
create index referrals_created_idx on public.referrals (created_at);
create index referrals_first_order_idx on public.referrals (first_order_id) where first_order_id is not null;

create function public.note_reward_ledger_report_change() returns trigger
language plpgsql as $$
begin
  if tg_op <> 'DELETE' then
    insert into public.report_changes (subject, at) values ('reward_ledger', new.created_at);
  end if;
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and new.created_at is distinct from old.created_at) then
    insert into public.report_changes (subject, at) values ('reward_ledger', old.created_at);
  end if;
  return null;
end
$$;

create trigger reward_ledger_report_change
  after insert or update or delete on public.reward_ledger
  for each row execute function public.note_reward_ledger_report_change();

-- A referral counts on the day its account was created, whatever later step changed it.
create function public.note_referral_report_change() returns trigger
language plpgsql as $$
begin
  if tg_op <> 'DELETE' then
    insert into public.report_changes (subject, at) values ('referrals', new.created_at);
  end if;
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and new.created_at is distinct from old.created_at) then
    insert into public.report_changes (subject, at) values ('referrals', old.created_at);
  end if;
  return null;
end
$$;

create trigger referrals_report_change
  after insert or update or delete on public.referrals
  for each row execute function public.note_referral_report_change();

-- Whether a first order counts depends on its status: a change of it marks the referral's day.
create function public.note_first_order_report_change() returns trigger
language plpgsql as $$
begin
  insert into public.report_changes (subject, at)
    select 'referrals', r.created_at from public.referrals r where r.first_order_id = new.id;
  return null;
end
$$;

create trigger orders_first_order_report_change
  after update of status on public.orders
  for each row when (old.status is distinct from new.status)
  execute function public.note_first_order_report_change();

alter table public.report_reward_days enable row level security;
alter table public.report_referral_days enable row level security;
revoke all on public.report_reward_days, public.report_referral_days from anon, authenticated;
