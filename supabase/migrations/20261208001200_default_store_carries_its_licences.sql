-- When another store becomes the default, `store_settings` takes its licences with its address
-- and hours: the mirror from the default store to the organization's row carries the licence
-- columns too. Without them the settings row would keep the former default's numbers, and its own
-- trigger would write them back onto the new default store's licences.

create or replace function public.default_store_to_store_settings() returns trigger
  language plpgsql
  security definer
  set search_path = public
  as $$
declare
  adult_use text;
  medical text;
begin
  if not new.is_default then
    return null;
  end if;
  select number into adult_use from public.store_licences where store_id = new.id and kind = 'adult_use_retailer';
  select number into medical from public.store_licences where store_id = new.id and kind = 'medical_provisioning_center';
  update public.store_settings s
     set street_address = new.street_address, city = new.city, region = new.region,
         postal_code = new.postal_code, country = new.country, latitude = new.latitude,
         longitude = new.longitude, phone = new.phone, email = new.email, timezone = new.timezone,
         pickup_slot_minutes = new.pickup_slot_minutes, pickup_slot_capacity = new.pickup_slot_capacity,
         order_hold_minutes = new.order_hold_minutes, online_ordering_paused = new.online_ordering_paused,
         online_ordering_paused_message = new.online_ordering_paused_message,
         license_number = coalesce(adult_use, ''), medical_license_number = medical, updated_at = now()
   where (s.street_address, s.city, s.region, s.postal_code, s.country, s.latitude, s.longitude, s.phone, s.email,
          s.timezone, s.pickup_slot_minutes, s.pickup_slot_capacity, s.order_hold_minutes,
          s.online_ordering_paused, s.online_ordering_paused_message, nullif(s.license_number, ''),
          nullif(s.medical_license_number, ''))
         is distinct from
         (new.street_address, new.city, new.region, new.postal_code, new.country, new.latitude, new.longitude,
          new.phone, new.email, new.timezone, new.pickup_slot_minutes, new.pickup_slot_capacity,
          new.order_hold_minutes, new.online_ordering_paused, new.online_ordering_paused_message, adult_use, medical);
  return null;
end
$$;
