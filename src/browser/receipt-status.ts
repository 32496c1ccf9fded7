/**
 * Keeps the receipt's status (src/components/orders/ReceiptStatus.astro) current while the page is
 * open: it asks `GET /api/orders/status` with the receipt's own number and key every POLL_MS while
 * the tab is in view (at once when it comes back into view), says what changed, and stops once the
 * order has ended or the link opens nothing.
 */
import { createHttpClient, HttpError } from '#lib/http/http-client.ts';
import type { ReceiptStatus } from '#lib/orders/receipt-status.ts';

const POLL_MS = 10_000;
/** How long a change stays marked. */
const MARKED_MS = 4_000;

export function followReceiptStatus(): void {
  const root = document.querySelector<HTMLElement>('[data-receipt-status]');
  const params = new URLSearchParams(location.search);
  const order = params.get('order');
  const key = params.get('key');
  if (!root || !order || !key || root.hasAttribute('data-final')) return;
  const client = createHttpClient({ baseUrl: location.origin });
  const path = `/api/orders/status?${new URLSearchParams({ order, key })}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const show = (next: ReceiptStatus) => {
    if (next.status === root.dataset.receiptStatus) return;
    root.dataset.receiptStatus = next.status;
    root.toggleAttribute('data-open', !next.final);
    root.toggleAttribute('data-ended', next.final && next.status !== 'picked_up');
    root.querySelector('[data-receipt-status-label]')!.textContent = `${next.label}.`;
    root.querySelector('[data-receipt-status-detail]')!.textContent = next.detail;
    root.setAttribute('data-changed', '');
    setTimeout(() => root.removeAttribute('data-changed'), MARKED_MS);
  };

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };

  const ask = async () => {
    clearTimeout(timer);
    if (stopped || document.hidden) return;
    try {
      const next = await client.get<ReceiptStatus>(path);
      show(next);
      if (next.final) return stop();
    } catch (error) {
      // The link opens no order any more: nothing to follow. Anything else is tried again later.
      if (error instanceof HttpError && error.status === 404) return stop();
    }
    if (!stopped) timer = setTimeout(() => void ask(), POLL_MS);
  };

  function onVisibility(): void {
    if (!document.hidden) void ask();
  }

  document.addEventListener('visibilitychange', onVisibility);
  timer = setTimeout(() => void ask(), POLL_MS);
}
