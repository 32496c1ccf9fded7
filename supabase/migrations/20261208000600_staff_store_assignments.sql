-- The stores each manager is given. An admin sees every store and needs no row here; a manager
-- sees and changes only the stores listed for them (the dashboard's store scope, decision 63).
-- Every manager there is today manages the one store there is, so nobody sees less than before.

create table public.staff_store_assignments (
  user_id uuid not null references auth.users (id) on delete cascade,
  store_id uuid not null references public.stores on delete cascade,
  -- The admin who gave the store; null for the migration's own assignments and a gone admin.
  granted_by uuid references auth.users (id) on delete set null,
  granted_at timestamptz not null default now(),
  primary key (user_id, store_id)
);

create index staff_store_assignments_store on public.staff_store_assignments (store_id);

insert into public.staff_store_assignments (user_id, store_id)
select p.id, public.default_store_id()
  from public.profiles p
 where p.role = 'manager'
   and public.default_store_id() is not null;

-- While the organization has a single open store, an account that becomes a manager (invited,
-- promoted, or written by a seed) manages it: with one store there is nothing to choose. With
-- several, an admin gives each manager their stores on the users page.
create function public.manager_takes_the_only_store() returns trigger
  language plpgsql
  as $$
begin
  if new.role = 'manager' and (tg_op = 'INSERT' or old.role is distinct from 'manager')
     and (select count(*) from public.stores where closed_at is null) = 1 then
    insert into public.staff_store_assignments (user_id, store_id)
    select new.id, s.id from public.stores s where s.closed_at is null
    on conflict do nothing;
  end if;
  return null;
end
$$;

create trigger manager_takes_the_only_store after insert or update of role on public.profiles
  for each row execute function public.manager_takes_the_only_store();

revoke all on function public.manager_takes_the_only_store() from public, anon, authenticated;

alter table public.staff_store_assignments enable row level security;
revoke all on public.staff_store_assignments from anon, authenticated;
