/**
 * What changed between the prices a shopper saw and the prices an order would be placed at, line
 * by line, so a refused "Place order" can say exactly what moved (a price, a deal that ended or
 * began) instead of only that something did. Money is integer cents.
 */

/** A line as the shopper saw it priced: its out-the-door total and the deals named on it. */
export interface SeenLine {
  variantId: string;
  totalCents: number;
  dealSlugs: string[];
}

/** A line as the order would be priced now. */
export interface PricedNowLine {
  variantId: string;
  /** The product and size, as the shopper reads them. */
  item: string;
  totalCents: number;
  deals: { slug: string; title: string }[];
}

export interface PriceChange {
  item: string;
  /** What the shopper saw; null for a line they were never shown a price for. */
  beforeCents: number | null;
  afterCents: number;
  /** Titles of the deals that no longer apply to the line, and of those that now do. */
  dealsEnded: string[];
  dealsStarted: string[];
}

/**
 * The lines whose total differs from what was seen, in the order the shopper saw them (lines
 * they were never shown last); none when nothing seen was sent. `dealTitle` names a deal that no longer appears on any line (it ended, or stopped covering it).
 */
export function priceChanges(
  seen: readonly SeenLine[],
  now: readonly PricedNowLine[],
  dealTitle: (slug: string) => string,
): PriceChange[] {
  // Without what was seen there is nothing to compare: the new total alone is the answer.
  if (seen.length === 0) return [];
  const before = new Map(seen.map((line) => [line.variantId, line]));
  const position = (variantId: string) => {
    const index = seen.findIndex((line) => line.variantId === variantId);
    return index === -1 ? seen.length : index;
  };
  const changes: PriceChange[] = [];
  for (const line of [...now].sort((a, b) => position(a.variantId) - position(b.variantId))) {
    const was = before.get(line.variantId);
    if (was && was.totalCents === line.totalCents) continue;
    const seenSlugs = new Set(was?.dealSlugs ?? []);
    const nowSlugs = new Set(line.deals.map((deal) => deal.slug));
    changes.push({
      item: line.item,
      beforeCents: was?.totalCents ?? null,
      afterCents: line.totalCents,
      dealsEnded: [...seenSlugs].filter((slug) => !nowSlugs.has(slug)).map(dealTitle),
      dealsStarted: line.deals.filter((deal) => !seenSlugs.has(deal.slug)).map((deal) => deal.title),
    });
  }
  return changes;
}
