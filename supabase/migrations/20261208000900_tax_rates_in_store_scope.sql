-- A store's own tax rates are that store's rows under the store scope (decision 63); the
-- organization's rates (no store) are the organization's settings, which a store's manager reads
-- and changes only through the organization's side, as the owner.
select public.scope_to_stores('public.tax_rates');
