import type { Queryable } from '../../db/database.ts';
import type { SalesUploadStatus } from '#lib/inventory/sales-uploads.ts';

/**
 * Whether each store's sales are reaching its source, for the dashboard's banner: the sales
 * waiting and since when, those needing a person, the source's outage and refused credentials.
 * `storeIds` is what the reader may see ('all' for an admin); stores keeping their own stock are
 * left out, since they send nothing.
 */
export async function salesUploadStatus(
  db: Queryable,
  storeIds: 'all' | readonly string[],
  now: Date,
): Promise<SalesUploadStatus[]> {
  const rows = await db.query<{
    store_id: string;
    name: string;
    slug: string;
    timezone: string;
    waiting: number;
    oldest: Date | null;
    attention: number;
    down_since: Date | null;
    credentials_state: string;
  }>(
    `select s.store_id, st.name, st.slug, st.timezone, s.down_since, s.credentials_state,
            coalesce(r.waiting, 0)::int as waiting, r.oldest, coalesce(r.attention, 0)::int as attention
       from store_inventory_sources s
       join stores st on st.id = s.store_id
       left join lateral (
         select count(*) filter (where state = 'queued') as waiting,
                min(sold_at) filter (where state = 'queued') as oldest,
                count(*) filter (where state = 'attention') as attention
           from sales_receipts where store_id = s.store_id and state <> 'sent') r on true
      where s.kind <> 'own' and st.closed_at is null and ($1::boolean or s.store_id = any($2::uuid[]))
      order by st.position, st.name`,
    [storeIds === 'all', storeIds === 'all' ? [] : storeIds],
  );
  return rows.map((row) => ({
    storeId: row.store_id,
    storeName: row.name,
    storeSlug: row.slug,
    timeZone: row.timezone,
    waiting: row.waiting,
    oldestWaitingSince: row.oldest?.toISOString() ?? null,
    oldestWaitingMinutes: row.oldest ? Math.max(0, Math.floor((now.getTime() - row.oldest.getTime()) / 60_000)) : null,
    needingAttention: row.attention,
    downSince: row.down_since?.toISOString() ?? null,
    credentialsAttention: row.credentials_state === 'attention',
  }));
}
