import type { MenuMode } from '#lib/catalog/menu-query.ts';
import { formatCents } from '#lib/money.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '#lib/orders/order-status.ts';
import { whatToBring } from '#lib/orders/what-to-bring.ts';
import { endOfSentence } from '#lib/text/sentences.ts';
import { emailLink } from './email-link.ts';
import type { OutgoingEmail } from './outbox.ts';
import { greeting } from './visitor-text.ts';

/** What the order emails say about an order. */
export interface OrderEmailFacts {
  storeName: string;
  storeAddress: string;
  storePhone: string;
  number: string;
  email: string;
  contactName: string;
  pickupLabel: string;
  totalCents: number;
  mode: MenuMode;
  lines: { productName: string; sizeLabel: string; quantity: number; totalCents: number }[];
}

/**
 * The confirmation also names each saving (every deal, the points spent), as the receipt does;
 * `origin` is the store's link origin (its tracker link).
 */
export function orderPlacedMessage(
  facts: OrderEmailFacts & { discounts: readonly { title: string; savingsCents: number }[]; origin: string },
): OutgoingEmail {
  const lines = [
    ...facts.lines.map(
      (line) => `- ${line.quantity} × ${line.productName} (${line.sizeLabel}): ${formatCents(line.totalCents)}`,
    ),
    ...facts.discounts.map((saving) => `- ${saving.title}: −${formatCents(saving.savingsCents)} (included above)`),
  ].join('\n');
  return {
    to: facts.email,
    template: 'order_placed',
    subject: `Order ${facts.number} is in: pickup ${facts.pickupLabel}`,
    text: `${greeting(facts.contactName)}\n\nThanks for your order at ${endOfSentence(facts.storeName)} We will have it ready for pickup ${facts.pickupLabel}.\n\n${lines}\n\nTotal out the door, paid at pickup: ${formatCents(facts.totalCents)}\n\n${whatToBring(facts.mode)}\n\nPick up at ${facts.storeAddress}. Questions? Call ${facts.storePhone}.\nTrack it any time at ${emailLink(facts.origin, '/order-tracker')} with your order number ${facts.number}.\n\n— ${facts.storeName}`,
  };
}

export function orderStatusMessage(facts: OrderEmailFacts, status: OrderStatus, reason?: string | null): OutgoingEmail {
  const what: Partial<Record<OrderStatus, string>> = {
    accepted: `We accepted your order and are getting it ready for ${facts.pickupLabel}.`,
    ready: `Your order is packed and waiting at the counter. ${whatToBring(facts.mode)}`,
    picked_up: 'You picked up your order. Thank you for shopping with us!',
    cancelled: `Your order was cancelled${reason ? `: ${reason}` : '.'} Nothing was charged.`,
    expired:
      'Nobody picked up your order in time, so it was cancelled and the products went back on the shelf. Nothing was charged.',
  };
  return {
    to: facts.email,
    template: `order_${status}`,
    subject: `Order ${facts.number}: ${ORDER_STATUS_LABELS[status]}`,
    text: `${greeting(facts.contactName)}\n\n${what[status] ?? ORDER_STATUS_LABELS[status]}\n\nOrder ${facts.number}, ${formatCents(facts.totalCents)} out the door.\n${facts.storeName}, ${facts.storeAddress}, ${facts.storePhone}\n\n— ${facts.storeName}`,
  };
}
