import type { StoreDetail, StoreLicence, StoreListItem, StoreStatus, StoreWeek } from '#lib/stores/store-admin.ts';
import type { StoreScope } from '#lib/stores/store-scope.ts';
import type { Queryable } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';

type StoreRow = {
  id: string;
  slug: string;
  name: string;
  is_default: boolean;
  street_address: string;
  city: string;
  region: string;
  postal_code: string;
  municipality: string;
  timezone: string;
  phone: string;
  email: string;
  pickup_slot_minutes: number;
  pickup_slot_capacity: number;
  order_hold_minutes: number;
  online_ordering_paused: boolean;
  online_ordering_paused_message: string;
  closed_at: Date | null;
  medical_stock_apart: boolean;
  licences: StoreLicence[];
};

const STORE_COLUMNS = `s.id, s.slug, s.name, s.is_default, s.street_address, s.city, s.region, s.postal_code,
  s.municipality, s.timezone, s.phone, s.email, s.pickup_slot_minutes, s.pickup_slot_capacity,
  s.order_hold_minutes, s.online_ordering_paused, s.online_ordering_paused_message, s.closed_at, s.medical_stock_apart,
  coalesce((select json_agg(json_build_object('kind', l.kind, 'number', l.number,
                                              'expiresOn', to_char(l.expires_on, 'YYYY-MM-DD')) order by l.kind)
              from store_licences l where l.store_id = s.id), '[]'::json) as licences`;

function statusOf(row: Pick<StoreRow, 'closed_at' | 'online_ordering_paused'>): StoreStatus {
  if (row.closed_at) return 'closed';
  return row.online_ordering_paused ? 'paused' : 'open';
}

/** Every store the scope may see (an admin all, a manager theirs), open ones first in the switcher's order. */
export async function listStoresForStaff(db: Queryable, scope: StoreScope): Promise<StoreListItem[]> {
  const rows = await db.query<StoreRow>(
    `select ${STORE_COLUMNS} from stores s
      where $1::uuid[] is null or s.id = any($1::uuid[])
      order by s.closed_at is not null, s.is_default desc, s.position, s.name, s.id`,
    [scope.allowed === 'all' ? null : scope.allowed],
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    isDefault: row.is_default,
    town: row.city,
    status: statusOf(row),
    licences: row.licences,
  }));
}

async function readWeeks(db: Queryable, storeId: string): Promise<StoreDetail['hours']> {
  const rows = await db.query<{ service: 'in_store' | 'pickup'; weekday: number; opens: string; closes: string }>(
    `select service, weekday, left(opens_at::text, 5) as opens, left(closes_at::text, 5) as closes
       from store_hours where store_id = $1 order by service, weekday, opens_at`,
    [storeId],
  );
  const week = (): StoreWeek => ({ days: Array.from({ length: 7 }, () => ({ intervals: [] })) });
  const inStore = week();
  const pickup = week();
  for (const row of rows) {
    (row.service === 'pickup' ? pickup : inStore).days[Number(row.weekday)]?.intervals.push({
      opens: row.opens,
      closes: row.closes,
    });
  }
  const hasPickup = rows.some((row) => row.service === 'pickup');
  return { inStore, pickup: hasPickup ? pickup : null };
}

/**
 * One store as its form edits it; a 404 for a store that does not exist or that the scope may not
 * see (a manager learns nothing of other stores).
 */
export async function loadStoreDetail(db: Queryable, scope: StoreScope, storeId: string): Promise<StoreDetail> {
  const [row] = await db.query<StoreRow>(`select ${STORE_COLUMNS} from stores s where s.id = $1`, [storeId]);
  if (!row || (scope.allowed !== 'all' && !scope.allowed.includes(row.id))) {
    throw new Refusal(404, 'There is no such store.');
  }
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    isDefault: row.is_default,
    status: statusOf(row),
    street: row.street_address,
    city: row.city,
    region: row.region,
    postalCode: row.postal_code,
    municipality: row.municipality,
    timeZone: row.timezone,
    phone: row.phone,
    email: row.email,
    licences: row.licences,
    hours: await readWeeks(db, row.id),
    slotMinutes: Number(row.pickup_slot_minutes),
    slotCapacity: Number(row.pickup_slot_capacity),
    orderHoldMinutes: Number(row.order_hold_minutes),
    ordering: { paused: row.online_ordering_paused, message: row.online_ordering_paused_message },
    medicalStockApart: row.medical_stock_apart,
    closedAt: row.closed_at ? row.closed_at.toISOString() : null,
  };
}

/** A closed store keeps its records as they were: the same refusal from every page. */
export function refuseClosedStore(store: { name: string; closedAt: Date | string | null }): void {
  if (store.closedAt) throw new Refusal(409, `${store.name} is closed for good: its details stay as they were.`);
}
