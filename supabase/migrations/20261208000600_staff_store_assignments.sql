-- The stores each manager is given. An admin sees every store and needs no row here; a manager
-- sees and changes only their stores (the dashboard's store scope, decision 63). While the
-- organization has one store every manager manages it, rows or not: with one store there is
-- nothing to choose, and a manager invited or promoted then works as before.

create table public.staff_store_assignments (
  user_id uuid not null references auth.users (id) on delete cascade,
  store_id uuid not null references public.stores on delete cascade,
  -- The admin who gave the store; null for the ones the store gave by itself and a gone admin.
  granted_by uuid references auth.users (id) on delete set null,
  granted_at timestamptz not null default now(),
  primary key (user_id, store_id)
);

create index staff_store_assignments_store on public.staff_store_assignments (store_id);

-- The stores a manager manages, the default store first: every store while there is one, else
-- the ones they were given.
create function public.managed_store_ids(manager uuid) returns uuid[]
  language sql
  stable
  as $$
  select case
           when (select count(*) from public.stores) = 1 then array(select id from public.stores)
           else array(select s.id
                        from public.staff_store_assignments a join public.stores s on s.id = a.store_id
                       where a.user_id = manager
                       order by s.is_default desc, s.position, s.name, s.id)
         end
$$;

-- The managers there are today manage the store there is, and keep it once there are more.
insert into public.staff_store_assignments (user_id, store_id)
select p.id, public.default_store_id()
  from public.profiles p
 where p.role = 'manager'
   and public.default_store_id() is not null;

-- When the organization grows from one store to more, the managers of the one store keep it: it
-- becomes theirs by a row, as it was theirs by being the only one.
create function public.managers_keep_the_only_store() returns trigger
  language plpgsql
  security definer
  set search_path = public
  as $$
begin
  if (select count(*) from public.stores where id not in (select id from added)) = 1 then
    insert into public.staff_store_assignments (user_id, store_id)
    select p.id, s.id
      from public.profiles p
     cross join public.stores s
     where p.role = 'manager' and s.id not in (select id from added)
    on conflict do nothing;
  end if;
  return null;
end
$$;

create trigger managers_keep_the_only_store after insert on public.stores
  referencing new table as added
  for each statement execute function public.managers_keep_the_only_store();

revoke all on function public.managers_keep_the_only_store() from public, anon, authenticated;
revoke all on function public.managed_store_ids(uuid) from public, anon, authenticated;

alter table public.staff_store_assignments enable row level security;
revoke all on public.staff_store_assignments from anon, authenticated;
