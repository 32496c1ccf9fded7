import { buildCalendarFile } from '#lib/calendar/ics.ts';
import { formatCents } from '#lib/money.ts';
import { releasesStock } from '#lib/orders/order-status.ts';
import { whatToBring } from '#lib/orders/what-to-bring.ts';
import type { StoreSettings } from '../settings/index.ts';
import type { OrderReceipt } from './order-receipt.ts';
import { pickupPlaceName } from './order-store.ts';

/**
 * The pickup as a calendar file: the slot at the order's store's address (named when there are
 * several: pickupPlaceName), with what to bring and the
 * total to pay. The UID is the order number at the store's host, so importing the file again
 * (e.g. after the order was cancelled) updates the same event instead of adding a second one.
 */
export function orderCalendarFile(
  receipt: OrderReceipt,
  store: StoreSettings,
  { origin, now = new Date() }: { origin: string; now?: Date },
): string {
  const host = new URL(origin).hostname;
  const place = pickupPlaceName(store);
  return buildCalendarFile(
    {
      uid: `${receipt.number}@${host}`,
      stamp: now,
      start: receipt.pickupSlotStart,
      end: receipt.pickupSlotEnd,
      summary: `Pick up order ${receipt.number} at ${place}`,
      location: `${place}, ${store.address.singleLine}`,
      description: [
        whatToBring(receipt.menuMode),
        releasesStock(receipt.status)
          ? 'This order ended without a pickup: nothing is held and nothing is owed.'
          : `Pay at pickup: ${formatCents(receipt.totals.totalCents)} out the door.`,
        `Track the order at ${new URL('/order-tracker', origin).href} with its number and your email or phone.`,
        `Questions? Call ${store.phone}.`,
      ].join('\n'),
      url: new URL('/order-tracker', origin).href,
      status: releasesStock(receipt.status) ? 'CANCELLED' : 'CONFIRMED',
      // An order changes once in a way a calendar shows: from confirmed to called off.
      sequence: releasesStock(receipt.status) ? 1 : 0,
    },
    `-//${store.name}//Storefront//EN`,
  );
}
