-- The abandoned-carts and feedback reports read these per-day rollups (report-rollups.ts rebuilds a
-- day from its sources whenever a write notes that day in report_changes).

-- Checkouts that captured a contact and were not placed, by the store-local day their contact was
-- first captured: how many, their value and units, and how many of those people placed a counted
-- order within 7 days after.
create table public.abandoned_checkout_days (
  day date primary key,
  checkouts integer not null check (checkouts >= 0),
  value_cents bigint not null check (value_cents >= 0),
  items integer not null check (items >= 0),
  later_ordered integer not null check (later_ordered >= 0)
);

-- First-purchase answers by the store-local day they were given and their score (0–10).
create table public.feedback_score_days (
  day date not null,
  score smallint not null check (score between 0 and 10),
  answers integer not null check (answers > 0),
  primary key (day, score)
);

-- First-purchase questions by the store-local day of the pickup that sent them (a customer's first
-- picked-up order), and how many of them have been answered so far.
create table public.feedback_question_days (
  day date primary key,
  sent integer not null check (sent >= 0),
  answered integer not null check (answered >= 0)
);

-- Whether a pickup is a customer's first, by email or by account, is one index probe each.
create index orders_email_pickup_idx on public.orders (lower(email), picked_up_at, id) where status = 'picked_up';
create index orders_customer_pickup_idx on public.orders (customer_id, picked_up_at, id)
  where status = 'picked_up' and customer_id is not null;

-- A checkout captured, changed or converted marks the day its contact was first captured.
create function public.note_abandoned_checkout_report_change() returns trigger
language plpgsql as $$
begin
  if tg_op <> 'DELETE' then
    insert into public.report_changes (subject, at) values ('abandoned_checkouts', new.captured_at);
  end if;
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and new.captured_at is distinct from old.captured_at) then
    insert into public.report_changes (subject, at) values ('abandoned_checkouts', old.captured_at);
  end if;
  return null;
end
$$;

create trigger abandoned_checkouts_report_change
  after insert or update or delete on public.abandoned_checkouts
  for each row execute function public.note_abandoned_checkout_report_change();

-- An answer marks the day it was given and the day of the pickup that sent its question.
create function public.note_purchase_feedback_report_change() returns trigger
language plpgsql as $$
declare
  answer public.purchase_feedback := case when tg_op = 'DELETE' then old else new end;
begin
  insert into public.report_changes (subject, at) values ('purchase_feedback', answer.created_at);
  if tg_op = 'UPDATE' and new.created_at is distinct from old.created_at then
    insert into public.report_changes (subject, at) values ('purchase_feedback', old.created_at);
  end if;
  insert into public.report_changes (subject, at)
    select 'purchase_feedback', o.picked_up_at from public.orders o
     where o.id = answer.order_id and o.picked_up_at is not null;
  return null;
end
$$;

create trigger purchase_feedback_report_change
  after insert or update or delete on public.purchase_feedback
  for each row execute function public.note_purchase_feedback_report_change();

-- A pickup marks its day. Whether a pickup is a customer's first (and so sent the question) depends
-- on their other pickups: one recorded with an earlier time (an import, the demo history) also marks
-- the days of that customer's later pickups, which may no longer be first.
create function public.note_order_pickup_report_change() returns trigger
language plpgsql as $$
begin
  if new.picked_up_at is not null then
    insert into public.report_changes (subject, at) values ('order_pickups', new.picked_up_at);
    insert into public.report_changes (subject, at)
      select 'order_pickups', e.picked_up_at from public.orders e
       where e.status = 'picked_up' and e.id <> new.id and e.picked_up_at > new.picked_up_at
         and (lower(e.email) = lower(new.email) or (new.customer_id is not null and e.customer_id = new.customer_id));
  end if;
  if tg_op = 'UPDATE' and old.picked_up_at is not null and old.picked_up_at is distinct from new.picked_up_at then
    insert into public.report_changes (subject, at) values ('order_pickups', old.picked_up_at);
  end if;
  return null;
end
$$;

create trigger orders_pickup_report_change
  after insert or update of status, customer_id, email, picked_up_at on public.orders
  for each row execute function public.note_order_pickup_report_change();

alter table public.abandoned_checkout_days enable row level security;
alter table public.feedback_score_days enable row level security;
alter table public.feedback_question_days enable row level security;
revoke all on public.abandoned_checkout_days, public.feedback_score_days, public.feedback_question_days
  from anon, authenticated;
