import type { MenuCard } from '#lib/catalog/menu-result.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import { outTheDoorCents, type TaxRates } from '#lib/pricing/taxes.ts';
import type { StrainType } from '#lib/vocabulary/catalog.ts';
import { firstImageOf, type FirstImageColumns } from '#lib/catalog/images.ts';
import { potencyLabelOf, type ListPotencyColumns } from '../potency.ts';
import type { Queryable } from '../../db/database.ts';
import type { MenuDeal } from './context.ts';
import { dealPrice } from './deals.ts';
import { dealsKey } from './deal-view.ts';
import { dayNumber, offered } from './facet-index.ts';
import type { StockPool } from './menu-source.ts';

export interface CardRow extends FirstImageColumns, ListPotencyColumns {
  [column: string]: unknown;
  product_id: string;
  listed: boolean;
  sellable_until: string;
  medical_only: boolean;
  slug: string;
  name: string;
  brand_slug: string | null;
  brand_name: string | null;
  category_slug: string;
  category_name: string;
  category_path: string[];
  strain_type: StrainType | null;
  adult_price_cents: number | null;
  medical_price_cents: number | null;
  excise_taxable: boolean;
  in_stock: boolean;
  size_count: number;
}

/**
 * The cards statement: the page's rows by primary key. `own` names where a store's part comes
 * from: `m` (menu_products) for the default store, `s` (its menu_store_products row) for another
 * or for the medical menu of a store keeping medical stock apart, whose stock is `inStock`.
 */
// One JSON value: PGlite hands over one value faster than two dozen wide rows.
const cardsSql = (own: 'm' | 's', join = '', inStock = `${own}.in_stock`) => `select coalesce((select json_agg(page)
                     from (select m.product_id, ${own}.listed, m.sellable_until::text, m.medical_only, m.slug, m.name,
                                  m.brand_slug, m.brand_name, m.category_slug, m.category_name, m.category_path,
                                  m.strain_type, m.potency_unit, m.servings_per_package, m.thc_percent::text,
                                  m.cbd_percent::text, m.thc_mg::text, m.cbd_mg::text, ${own}.adult_price_cents,
                                  ${own}.medical_price_cents, ${own}.excise_taxable, ${inStock} as in_stock, ${own}.size_count, m.image_path,
                                  m.image_alt, m.image_width, m.image_height
                             from menu_products m${join}
                            where m.product_id = any ($1::uuid[])) as page), '[]'::json) as cards,
                  current_date::text as today`;

const CARDS_SQL = cardsSql('m');

const STORE_ROW = ' join menu_store_products s on s.product_id = m.product_id and s.store_id = $2';

const STORE_CARDS_SQL = cardsSql('s', STORE_ROW);

const MEDICAL_STOCK_CARDS_SQL = cardsSql('s', STORE_ROW, 's.medical_in_stock');

/**
 * The menu_products rows of the given products, in any order, and the database's date (lots
 * lapse by it): one statement by primary key. With a store, the store's listing, stock and prices
 * (`menu_store_products`) in place of the default store's; in its medical count with `pool`
 * 'medical' (a store keeping medical stock apart). The menu cache (cache.ts) keeps them.
 */
export async function readCardRows(
  db: Queryable,
  productIds: readonly string[],
  storeId?: string,
  pool: StockPool = 'all',
): Promise<{ rows: CardRow[]; today: string }> {
  const storeSql = pool === 'medical' ? MEDICAL_STOCK_CARDS_SQL : STORE_CARDS_SQL;
  const [result] = await db.query<{ cards: CardRow[]; today: string }>(
    storeId === undefined ? CARDS_SQL : storeSql,
    storeId === undefined ? [productIds] : [productIds, storeId],
  );
  return { rows: result!.cards, today: result!.today };
}

/**
 * Cards already made, by row. The menu cache keeps a row as the same object until the catalog
 * changes it, so each card is made once per row and set of running deals (and menu, and tax
 * rates) and then reused. Kept cards are frozen: the markup cache keys a frozen object by its
 * identity instead of by its JSON (src/lib/markup-cache.ts), so a kept card's markup is found
 * without serialising it.
 */
const madeCards = new WeakMap<CardRow, { context: string; card: MenuCard }[]>();
/** Cards kept per row: the adult-use and medical menus, each under the deals of now and of before. */
const CARDS_PER_ROW = 4;

/**
 * The cards of the given products, in that order, on `today`. A product no longer on this menu
 * since the caller chose it (taken off, its lot lapsed, no row) is left out.
 */
export function menuCards(
  rows: ReadonlyMap<string, CardRow>,
  productIds: readonly string[],
  today: string,
  options: { mode: MenuMode; deals: readonly MenuDeal[]; rates: TaxRates },
): MenuCard[] {
  const adult = options.mode === 'adult';
  const day = dayNumber(today);
  const context = `${options.mode} ${options.rates.exciseBps} ${options.rates.salesBps} ${dealsKey(options.deals)}`;
  return productIds.flatMap((id) => {
    const row = rows.get(id);
    return row && row.listed && offered(dayNumber(row.sellable_until), row.medical_only, day, adult)
      ? [keptCard(row, context, options)]
      : [];
  });
}

function keptCard(
  row: CardRow,
  context: string,
  options: { mode: MenuMode; deals: readonly MenuDeal[]; rates: TaxRates },
): MenuCard {
  const made = madeCards.get(row) ?? [];
  const kept = made.find((entry) => entry.context === context);
  if (kept) return kept.card;
  const card = frozenCard(menuCard(row, options));
  madeCards.set(row, [{ context, card }, ...made.slice(0, CARDS_PER_ROW - 1)]);
  return card;
}

function frozenCard(card: MenuCard): MenuCard {
  for (const part of [card.brand, card.category, card.image]) if (part) Object.freeze(part);
  return Object.freeze(card);
}

function menuCard(
  row: CardRow,
  { mode, deals, rates }: { mode: MenuMode; deals: readonly MenuDeal[]; rates: TaxRates },
): MenuCard {
  const price = dealPrice(
    deals,
    { id: row.product_id, brandSlug: row.brand_slug, categoryIds: row.category_path },
    Number(mode === 'adult' ? row.adult_price_cents : row.medical_price_cents),
  );
  return {
    id: row.product_id,
    slug: row.slug,
    name: row.name,
    brand: row.brand_slug && row.brand_name ? { slug: row.brand_slug, name: row.brand_name } : null,
    category: { slug: row.category_slug, name: row.category_name },
    strainType: row.strain_type,
    potencyLabel: potencyLabelOf(row),
    image: firstImageOf(row),
    priceCents: price.priceCents,
    regularPriceCents: price.regularPriceCents,
    outTheDoorCents: outTheDoorCents(price.priceCents, row.excise_taxable, mode, rates),
    dealTitle: price.dealTitle,
    inStock: row.in_stock,
    medicalOnly: row.medical_only,
    sizeCount: Number(row.size_count),
  };
}
