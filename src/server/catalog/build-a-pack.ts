import type { Queryable } from '../db/database.ts';
import { listActiveDeals, type ActiveDeal } from '../deals/index.ts';
import type { StoreIdentity, StoreSettings } from '../settings/index.ts';
import { isBuildAPackDeal, type PackDeal, type PackItem } from '#lib/cart/build-a-pack.ts';
import type { Deal } from '#lib/deals/deal.ts';
import { dealAppliesTo } from '#lib/deals/deal-match.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import {
  CATEGORY_SLUG_PATHS,
  FIRST_IMAGE_JOIN,
  ORDERABLE_SIZE_COLUMNS,
  orderableSize,
  sizesAtStore,
  type OrderableSizeRow,
} from '#lib/catalog/orderable-size.ts';
import { sellableProductSql } from '#lib/catalog/sellable.ts';

export interface BuildAPackOptions {
  /** The visitor's menu (Astro.locals.menuMode): medical-only products are left out of adult-use. */
  mode: MenuMode;
  now: Date;
  /**
   * The store the page sells for (its stock, carried sizes and prices), with its taxes and time
   * zone; without `store`, the default store.
   */
  settings: Pick<StoreSettings, 'timeZone' | 'exciseTaxBps' | 'salesTaxBps'> & { store?: Pick<StoreIdentity, 'id'> };
}

/** The store the page sells for: the statement's second parameter, or the default store. */
const STORE = 'coalesce($2::uuid, (select default_store_id()))';

export interface BuildAPack {
  packs: PackDeal[];
  /** Every deal running now for everyone on the menu (the page prices a pack with them, as the cart does). */
  ongoing: Deal[];
}

interface SizeRow extends OrderableSizeRow {
  weight_mg: number | null;
}

/** The plain deal, without the words and links the deals page adds. */
function dealOf({
  terms: _terms,
  shopHref: _shopHref,
  nextRunDate: _next,
  nextRunLabel: _label,
  ...deal
}: ActiveDeal): Deal {
  return deal;
}

/**
 * The pack deals ("any 4 eighths for $100") running now on the visitor's menu, each with the sizes
 * it offers at the settings' store (carried and in stock there, at its price there). Which sizes: one per product the deal covers — the size the deal is for when it names
 * one (its weight), else the smallest in stock (least weight, then least price) — of a sellable
 * product on this menu.
 * Michigan forbids one price for excise-taxed and untaxed goods together (MCL 333.27963(2)), so a
 * pack holds cannabis only when the deal covers any, else only untaxed goods. Deals for first-time
 * or birthday customers are left out: the page is the same for everyone. One query reads every
 * candidate size, beside the one that reads the deals.
 */
export async function listBuildAPack(db: Queryable, options: BuildAPackOptions): Promise<BuildAPack> {
  const [rows, { ongoing }] = await Promise.all([
    db.query<SizeRow>(
      `with recursive ${CATEGORY_SLUG_PATHS}
       select ${ORDERABLE_SIZE_COLUMNS}, v.weight_mg
         from products p
         join paths on paths.id = p.category_id
         join ${sizesAtStore(STORE, options.mode)} v on v.product_id = p.id and v.active and v.carried and v.stock > 0
         left join brands br on br.id = p.brand_id
         ${FIRST_IMAGE_JOIN}
        where ($1::text = 'medical' or not p.medical_only)
          and ${sellableProductSql(STORE)}
        order by p.name, p.id, v.weight_mg nulls last, v.adult_use_price_cents, v.position, v.id`,
      [options.mode, options.settings.store?.id ?? null],
    ),
    listActiveDeals(db, { now: options.now, timeZone: options.settings.timeZone, mode: options.mode }),
  ]);
  const rates = { exciseBps: options.settings.exciseTaxBps, salesBps: options.settings.salesTaxBps };
  const everyone = ongoing.filter((deal) => deal.eligibility === 'everyone');
  const packs: PackDeal[] = [];
  for (const deal of everyone.filter(isBuildAPackDeal)) {
    const covered = firstSizePerProduct(
      rows.filter((row) =>
        dealAppliesTo(deal, {
          slug: row.product_slug,
          brandSlug: row.brand_slug,
          categorySlugs: row.category_slugs,
          weightMg: row.weight_mg === null ? null : Number(row.weight_mg),
        }),
      ),
    );
    const excise = covered.some((row) => row.excise_taxable);
    const items = covered
      .filter((row) => row.excise_taxable === excise)
      .map((row) => itemOf(row, options.mode, everyone, rates));
    if (items.length > 0)
      packs.push({
        deal: { ...dealOf(deal), bundleQuantity: deal.bundleQuantity, bundlePriceCents: deal.bundlePriceCents },
        items,
      });
  }
  return { packs, ongoing: everyone.map(dealOf) };
}

/** The first row of each product (rows come smallest size first): one size per product in a pack. */
function firstSizePerProduct(rows: readonly SizeRow[]): SizeRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.product_slug) && Boolean(seen.add(row.product_slug)));
}

function itemOf(
  row: SizeRow,
  mode: MenuMode,
  deals: readonly ActiveDeal[],
  rates: { exciseBps: number; salesBps: number },
): PackItem {
  return {
    ...orderableSize(row, mode, deals, rates),
    brandName: row.brand_name,
    brandSlug: row.brand_slug,
    categorySlugs: row.category_slugs,
  };
}
