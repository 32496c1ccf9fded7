import { ORDER_STATUS_LABELS, type OrderStatus } from './order-status.ts';

/** One recorded status change of an order (a row of `order_events`). */
export interface OrderEvent {
  status: OrderStatus;
  at: Date;
  /** Why it happened; shown only for an ended order (a cancel reason, "Not picked up in time"). */
  note: string | null;
}

/** One step of the tracker's timeline. */
export interface TimelineStep {
  status: OrderStatus;
  label: string;
  /** When the order reached this step, or null while it has not. */
  at: Date | null;
  /** The step the order is at now (the page marks it `aria-current="step"`). */
  current: boolean;
  /** Why the order ended (cancelled or expired steps only). */
  reason: string | null;
}

/** The road every collected order takes. */
const PICKUP_PATH: readonly OrderStatus[] = ['placed', 'accepted', 'ready', 'picked_up'];

/**
 * The steps the tracker shows for an order at `status` with these events. An open or collected
 * order shows the whole road (steps still ahead without a time), so the customer sees what comes
 * next; a cancelled or expired one shows the steps it reached and then how it ended, with the
 * reason. Staff notes on other moves stay internal.
 */
export function orderTimeline(status: OrderStatus, events: readonly OrderEvent[]): TimelineStep[] {
  const firstAt = (step: OrderStatus) => events.find((event) => event.status === step)?.at ?? null;
  const ended = status === 'cancelled' || status === 'expired';
  const road = PICKUP_PATH.map((step) => ({
    status: step,
    label: ORDER_STATUS_LABELS[step],
    at: firstAt(step),
    current: step === status,
    reason: null,
  }));
  if (!ended) return road;
  const ending = [...events].reverse().find((event) => event.status === status);
  return [
    ...road.filter((step) => step.at !== null),
    { status, label: ORDER_STATUS_LABELS[status], at: ending?.at ?? null, current: true, reason: ending?.note ?? null },
  ];
}

/** "Wed, Nov 25, 2:04 PM" in the store's time zone, with plain spaces (Intl uses narrow ones). */
export function storeTimeLabel(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(instant)
    .replace(/[\u00a0\u2009\u202f]/g, ' ');
}
