/**
 * What "Order again" says once it has put an old order's sizes in the cart: how many went in, and
 * per size what could not (or not all of it) and why.
 */

/** One size of the order: how many were ordered then, how many went in now, and why not the rest. */
export interface OrderAgainOutcome {
  name: string;
  wanted: number;
  added: number;
  /** A sentence: the cart's refusal (stock, limit) or why the size cannot be bought now. */
  why: string | null;
}

export interface OrderAgainReport {
  summary: string;
  /** One line per size left out or cut short, in the order's order. */
  shortfalls: string[];
}

const sizes = (count: number) => `${count} ${count === 1 ? 'size' : 'sizes'}`;

/** The summary and the shortfalls, as the shopper reads them beside the button. */
export function orderAgainReport(outcomes: readonly OrderAgainOutcome[]): OrderAgainReport {
  const added = outcomes.filter((outcome) => outcome.added > 0).length;
  const shortfalls = outcomes.flatMap((outcome) => {
    if (outcome.added >= outcome.wanted && outcome.added > 0) return [];
    const what = outcome.added === 0 ? 'not added' : `${outcome.added} of ${outcome.wanted} added`;
    return [[`${outcome.name}: ${what}.`, outcome.why].filter(Boolean).join(' ')];
  });
  return { summary: added > 0 ? `Added ${sizes(added)} to your cart.` : 'Nothing was added to your cart.', shortfalls };
}
