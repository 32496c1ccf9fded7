import type { Random } from '../random.ts';
import type { HistoryItem } from './history-inputs.ts';
import type { HistoryStockoutDay } from './history-types.ts';

export interface StockoutPlan {
  /** The sizes out of stock on each day; nothing of them sells that day. */
  byDay: Map<string, Set<string>>;
  rows: HistoryStockoutDay[];
}

/**
 * Days sizes were out of stock: about one size in eleven ran out a few times for two to seven
 * days, and every size with no stock now has been out for the last days of the history.
 */
export function planStockouts(random: Random, items: readonly HistoryItem[], days: readonly string[]): StockoutPlan {
  const byDay = new Map<string, Set<string>>();
  const rows: HistoryStockoutDay[] = [];
  const mark = (variantId: string, index: number) => {
    const day = days[index];
    if (day === undefined) return;
    const out = byDay.get(day) ?? new Set<string>();
    if (out.has(variantId)) return;
    out.add(variantId);
    byDay.set(day, out);
    rows.push({ variantId, day });
  };
  for (const item of items) {
    if (random.chance(0.09)) {
      const episodes = random.int(1, 3);
      for (let episode = 0; episode < episodes; episode++) {
        const start = random.int(0, days.length - 1);
        const length = random.int(2, 7);
        for (let index = start; index < start + length; index++) mark(item.variantId, index);
      }
    }
    if (item.stockNow === 0) {
      const length = random.int(3, 20);
      for (let index = days.length - length; index < days.length; index++) mark(item.variantId, Math.max(0, index));
    }
  }
  rows.sort((a, b) => a.day.localeCompare(b.day) || a.variantId.localeCompare(b.variantId));
  return { byDay, rows };
}
