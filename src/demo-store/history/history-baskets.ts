import { checkPurchaseLimits, type PurchaseLimitSettings } from '#lib/limits/purchase-limits.ts';
import type { MedicalHistory } from '#lib/limits/purchase-limit-types.ts';
import type { OrderItem } from '#server/cart/index.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { Random } from '../random.ts';
import { normal } from './history-calendar.ts';
import type { HistoryItem } from './history-inputs.ts';

/**
 * What people put in their carts: a category by the menu's shares (medical patients buy more
 * concentrates, tinctures and topicals), then a size by its popularity, which drifts over the
 * year (some products catch on, others fade); eighths sell best. Regulars often reorder their
 * favourites; some build the four-eighths pack; every cart stays within Michigan's limits.
 */

const SHARES: Record<MenuMode, Record<string, number>> = {
  adult: {
    flower: 0.36,
    'pre-rolls': 0.13,
    vapes: 0.18,
    concentrates: 0.08,
    edibles: 0.16,
    tinctures: 0.02,
    topicals: 0.02,
    accessories: 0.03,
    apparel: 0.02,
  },
  medical: {
    flower: 0.3,
    'pre-rolls': 0.07,
    vapes: 0.14,
    concentrates: 0.15,
    edibles: 0.14,
    tinctures: 0.09,
    topicals: 0.09,
    accessories: 0.01,
    apparel: 0.01,
  },
};
/** A catalog's categories the shares do not name (a synthetic catalog's) share what is left. */
const OTHER_SHARE = 0.04;
const EIGHTH_MG = 3500;
const LINE_COUNTS = [
  { lines: 1, weight: 0.38 },
  { lines: 2, weight: 0.31 },
  { lines: 3, weight: 0.17 },
  { lines: 4, weight: 0.09 },
  { lines: 5, weight: 0.05 },
];

export interface BasketLine {
  item: OrderItem;
  quantity: number;
}

interface Weighted {
  item: OrderItem;
  base: number;
  slope: number;
}

function sizeFactor(category: string, weightMg: number | null): number {
  if (category !== 'flower' || weightMg === null) return 1;
  if (weightMg === EIGHTH_MG) return 1.7;
  if (weightMg < EIGHTH_MG) return 0.7;
  return weightMg <= 7000 ? 0.9 : weightMg <= 14000 ? 0.45 : 0.3;
}

export class BasketMaker {
  private readonly byMode: Record<MenuMode, Map<string, Weighted[]>> = { adult: new Map(), medical: new Map() };
  private readonly sold: Record<MenuMode, Map<string, OrderItem>> = { adult: new Map(), medical: new Map() };
  private readonly limits: PurchaseLimitSettings;

  constructor(items: readonly HistoryItem[], random: Random, limits: PurchaseLimitSettings) {
    this.limits = limits;
    for (const item of items) {
      const base = Math.exp(0.9 * normal(random));
      const slope = 0.8 * normal(random);
      for (const mode of ['adult', 'medical'] as const) {
        const sold = item[mode];
        if (!sold) continue;
        this.sold[mode].set(item.variantId, sold);
        const list = this.byMode[mode].get(item.topCategory) ?? [];
        list.push({ item: sold, base: base * sizeFactor(item.topCategory, sold.weightMg), slope });
        this.byMode[mode].set(item.topCategory, list);
      }
    }
  }

  /**
   * A cart for one order on `mode`'s menu: `progress` is how far into the history (0–1) the day
   * is, `unavailable` the sizes out of stock that day, `boost` a category selling more today.
   */
  basket(
    random: Random,
    {
      mode,
      progress,
      unavailable,
      boost,
      favourites = [],
      friday = false,
      medicalHistory,
    }: {
      mode: MenuMode;
      progress: number;
      unavailable: ReadonlySet<string>;
      boost?: { category: string; factor: number } | undefined;
      /** Variant ids the customer often buys. */
      favourites?: readonly string[];
      friday?: boolean;
      medicalHistory?: MedicalHistory | undefined;
    },
  ): BasketLine[] {
    const lines = new Map<string, BasketLine>();
    const add = (item: OrderItem, quantity: number) => {
      const line = lines.get(item.variantId);
      if (line) line.quantity += quantity;
      else lines.set(item.variantId, { item, quantity });
    };
    if (random.chance(0.04)) {
      for (const eighth of this.pack(random, mode, progress, unavailable)) add(eighth, 1);
    }
    const wanted = pickWeighted(random, LINE_COUNTS, (count) => count.weight).lines;
    for (let attempt = 0; lines.size < wanted && attempt < wanted * 3; attempt++) {
      const favourite =
        favourites.length > 0 && random.chance(0.45) ? (this.sold[mode].get(random.pick(favourites)) ?? null) : null;
      const item =
        favourite && !unavailable.has(favourite.variantId)
          ? favourite
          : this.pick(random, mode, progress, unavailable, boost);
      if (!item) continue;
      const preRollFriday = friday && item.categorySlugs.includes('pre-rolls') && random.chance(0.3);
      add(item, preRollFriday ? 3 : random.chance(0.82) ? 1 : random.chance(0.78) ? 2 : 3);
    }
    return this.withinLimits([...lines.values()], mode, medicalHistory);
  }

  private pick(
    random: Random,
    mode: MenuMode,
    progress: number,
    unavailable: ReadonlySet<string>,
    boost?: { category: string; factor: number },
  ): OrderItem | null {
    const categories = [...this.byMode[mode].keys()];
    if (categories.length === 0) return null;
    const category = pickWeighted(random, categories, (slug) => {
      const share = SHARES[mode][slug] ?? OTHER_SHARE;
      return boost?.category === slug ? share * boost.factor : share;
    });
    const sizes = this.byMode[mode].get(category)!;
    for (let attempt = 0; attempt < 6; attempt++) {
      const chosen = pickWeighted(random, sizes, (size) => size.base * Math.exp(size.slope * (progress - 0.5))).item;
      if (!unavailable.has(chosen.variantId)) return chosen;
    }
    return null;
  }

  /** Four different eighths of flower: the "any 4 eighths" pack. */
  private pack(random: Random, mode: MenuMode, progress: number, unavailable: ReadonlySet<string>): OrderItem[] {
    const eighths = (this.byMode[mode].get('flower') ?? []).filter(
      (size) => size.item.weightMg === EIGHTH_MG && !unavailable.has(size.item.variantId),
    );
    const chosen = new Map<string, OrderItem>();
    for (let attempt = 0; chosen.size < 4 && attempt < 12 && eighths.length >= 4; attempt++) {
      const size = pickWeighted(random, eighths, (e) => e.base * Math.exp(e.slope * (progress - 0.5)));
      chosen.set(size.item.variantId, size.item);
    }
    return chosen.size === 4 ? [...chosen.values()] : [];
  }

  /** Drops the last lines until the cart passes every purchase limit of its menu. */
  private withinLimits(lines: BasketLine[], mode: MenuMode, medicalHistory?: MedicalHistory): BasketLine[] {
    const kept = [...lines];
    while (kept.length > 0) {
      const check = checkPurchaseLimits(
        kept.map(({ item, quantity }) => ({
          limitCategory: item.limitCategory,
          limitAmount: item.limitAmount,
          quantity,
          name: item.productName,
        })),
        { mode, settings: this.limits, medicalHistory },
      );
      if (check.ok) return kept;
      kept.pop();
    }
    return kept;
  }
}

export function pickWeighted<T>(random: Random, items: readonly T[], weight: (item: T) => number): T {
  const weights = items.map(weight);
  const total = weights.reduce((sum, value) => sum + value, 0);
  let left = random.next() * total;
  for (let index = 0; index < items.length; index++) {
    left -= weights[index]!;
    if (left < 0) return items[index]!;
  }
  return items.at(-1)!;
}
