import { useEffect, useState } from 'react';
import { createHttpClient } from '../../lib/http/http-client.ts';

/** The server's price for the cart (`POST /api/cart/quote`): what the order will cost if placed now. */
export interface CartQuote {
  lines: { variantId: string; totalCents: number; discountCents: number; available: number; sellable: boolean; deals: { slug: string; title: string }[] }[];
  totals: { subtotalCents: number; discountCents: number; exciseCents: number; salesTaxCents: number; totalCents: number };
  applied: { slug: string; title: string; savingsCents: number }[];
  rewardsProblem: string | null;
}

/**
 * Asks the server to price the cart whenever the cart or the menu changes; the last answer wins
 * and a failed request leaves `quote` as it was, with `failed` set.
 */
export function useCartQuote(mode: 'adult' | 'medical', lines: readonly { variantId: string; quantity: number }[], redeemPoints = 0) {
  const [quote, setQuote] = useState<CartQuote | null>(null);
  const [failed, setFailed] = useState(false);
  const signature = JSON.stringify([mode, redeemPoints, lines.map((line) => [line.variantId, line.quantity])]);
  useEffect(() => {
    if (lines.length === 0) {
      setQuote(null);
      return;
    }
    const controller = new AbortController();
    createHttpClient({ baseUrl: location.origin })
      .post<CartQuote>('/api/cart/quote', { mode, redeemPoints, lines: lines.map(({ variantId, quantity }) => ({ variantId, quantity })) }, { signal: controller.signal })
      .then((answer) => {
        setQuote(answer);
        setFailed(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
    // The signature stands for mode, points and lines: re-price only when one really changed.
  }, [signature]);
  return { quote, failed };
}
