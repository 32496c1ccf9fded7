import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderQueue, QueueOrder } from '#lib/orders/order-queue.ts';
import { loadOrderQueue } from '../../api/orders.ts';
import { problemMessage } from '../../api/client.ts';

/** How often the queue asks for new orders while the tab is in front. */
export const QUEUE_POLL_MS = 10_000;

export interface LiveOrderQueue {
  queue: OrderQueue;
  /** Orders that arrived while the page was open and nobody has accepted yet. */
  arrivedIds: ReadonlySet<string>;
  /** The newest arrivals, for the polite live region ("New order RR-… for …"). */
  arrivalMessage: string;
  /** Why the last refresh failed, while it keeps failing. */
  refreshProblem: string | null;
}

function arrivalSentence(orders: readonly QueueOrder[]): string {
  if (orders.length === 1) return `New order ${orders[0]!.number} from ${orders[0]!.customerName}.`;
  return `${orders.length} new orders: ${orders.map((order) => order.number).join(', ')}.`;
}

/**
 * The pickup queue kept current without a reload: it is read again every ten seconds while the
 * tab is visible and at once when the tab comes back to the front, and whenever the page's loader
 * reads it (after a move). Orders that were not there before are announced once. A slow answer
 * never overwrites a newer one.
 */
export function useLiveOrderQueue(loaded: OrderQueue): LiveOrderQueue {
  const [queue, setQueue] = useState(loaded);
  const [arrivedIds, setArrivedIds] = useState<ReadonlySet<string>>(new Set());
  const [arrivalMessage, setArrivalMessage] = useState('');
  const [refreshProblem, setRefreshProblem] = useState<string | null>(null);
  const known = useRef(new Set([...loaded.open, ...loaded.finished].map((order) => order.id)));
  const requested = useRef(0);
  const applied = useRef(0);

  const show = useCallback((next: OrderQueue) => {
    const arrivals = next.open.filter((order) => !known.current.has(order.id));
    for (const order of [...next.open, ...next.finished]) known.current.add(order.id);
    setQueue(next);
    setRefreshProblem(null);
    setArrivedIds((previous) => {
      const open = new Set(next.open.filter((order) => order.status === 'placed').map((order) => order.id));
      return new Set([...previous, ...arrivals.map((order) => order.id)].filter((id) => open.has(id)));
    });
    if (arrivals.length > 0) setArrivalMessage(arrivalSentence(arrivals));
  }, []);

  // The loader's reading is the newest there is: a poll sent before it is dropped when it answers.
  useEffect(() => {
    applied.current = ++requested.current;
    show(loaded);
  }, [loaded, show]);

  const refresh = useCallback(async () => {
    const ticket = ++requested.current;
    try {
      const next = await loadOrderQueue();
      if (ticket < applied.current) return;
      applied.current = ticket;
      show(next);
    } catch (error) {
      if (ticket >= applied.current) setRefreshProblem(problemMessage(error));
    }
  }, [show]);

  useEffect(() => {
    const poll = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const timer = window.setInterval(poll, QUEUE_POLL_MS);
    document.addEventListener('visibilitychange', poll);
    window.addEventListener('focus', poll);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
      window.removeEventListener('focus', poll);
    };
  }, [refresh]);

  return { queue, arrivedIds, arrivalMessage, refreshProblem };
}
