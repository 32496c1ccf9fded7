import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  isOpenOrder,
  ORDER_STATUSES,
  paymentNote,
  releasesStock,
  type OrderStatus,
} from './order-status.ts';

describe('order status moves', () => {
  it('follows placed → accepted → ready → picked up', () => {
    expect(canMoveOrder('placed', 'accepted')).toBe(true);
    expect(canMoveOrder('accepted', 'ready')).toBe(true);
    expect(canMoveOrder('ready', 'picked_up')).toBe(true);
  });

  it('never skips a step or goes back', () => {
    expect(canMoveOrder('placed', 'ready')).toBe(false);
    expect(canMoveOrder('placed', 'picked_up')).toBe(false);
    expect(canMoveOrder('ready', 'accepted')).toBe(false);
    expect(canMoveOrder('accepted', 'placed')).toBe(false);
  });

  it('lets any open order be cancelled or expire, and nothing leave an ended one', () => {
    const open: OrderStatus[] = ['placed', 'accepted', 'ready'];
    for (const status of open) {
      expect(canMoveOrder(status, 'cancelled')).toBe(true);
      expect(canMoveOrder(status, 'expired')).toBe(true);
      expect(isOpenOrder(status)).toBe(true);
    }
    for (const ended of ['picked_up', 'cancelled', 'expired'] as const) {
      expect(isOpenOrder(ended)).toBe(false);
      for (const to of ORDER_STATUSES) expect(canMoveOrder(ended, to)).toBe(false);
    }
  });

  it('gives stock back only for orders that end without a sale', () => {
    expect(ORDER_STATUSES.filter(releasesStock)).toEqual(['cancelled', 'expired']);
  });

  it('says an order that ended without a pickup owes nothing, and only a picked-up one was paid', () => {
    expect(ORDER_STATUSES.map((status) => [status, paymentNote(status)])).toEqual([
      ['placed', 'Pay at pickup'],
      ['accepted', 'Pay at pickup'],
      ['ready', 'Pay at pickup'],
      ['picked_up', 'Paid at pickup'],
      ['cancelled', 'Nothing to pay: the order ended without a pickup'],
      ['expired', 'Nothing to pay: the order ended without a pickup'],
    ]);
  });
});
