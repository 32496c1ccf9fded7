/**
 * The key that makes this checkout's submit idempotent: made once per checkout and kept in the
 * tab's session storage, so a double click, a retry after a dropped connection or a reload of the
 * page submits the same order instead of a second one. It also opens the order's receipt.
 */
const STORAGE_KEY = 'checkout-key';

export function checkoutKey(): string {
  try {
    const existing = sessionStorage.getItem(STORAGE_KEY);
    if (existing && /^[A-Za-z0-9_-]{32,128}$/.test(existing)) return existing;
    const created = `${crypto.randomUUID()}${crypto.randomUUID()}`.replace(/-/g, '');
    sessionStorage.setItem(STORAGE_KEY, created);
    return created;
  } catch {
    // Storage blocked: the key still holds for this page view.
    return `${crypto.randomUUID()}${crypto.randomUUID()}`.replace(/-/g, '');
  }
}

/** After an order is placed, the next checkout is a new one. */
export function forgetCheckoutKey(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
