import type { DealKind, DealScope } from '../../lib/deals/deal.ts';
import { dealTiming } from '../../lib/deals/deal-schedule.ts';
import type { MenuMode } from '../../lib/menu-query.ts';
import type { Queryable } from '../db/database.ts';

/** A category of the tree, as the menu needs it to scope, label and offer categories. */
export interface MenuCategory {
  id: string;
  parentId: string | null;
  slug: string;
  name: string;
  position: number;
  menuFilters: string[];
}

/** A deal that runs on this menu right now, with its targets as the read model names them. */
export interface MenuDeal {
  id: string;
  title: string;
  kind: DealKind;
  percentOff: number | null;
  amountOffCents: number | null;
  scope: DealScope;
  productIds: string[];
  brandSlugs: string[];
  /** A category target covers its subcategories too. */
  categoryIds: string[];
  position: number;
}

/** What a menu query needs to know before it can be written: the category tree and the deals. */
export interface MenuContext {
  categories: MenuCategory[];
  deals: MenuDeal[];
  /** Names of the brands the query selects, so a selected brand with no match keeps its label. */
  brandNames: Map<string, string>;
}

interface ContextRow {
  [column: string]: unknown;
  categories: MenuCategory[];
  deals: (Omit<MenuDeal, 'productIds' | 'brandSlugs' | 'categoryIds'> & {
    productIds: string[] | null;
    brandSlugs: string[] | null;
    categoryIds: string[] | null;
    daysOfWeek: number[] | null;
    startsAt: string | null;
    endsAt: string | null;
  })[];
  brands: { slug: string; name: string }[];
}

/**
 * Reads the category tree, the deals that may run for the menu's audience and the names of the
 * selected brands in one round trip. Deals for a first visit or a birthday are checked at pickup,
 * so they never change a menu price. The store-local weekday is judged here with the same rule
 * as the deals page (src/lib/deals/deal-schedule.ts).
 */
export async function loadMenuContext(
  db: Queryable,
  options: { mode: MenuMode; now: Date; timeZone: string; brandSlugs: readonly string[] },
): Promise<MenuContext> {
  const [row] = await db.query<ContextRow>(
    `select
       (select coalesce(json_agg(json_build_object('id', c.id, 'parentId', c.parent_id, 'slug', c.slug, 'name', c.name,
                 'position', c.position, 'menuFilters', c.menu_filters) order by c.position, c.name), '[]'::json)
          from categories c) as categories,
       (select coalesce(json_agg(json_build_object(
                 'id', d.id, 'title', d.title, 'kind', d.kind, 'percentOff', d.percent_off,
                 'amountOffCents', d.amount_off_cents, 'scope', d.scope, 'position', d.position,
                 'daysOfWeek', d.days_of_week, 'startsAt', d.starts_at, 'endsAt', d.ends_at,
                 'productIds', (select array_agg(t.product_id) from deal_targets t where t.deal_id = d.id and t.product_id is not null),
                 'brandSlugs', (select array_agg(b.slug) from deal_targets t join brands b on b.id = t.brand_id where t.deal_id = d.id),
                 'categoryIds', (select array_agg(t.category_id) from deal_targets t where t.deal_id = d.id and t.category_id is not null)
               ) order by d.position, d.created_at), '[]'::json)
          from deals d
         where d.active and d.eligibility = 'everyone' and d.audience in ('all', $1)
           and (d.starts_at is null or d.starts_at <= $2::timestamptz)
           and (d.ends_at is null or d.ends_at > $2::timestamptz)) as deals,
       (select coalesce(json_agg(json_build_object('slug', b.slug, 'name', b.name)), '[]'::json)
          from brands b where b.slug = any ($3::text[])) as brands`,
    [options.mode, options.now.toISOString(), [...options.brandSlugs]],
  );
  const deals = row!.deals
    // The query kept deals whose window holds `now`; only a weekday needs the store's calendar.
    .filter((deal) => deal.daysOfWeek === null || dealTiming(deal, options.now, options.timeZone).state === 'running')
    .map(
      (deal): MenuDeal => ({
        id: deal.id,
        title: deal.title,
        kind: deal.kind,
        percentOff: deal.percentOff,
        amountOffCents: deal.amountOffCents,
        scope: deal.scope,
        productIds: deal.productIds ?? [],
        brandSlugs: deal.brandSlugs ?? [],
        categoryIds: deal.categoryIds ?? [],
        position: deal.position,
      }),
    )
    // A targeted deal whose targets are all gone covers nothing.
    .filter((deal) => deal.scope === 'all' || deal.productIds.length + deal.brandSlugs.length + deal.categoryIds.length > 0);
  return {
    categories: row!.categories,
    deals,
    brandNames: new Map(row!.brands.map((brand) => [brand.slug, brand.name])),
  };
}
