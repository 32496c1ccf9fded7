import type { Random } from '../random.ts';
import type { PickupWindow } from './history-calendar.ts';
import type { HistoryOrder, HistoryOrderEvent } from './history-types.ts';

/**
 * How each order ended, with the steps the store took on the way and when: most are accepted,
 * made ready and picked up in their slot; some are cancelled (by the customer's call before the
 * store accepts, or by the store at the counter) and some expire when nobody came, the hold time
 * after their slot, as the expiry job would. Every step falls before `endsBy`, so the history
 * leaves nothing open for today's queue.
 */
export type OrderOutcome = Pick<
  HistoryOrder,
  | 'status'
  | 'acceptedAt'
  | 'readyAt'
  | 'pickedUpAt'
  | 'cancelledAt'
  | 'expiredAt'
  | 'cancelReason'
  | 'updatedAt'
  | 'events'
>;

const CUSTOMER_REASONS = [
  'Customer called to cancel',
  'Changed their mind',
  'Ordered twice by mistake',
  'Could not make it before close',
];
const STORE_REASONS = ['Out of stock when packing', 'ID did not match the order', 'Duplicate order'];
const MEDICAL_REASON = 'Medical card could not be verified';
const EXPIRED_NOTE = 'Not picked up in time';
const MINUTE = 60_000;

const later = (at: Date, minutes: number) => new Date(at.getTime() + Math.round(minutes * MINUTE));

export function decideOutcome(
  random: Random,
  {
    placedAt,
    slot,
    holdMinutes,
    endsBy,
    customerId,
    medical,
  }: {
    placedAt: Date;
    slot: PickupWindow;
    holdMinutes: number;
    endsBy: Date;
    customerId: string | null;
    medical: boolean;
  },
): OrderOutcome {
  const placed: HistoryOrderEvent = { status: 'placed', at: placedAt, actorId: customerId, note: null };
  const untilSlot = (slot.start.getTime() - placedAt.getTime()) / MINUTE;
  const acceptedAt = later(placedAt, Math.min(random.float(2, 12), Math.max(1, untilSlot / 3)));
  const readyAt = later(acceptedAt, Math.min(random.float(4, 20), Math.max(1, untilSlot / 2)));
  const ready = [
    placed,
    { status: 'accepted', at: acceptedAt, actorId: null, note: null },
    { status: 'ready', at: readyAt, actorId: null, note: null },
  ] satisfies HistoryOrderEvent[];
  const draw = random.next();

  if (draw < 0.05) {
    const byCustomer = random.chance(0.55);
    if (byCustomer) {
      const cancelledAt = later(placedAt, random.float(3, Math.max(4, Math.min(90, untilSlot))));
      const cancelReason = random.pick(CUSTOMER_REASONS);
      if (cancelledAt < endsBy && cancelledAt < acceptedAt)
        return {
          ...ended('cancelled', cancelledAt, cancelReason),
          events: [placed, { status: 'cancelled', at: cancelledAt, actorId: null, note: cancelReason }],
        };
    }
    const cancelledAt = later(slot.start, random.float(0, 30));
    const cancelReason = medical && random.chance(0.4) ? MEDICAL_REASON : random.pick(STORE_REASONS);
    if (cancelledAt < endsBy && cancelledAt > readyAt)
      return {
        ...ended('cancelled', cancelledAt, cancelReason),
        acceptedAt,
        readyAt,
        events: [...ready, { status: 'cancelled', at: cancelledAt, actorId: null, note: cancelReason }],
      };
  } else if (draw < 0.09) {
    const expiredAt = later(slot.end, holdMinutes + random.float(0.2, 1));
    if (expiredAt < endsBy)
      return {
        ...ended('expired', expiredAt, null),
        acceptedAt,
        readyAt,
        events: [...ready, { status: 'expired', at: expiredAt, actorId: null, note: EXPIRED_NOTE }],
      };
  }

  const slotMinutes = (slot.end.getTime() - slot.start.getTime()) / MINUTE;
  let pickedUpAt = later(slot.start, random.float(0, slotMinutes + 20));
  if (pickedUpAt <= readyAt) pickedUpAt = later(readyAt, random.float(1, 5));
  if (pickedUpAt >= endsBy) pickedUpAt = new Date(endsBy.getTime() - MINUTE);
  return {
    status: 'picked_up',
    acceptedAt,
    readyAt,
    pickedUpAt,
    cancelledAt: null,
    expiredAt: null,
    cancelReason: null,
    updatedAt: pickedUpAt,
    events: [...ready, { status: 'picked_up', at: pickedUpAt, actorId: null, note: null }],
  };
}

function ended(status: 'cancelled' | 'expired', at: Date, cancelReason: string | null): Omit<OrderOutcome, 'events'> {
  return {
    status,
    acceptedAt: null,
    readyAt: null,
    pickedUpAt: null,
    cancelledAt: status === 'cancelled' ? at : null,
    expiredAt: status === 'expired' ? at : null,
    cancelReason: status === 'cancelled' ? cancelReason : null,
    updatedAt: at,
  };
}
