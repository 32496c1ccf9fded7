import type { StoreWideRead } from '../cache/store-wide-cache.ts';
import type { Queryable } from '../db/database.ts';
import type { Deal, DealAudience, DealEligibility, DealKind, DealScope, DealTarget } from '#lib/deals/deal.ts';
import { dealShopHref } from '#lib/deals/deal-menu-link.ts';
import { dealTiming, storeDay } from '#lib/deals/deal-schedule.ts';
import { describeDeal, type DealDescription } from '#lib/deals/describe-deal.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';

/** A deal that runs now or on a coming day, with its terms in words and where to shop it. */
export interface ActiveDeal extends Deal {
  terms: DealDescription;
  /** Where "Shop this deal" goes (`dealShopHref`): the menu narrowed to it, or the pack to build. */
  shopHref: string;
  /** Running now, or the next store-local day it runs ('YYYY-MM-DD'). */
  nextRunDate: string | null;
  /** "Wednesday, November 25", "Later today"; null while it runs. */
  nextRunLabel: string | null;
}

export interface ActiveDeals {
  /** Running now: today is one of its days and now is inside its dates. */
  ongoing: ActiveDeal[];
  /** Active, but its day or start date is still to come; soonest first. */
  upcoming: ActiveDeal[];
}

export interface ActiveDealsOptions {
  now: Date;
  /** The store's IANA time zone: weekdays and dates are the store's. */
  timeZone: string;
  /** Only the deals offered on this menu; both menus' deals when omitted. */
  mode?: MenuMode;
}

interface DealRow {
  [column: string]: unknown;
  slug: string;
  title: string;
  description: string;
  kind: DealKind;
  percent_off: number | null;
  amount_off_cents: number | null;
  buy_quantity: number | null;
  get_quantity: number | null;
  bundle_quantity: number | null;
  bundle_price_cents: number | null;
  size_weight_mg: number | null;
  scope: DealScope;
  audience: DealAudience;
  eligibility: DealEligibility;
  days_of_week: number[] | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  stackable: boolean;
  targets: unknown;
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function parseTargets(value: unknown): DealTarget[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as DealTarget[]) : [];
}

function toDeal(row: DealRow): Deal {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    kind: row.kind,
    percentOff: numberOrNull(row.percent_off),
    amountOffCents: numberOrNull(row.amount_off_cents),
    buyQuantity: numberOrNull(row.buy_quantity),
    getQuantity: numberOrNull(row.get_quantity),
    bundleQuantity: numberOrNull(row.bundle_quantity),
    bundlePriceCents: numberOrNull(row.bundle_price_cents),
    sizeWeightMg: numberOrNull(row.size_weight_mg),
    scope: row.scope,
    targets: parseTargets(row.targets),
    audience: row.audience,
    eligibility: row.eligibility,
    daysOfWeek: row.days_of_week === null ? null : row.days_of_week.map(Number),
    startsAt: isoOrNull(row.starts_at),
    endsAt: isoOrNull(row.ends_at),
    stackable: row.stackable,
  };
}

const dayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Every active deal with its targets, whenever and for whomever it runs. */
export async function readActiveDeals(db: Queryable): Promise<Deal[]> {
  const rows = await db.query<DealRow>(
    `select d.slug, d.title, d.description, d.kind, d.percent_off, d.amount_off_cents, d.buy_quantity,
            d.get_quantity, d.bundle_quantity, d.bundle_price_cents, d.size_weight_mg, d.scope, d.audience, d.eligibility,
            d.days_of_week, d.starts_at, d.ends_at, d.stackable, coalesce(t.targets, '[]'::json) as targets
       from deals d
       left join lateral (
         select json_agg(json_build_object(
                  'kind', case when p.id is not null then 'product' when b.id is not null then 'brand' else 'category' end,
                  'slug', coalesce(p.slug, b.slug, c.slug),
                  'name', coalesce(p.name, b.name, c.name))
                order by coalesce(p.name, b.name, c.name)) as targets
           from deal_targets dt
           left join products p on p.id = dt.product_id and p.status = 'active'
           left join brands b on b.id = dt.brand_id
           left join categories c on c.id = dt.category_id
          where dt.deal_id = d.id and coalesce(p.id, b.id, c.id) is not null
       ) t on true
      where d.active
      order by d.position, d.title, d.slug`,
  );
  return rows.map(toDeal);
}

/**
 * Every active deal as the storefront's pages read it: kept by the process until a store or
 * catalog change (a target's name or status) is announced (store-wide-cache.ts).
 */
export const ACTIVE_DEALS_READ: StoreWideRead<Deal[]> = {
  key: 'active-deals',
  dependsOn: ['store_changed', 'catalog_changed'],
  load: (db) => readActiveDeals(db),
};

/**
 * The deals a shopper can use now and those coming up, in the staff's order. One query: every
 * active deal that has not ended, with the names of what it targets; which of them run today is
 * decided on the store's clock by `dealTiming`. A targeted deal whose targets are all gone (an
 * archived product, say) covers nothing and is left out.
 */
export async function listActiveDeals(db: Queryable, options: ActiveDealsOptions): Promise<ActiveDeals> {
  return activeDealsOf(await readActiveDeals(db), options);
}

/** Of `deals` (readActiveDeals), those running at `options.now` on its menu, and those still to come. */
export function activeDealsOf(deals: readonly Deal[], options: ActiveDealsOptions): ActiveDeals {
  const today = storeDay(options.now, options.timeZone).date;
  const result: ActiveDeals = { ongoing: [], upcoming: [] };
  for (const deal of deals) {
    if (options.mode && deal.audience !== 'all' && deal.audience !== options.mode) continue;
    if (deal.endsAt !== null && Date.parse(deal.endsAt) <= options.now.getTime()) continue;
    if (deal.scope !== 'all' && deal.targets.length === 0) continue;
    const timing = dealTiming(deal, options.now, options.timeZone);
    if (timing.state === 'ended') continue;
    const nextRunDate = timing.state === 'later' ? timing.date : null;
    const active: ActiveDeal = {
      ...deal,
      terms: describeDeal(deal, options.timeZone),
      shopHref: dealShopHref(deal, { running: timing.state === 'running' }),
      nextRunDate,
      nextRunLabel:
        nextRunDate === null
          ? null
          : nextRunDate === today
            ? 'Later today'
            : dayLabel.format(new Date(`${nextRunDate}T12:00:00Z`)),
    };
    (timing.state === 'running' ? result.ongoing : result.upcoming).push(active);
  }
  // Soonest first; the staff's order among deals on the same day (sort is stable).
  result.upcoming.sort((a, b) => (a.nextRunDate ?? '').localeCompare(b.nextRunDate ?? ''));
  return result;
}
