-- A manager's store-scoped work reads the organization's tax rates (those of no store) beside its
-- stores' own: a store's settings, quotes and placement resolve both. It still adds, changes and
-- removes only its stores' rows: this policy is for reading, and the store policy decides writes.
create policy organization_rates on public.tax_rates for select to rr_store_staff using (store_id is null);
