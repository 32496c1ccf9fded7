import type { DealKind, DealScope } from '#lib/deals/deal.ts';
import { dealRunsAt } from '#lib/deals/deal-schedule.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { Queryable } from '../../db/database.ts';

/** A category of the tree, as the menu needs it to scope, label and offer categories. */
export interface MenuCategory {
  id: string;
  parentId: string | null;
  slug: string;
  name: string;
  position: number;
  menuFilters: string[];
  /** Shown on the category's own page. */
  description: string;
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

/** What a menu query needs besides the facet index: the category tree and the deals running now. */
export interface MenuContext {
  categories: MenuCategory[];
  deals: MenuDeal[];
  /** Names of the brands the query selects, so a selected brand with no match keeps its label. */
  brandNames: Map<string, string>;
}

/** A deal as stored, before its audience and timing are judged. */
export interface DealRow extends Omit<MenuDeal, 'productIds' | 'brandSlugs' | 'categoryIds'> {
  audience: 'all' | MenuMode;
  productIds: string[] | null;
  brandSlugs: string[] | null;
  categoryIds: string[] | null;
  daysOfWeek: number[] | null;
  startsAt: string | null;
  endsAt: string | null;
}

interface ContextRow {
  [column: string]: unknown;
  categories: MenuCategory[];
  deals: DealRow[];
  brands: { slug: string; name: string }[];
  default_store: string | null;
  medical_stock_apart: string[];
}

const CATEGORIES_JSON = `(select coalesce(json_agg(json_build_object('id', c.id, 'parentId', c.parent_id, 'slug', c.slug,
                 'name', c.name, 'position', c.position, 'menuFilters', c.menu_filters,
                 'description', c.description) order by c.position, c.name), '[]'::json)
          from categories c)`;

/** Deals for a first visit or a birthday are checked at pickup, so they never change a menu price. */
const DEALS_JSON = `(select coalesce(json_agg(json_build_object(
                 'id', d.id, 'title', d.title, 'kind', d.kind, 'percentOff', d.percent_off,
                 'amountOffCents', d.amount_off_cents, 'scope', d.scope, 'position', d.position, 'audience', d.audience,
                 'daysOfWeek', d.days_of_week, 'startsAt', d.starts_at, 'endsAt', d.ends_at,
                 'productIds', (select array_agg(t.product_id) from deal_targets t where t.deal_id = d.id and t.product_id is not null),
                 'brandSlugs', (select array_agg(b.slug) from deal_targets t join brands b on b.id = t.brand_id where t.deal_id = d.id),
                 'categoryIds', (select array_agg(t.category_id) from deal_targets t where t.deal_id = d.id and t.category_id is not null)
               ) order by d.position, d.created_at), '[]'::json)
          from deals d
         where d.active and d.eligibility = 'everyone')`;

/**
 * The deals of `rows` that run for the menu's audience at `now`: the store-local weekday and the
 * window are judged with the same rule as the deals page (src/lib/deals/deal-schedule.ts).
 */
function runningDeals(rows: readonly DealRow[], options: { mode: MenuMode; now: Date; timeZone: string }): MenuDeal[] {
  return (
    rows
      .filter((deal) => deal.audience === 'all' || deal.audience === options.mode)
      .filter((deal) => dealRunsAt(deal, options.now, options.timeZone))
      .map((deal): MenuDeal => ({
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
      }))
      // A targeted deal whose targets are all gone covers nothing.
      .filter(
        (deal) => deal.scope === 'all' || deal.productIds.length + deal.brandSlugs.length + deal.categoryIds.length > 0,
      )
  );
}

/**
 * What every menu context is made of, whatever the audience, clock or brands: the whole category
 * tree, every deal that could run on a menu, and every brand's name. Small, and changed only by
 * staff, so a process keeps it until the database announces a change (cache.ts).
 */
export interface MenuCatalogFacts {
  categories: MenuCategory[];
  deals: DealRow[];
  brandNames: Map<string, string>;
  /** The store whose menu is the catalog's own (menu_products); null before any store exists. */
  defaultStoreId: string | null;
  /** The stores keeping medical stock apart (decision 73): their medical menu shows the medical count. */
  medicalStockApart: ReadonlySet<string>;
}

export async function readMenuCatalogFacts(db: Queryable): Promise<MenuCatalogFacts> {
  const [row] = await db.query<ContextRow>(
    `select ${CATEGORIES_JSON} as categories, ${DEALS_JSON} as deals,
       (select coalesce(json_agg(json_build_object('slug', b.slug, 'name', b.name)), '[]'::json) from brands b) as brands,
       public.default_store_id() as default_store,
       (select coalesce(json_agg(s.id), '[]'::json) from stores s where s.medical_stock_apart) as medical_stock_apart`,
  );
  return {
    categories: row!.categories,
    deals: row!.deals,
    brandNames: new Map(row!.brands.map((brand) => [brand.slug, brand.name])),
    defaultStoreId: row!.default_store,
    medicalStockApart: new Set(row!.medical_stock_apart),
  };
}

/** The context of one menu query, from the kept facts. */
export function menuContextOf(
  facts: MenuCatalogFacts,
  options: { mode: MenuMode; now: Date; timeZone: string; brandSlugs: readonly string[] },
): MenuContext {
  const brandNames = new Map<string, string>();
  for (const slug of options.brandSlugs) {
    const name = facts.brandNames.get(slug);
    if (name !== undefined) brandNames.set(slug, name);
  }
  return { categories: facts.categories, deals: runningDeals(facts.deals, options), brandNames };
}
