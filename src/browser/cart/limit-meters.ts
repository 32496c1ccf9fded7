/**
 * Fills every limit meter on the page (src/components/cart/LimitMeter.astro) from `$cart`, and
 * keeps it filled as the cart changes here or in another tab.
 */
import { cartLimitReadings } from '#lib/cart/cart-limit-meter.ts';
import { $cart } from '#stores/cart.ts';
import { pageCartSettings } from '#stores/cart-settings.ts';

/** Starts filling the meters inside `root`; returns the function that stops it. */
export function fillLimitMeters(root: ParentNode = document): () => void {
  const meters = [...root.querySelectorAll<HTMLElement>('[data-limit-meter]')];
  if (meters.length === 0) return () => {};
  const { mode, limits } = pageCartSettings();
  return $cart.subscribe((cart) => {
    for (const reading of cartLimitReadings(cart, mode, limits)) {
      for (const meter of meters) {
        const row = meter.querySelector<HTMLElement>(`[data-limit-reading="${reading.limit}"]`);
        const gauge = row?.querySelector('meter');
        const text = row?.querySelector<HTMLElement>('[data-limit-text]');
        if (!gauge || !text) continue;
        gauge.max = reading.limitMg;
        gauge.value = Math.min(reading.usedMg, reading.limitMg);
        gauge.setAttribute('aria-valuetext', reading.text);
        text.textContent = reading.text;
      }
    }
  });
}
