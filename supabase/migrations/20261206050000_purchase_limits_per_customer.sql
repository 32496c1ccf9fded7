-- Purchase limits that hold (docs/decisions/0055-purchase-limits-per-visit-under-a-customer-lock.md).
--
-- Registry card numbers are kept as their letters and digits in capitals ("MM-1234-5678" and
-- "mm 1234 5678" are the card MM12345678), as `normalizeRegistryCardNumber` reads them, so a
-- patient's day and month count every order on the card however it was typed. Numbers stored
-- before are rewritten the same way, and the checks keep every later one in that form.
update public.orders
   set medical_card_number = upper(regexp_replace(medical_card_number, '[^A-Za-z0-9]', '', 'g'))
 where medical_card_number is not null and medical_card_number !~ '^[A-Z0-9]+$';
update public.profiles
   set medical_card_number = upper(regexp_replace(medical_card_number, '[^A-Za-z0-9]', '', 'g'))
 where medical_card_number is not null and medical_card_number !~ '^[A-Z0-9]+$';

alter table public.orders
  add constraint orders_medical_card_number_normalised check (medical_card_number ~ '^[A-Z0-9]+$');
alter table public.profiles
  add constraint profiles_medical_card_number_normalised check (medical_card_number ~ '^[A-Z0-9]+$');

-- What an adult-use order holds of the 15 g concentrate share, beside its flower equivalent: one
-- person's open orders for the same day's pickup are handed over in one visit and share its
-- limits, so the next order of that visit adds them up. Earlier orders get theirs from their lines
-- (concentrates, and vapes while the store counts them as concentrate).
alter table public.orders
  add column concentrate_mg integer not null default 0 check (concentrate_mg >= 0);
update public.orders o
   set concentrate_mg = held.mg
  from (
    select l.order_id, sum(l.quantity * l.limit_amount)::int as mg
      from public.order_lines l
     where l.limit_category = 'concentrate'
        or (l.limit_category = 'vape'
            and (select s.vape_limit_category from public.store_settings s limit 1) = 'concentrate')
     group by l.order_id
  ) held
 where o.id = held.order_id and o.menu_mode = 'adult';
