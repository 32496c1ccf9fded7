-- A first-visit or birthday deal on an order is marked in `orders.discounts` ("checkId", the
-- deal's eligibility) when the order is placed, so the pickup queue and the order page tell the
-- budtender to check the photo ID before honouring it. Orders still waiting for pickup when this
-- arrives take the mark from their deals; finished orders stay as they were placed.
update public.orders o
   set discounts = (
         select jsonb_agg(case when d.eligibility in ('first_time', 'birthday')
                               then s.saving || jsonb_build_object('checkId', d.eligibility)
                               else s.saving end
                          order by s.position)
           from jsonb_array_elements(o.discounts) with ordinality as s (saving, position)
           left join public.deals d on d.slug = s.saving ->> 'slug')
 where o.status in ('placed', 'accepted', 'ready')
   and exists (select 1
                 from jsonb_array_elements(o.discounts) as s (saving)
                 join public.deals d on d.slug = s.saving ->> 'slug'
                where d.eligibility in ('first_time', 'birthday'));
