-- Order placement sends its commit together with its writes
-- (docs/decisions/0048-commit-sent-with-the-last-writes.md), so a write that finds the order cannot
-- be placed fails in SQL instead of returning a row the app would have to read first: the failure
-- aborts the transaction, the commit that follows it ends in a rollback, and the app is told why by
-- the error. A taken order number already fails this way (the unique constraint on orders.number);
-- a full pickup slot and a size with too little stock call this. SQLSTATE RR001 is the store's own
-- ("order refused"); the message is the refusal's code and the detail what the app needs to
-- explain it (JSON).

create function public.refuse_order(reason text, detail jsonb default null) returns boolean
  language plpgsql
  volatile
  as $$
begin
  raise exception using errcode = 'RR001', message = reason, detail = coalesce(detail::text, '');
end
$$;

-- Not an RPC for the API roles: only order placement, as the owner or service_role, refuses orders.
revoke all on function public.refuse_order(text, jsonb) from public, anon, authenticated;
grant execute on function public.refuse_order(text, jsonb) to service_role;
