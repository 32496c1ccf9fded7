/**
 * Moving a cart to another store: the lines as the new store's quote has them, and one sentence
 * per line that changed, so nothing is re-priced, lowered or taken out without the shopper being
 * told. The quote (POST /api/cart/quote with the store) is the truth; this only applies it.
 */
import { menuPriceCents } from '../deals/variant-price.ts';
import { formatCents } from '../money.ts';
import type { CartLine, CartMode } from './cart-line.ts';
import type { CartQuote } from './cart-quote.ts';

/** What happened to one line, and the sentence that says it. */
export interface StoreSwitchChange {
  variantId: string;
  kind: 'price' | 'lowered' | 'sold_out' | 'not_carried';
  message: string;
}

export interface StoreSwitch {
  lines: CartLine[];
  changes: StoreSwitchChange[];
}

/**
 * The cart's lines at the store `storeName` whose quote (on `mode`'s menu) is `quote`: a size the
 * store does not sell is removed, a sold-out one too, a quantity over its stock is lowered to it,
 * and each line takes the store's price on the menu and its stock as the most it holds. A line
 * the quote does not mention (the cart changed meanwhile) is kept as it is.
 */
export function switchCartStore(
  lines: readonly CartLine[],
  quote: Pick<CartQuote, 'lines'>,
  { mode, storeName }: { mode: CartMode; storeName: string },
): StoreSwitch {
  const quoted = new Map(quote.lines.map((line) => [line.variantId, line]));
  const kept: CartLine[] = [];
  const changes: StoreSwitchChange[] = [];
  for (const line of lines) {
    const there = quoted.get(line.variantId);
    if (!there) {
      kept.push(line);
      continue;
    }
    const item = `${line.productName} ${line.sizeLabel}`;
    const say = (kind: StoreSwitchChange['kind'], message: string) =>
      changes.push({ variantId: line.variantId, kind, message });
    if (!there.sellable) {
      say('not_carried', `${item} is not carried at ${storeName}: removed.`);
      continue;
    }
    if (there.available <= 0) {
      say('sold_out', `${item} is sold out at ${storeName}: removed.`);
      continue;
    }
    const before = menuPriceCents(line, mode);
    const difference = there.unitPriceCents - before;
    if (difference !== 0) {
      say(
        'price',
        `${item} is ${formatCents(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} at ${storeName}.`,
      );
    }
    const quantity = Math.min(line.quantity, there.available);
    if (quantity < line.quantity) {
      say('lowered', `${item}: only ${there.available} left at ${storeName}, quantity lowered from ${line.quantity}.`);
    }
    kept.push({
      ...line,
      ...(mode === 'medical'
        ? { medicalPriceCents: there.unitPriceCents }
        : { adultUsePriceCents: there.unitPriceCents }),
      quantity,
      maxQuantity: there.available,
    });
  }
  return { lines: kept, changes };
}

/**
 * Why sizes from the store `adding` cannot join a cart of `lineCount` lines picked up at
 * `cartStore`, or null when they can: an empty cart goes to any store, and a store the page does
 * not offer (one store only, or the cart's closed since) holds no cart back.
 */
export function otherStoreRefusal(
  cartStore: { id: string; name: string } | undefined,
  adding: { id: string; name: string } | undefined,
  lineCount: number,
): string | null {
  if (!cartStore || !adding || cartStore.id === adding.id || lineCount === 0) return null;
  return `Your cart is for pickup at ${cartStore.name}. To order from ${adding.name}, change the cart's store to ${adding.name} in your cart first.`;
}
