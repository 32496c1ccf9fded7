import { todayIn } from '#lib/customers/birthday.ts';
import { zonedInstant } from '#lib/pickup/zoned-time.ts';
import { percentText } from '#lib/settings/settings-units.ts';
import {
  NO_SUCH_STORE,
  taxRateStartLabel,
  type DashboardTaxSchedule,
  type NewTaxRate,
  type ScheduledTaxRateView,
} from '#lib/settings/tax-schedule.ts';
import { taxedSaleLabel, type Tax, type TaxCustomerType } from '#lib/vocabulary/taxes.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';
import { StoreSettingsMissingError } from '../store-settings.ts';
import { clip } from './settings-sections.ts';

/**
 * The settings page's tax schedule (`tax_rates`): listed with what each rate is now, added ahead
 * of time, withdrawn before it starts. A rate starts at midnight, in the time zone of its store
 * (the organization's, the default store's, for a rate of every store). Rates in effect are never
 * changed here: the orders keep what each sale was charged, and the standing rates are the taxes
 * form's (their columns in `store_settings`).
 */

interface RateRow {
  [column: string]: unknown;
  id: string;
  tax: Tax;
  customer_type: TaxCustomerType;
  store_id: string | null;
  store_name: string | null;
  rate_bps: number;
  starts_on: string | null;
  started: boolean;
}

// A store's time zone and name, or (no store) the organization's time zone with no name; a row
// only when the store exists. The store is locked against a rate added while it changes zone.
const STORE_OR_ORGANIZATION = `select st.timezone, case when $1::uuid is null then null else st.name end as name
   from stores st
  where st.id = coalesce($1::uuid, default_store_id())
  for share`;

// The store-local day a rate starts: its store's, or for every store the organization's (the
// default store's) time zone; null for a standing rate.
const STARTS_ON = `case when r.effective_from = '-infinity' then null
     else to_char(r.effective_from at time zone coalesce(st.timezone, d.timezone), 'YYYY-MM-DD') end as starts_on`;
const RATES_WITH_STORES = `from tax_rates r
  left join stores st on st.id = r.store_id
  cross join (select timezone from stores where is_default) d`;

/** Every rate and what it is at `now`, the stores a rate may be for, and the organization's today. */
export async function loadTaxSchedule(db: Queryable, now: Date): Promise<DashboardTaxSchedule> {
  const [rows, stores, organization] = await Promise.all([
    db.query<RateRow>(
      `select r.id::text as id, r.tax, r.customer_type, r.store_id::text as store_id, st.name as store_name, r.rate_bps,
              ${STARTS_ON},
              r.effective_from <= $1 as started
         ${RATES_WITH_STORES}
        order by r.store_id is not null, st.name, r.tax, r.customer_type, r.effective_from`,
      [now],
    ),
    db.query<{ id: string; name: string }>('select id::text as id, name from stores order by position, name'),
    db.query<{ timezone: string }>('select timezone from stores where is_default'),
  ]);
  const [defaultStore] = organization;
  if (!defaultStore) throw new StoreSettingsMissingError();
  // The current rate of a tax at a store (or at every store) is the last of its rows to have started.
  const current = new Map<string, string>();
  for (const row of rows) if (row.started) current.set(`${row.tax} ${row.customer_type} ${row.store_id}`, row.id);
  const rates = rows.map((row): ScheduledTaxRateView => ({
    id: row.id,
    tax: row.tax,
    customerType: row.customer_type,
    store: row.store_id && row.store_name !== null ? { id: row.store_id, name: row.store_name } : null,
    rateBps: Number(row.rate_bps),
    startsOn: row.starts_on,
    state: !row.started
      ? 'upcoming'
      : current.get(`${row.tax} ${row.customer_type} ${row.store_id}`) === row.id
        ? 'current'
        : 'ended',
  }));
  return { rates, stores, today: todayIn(defaultStore.timezone, now) };
}

const auditedRate = ({ tax, customerType, store, rateBps, startsOn }: AuditedRate) => ({
  tax,
  customerType,
  store,
  rateBps,
  startsOn,
});

interface AuditedRate {
  tax: Tax;
  customerType: TaxCustomerType;
  store: string | null;
  rateBps: number;
  startsOn: string | null;
}

const described = (rate: { tax: Tax; customerType: TaxCustomerType; rateBps: number; startsOn: string | null }) =>
  `${taxedSaleLabel(rate)} ${percentText(rate.rateBps)}% ${taxRateStartLabel(rate.startsOn)}`;

/**
 * Adds a rate that starts at midnight on `startsOn` in its store's time zone: a day after that
 * store's today, so no sale already made or quoted today changes its taxes. One rate per tax,
 * store and instant; logged in the settings' audit.
 */
export async function addTaxRate(
  db: Database,
  actor: AuditActor,
  rate: NewTaxRate,
  now: Date,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [where] = await tx.query<{ timezone: string; name: string | null }>(STORE_OR_ORGANIZATION, [rate.storeId]);
    if (!where) throw new Refusal(400, NO_SUCH_STORE, 'storeId');
    const today = todayIn(where.timezone, now);
    if (rate.startsOn <= today) {
      throw new Refusal(
        400,
        'A new rate starts on a day after today: a rate in effect is never changed, the orders keep what each sale paid.',
        'startsOn',
      );
    }
    const [added] = await tx.query<{ id: string }>(
      `insert into tax_rates (tax, customer_type, store_id, rate_bps, effective_from)
       values ($1, $2, $3, $4, $5)
       on conflict (tax, customer_type, store_id, effective_from) do nothing
       returning id::text as id`,
      [rate.tax, rate.customerType, rate.storeId, rate.rate, zonedInstant(rate.startsOn, 0, where.timezone)],
    );
    if (!added) {
      throw new Refusal(409, 'This tax already has a rate starting that day there: withdraw it first.', 'startsOn');
    }
    const after = { ...rate, rateBps: rate.rate, store: where.name };
    await recordAudit(tx, actor, {
      entityType: 'settings',
      entityId: 'taxes',
      action: 'created',
      summary: clip(`Taxes: added ${described(after)} at ${where.name ?? 'every store'}`),
      after: auditedRate(after),
    });
    return added;
  });
}

/**
 * Withdraws a rate that has not started. A rate that has started is refused (409): it is the
 * record of what sales were charged, and a new rate is what changes it.
 */
export async function withdrawTaxRate(db: Database, actor: AuditActor, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<RateRow>(
      `select r.id::text as id, r.tax, r.customer_type, st.name as store_name, r.rate_bps,
              r.effective_from <= $2 as started,
              ${STARTS_ON}
         ${RATES_WITH_STORES}
        where r.id = $1::uuid
          for update of r`,
      [id, now],
    );
    if (!row) throw new Refusal(404, 'There is no such tax rate.');
    if (row.started) {
      throw new Refusal(
        409,
        'This rate is in effect and stays as it is: the orders keep what each sale paid. Add a new rate to change it.',
      );
    }
    await tx.query('delete from tax_rates where id = $1::uuid', [id]);
    const rate = {
      tax: row.tax,
      customerType: row.customer_type,
      rateBps: Number(row.rate_bps),
      startsOn: row.starts_on,
    };
    await recordAudit(tx, actor, {
      entityType: 'settings',
      entityId: 'taxes',
      action: 'deleted',
      summary: clip(`Taxes: withdrew ${described(rate)} at ${row.store_name ?? 'every store'}`),
      before: auditedRate({ ...rate, store: row.store_name }),
    });
  });
}
