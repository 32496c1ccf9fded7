-- Each order line records the stock it was sold from (decision 73): 'medical' for a patient's
-- order at a store keeping medical stock apart, else 'all' (the size's own row). Cancelling or
-- expiring the order puts its units back into that same count, so units of one licence never
-- return to the other's.

alter table public.order_lines
  add column stock_pool text not null default 'all' check (stock_pool in ('all', 'medical'));

comment on column public.order_lines.stock_pool is
  'The store_variants pool the line''s units were taken from, and go back to if the order ends without a sale.';

-- As in 20261208001700_medical_stock_apart.sql, and switching off is also refused while an open
-- order holds medical units: ending it would put them back into a count that no longer exists.
-- The medical rows are locked first, so an order taking medical units meanwhile is either seen
-- here (it committed first) or finds the rows gone and is refused as sold out.
create or replace function public.medical_stock_apart_switched() returns trigger
  language plpgsql
  as $$
begin
  if new.medical_stock_apart then
    if (select count(*) from public.store_licences l
         where l.store_id = new.id and l.kind in ('adult_use_retailer', 'medical_provisioning_center')) < 2 then
      raise exception 'A store keeps medical stock apart only while it holds both an adult-use retailer and a medical provisioning center licence'
        using errcode = 'check_violation', constraint = 'medical_stock_apart_needs_both_licences';
    end if;
    perform public.add_medical_stock_rows(new.id);
  else
    perform 1 from public.store_variants sv where sv.store_id = new.id and sv.pool = 'medical' for update;
    if exists (select 1 from public.store_variants sv
                where sv.store_id = new.id and sv.pool = 'medical' and sv.stock > 0) then
      raise exception 'The medical stock must be sold or transferred before the store keeps one stock'
        using errcode = 'check_violation', constraint = 'medical_stock_apart_needs_empty_medical_stock';
    end if;
    if exists (select 1 from public.orders o join public.order_lines l on l.order_id = o.id
                where o.store_id = new.id and o.status in ('placed', 'accepted', 'ready')
                  and l.stock_pool = 'medical') then
      raise exception 'Open medical orders hold units of the medical stock: they must be picked up, cancelled or expire before the store keeps one stock'
        using errcode = 'check_violation', constraint = 'medical_stock_apart_needs_empty_medical_stock';
    end if;
    delete from public.store_variants sv where sv.store_id = new.id and sv.pool = 'medical';
  end if;
  return null;
end
$$;

revoke all on function public.medical_stock_apart_switched() from public, anon, authenticated;
