import { describe, expect, it } from 'vitest';
import { canCancelOrder, nextOrderMove, orderMoveRequest } from './order-queue.ts';

describe('pickup queue moves', () => {
  it('offers the one next step of an open order', () => {
    expect(nextOrderMove('placed')).toBe('accepted');
    expect(nextOrderMove('accepted')).toBe('ready');
    expect(nextOrderMove('ready')).toBe('picked_up');
    expect(nextOrderMove('picked_up')).toBeNull();
    expect(nextOrderMove('cancelled')).toBeNull();
  });

  it('lets staff cancel open orders only', () => {
    expect(['placed', 'accepted', 'ready'].every((status) => canCancelOrder(status as 'placed'))).toBe(true);
    expect(canCancelOrder('picked_up')).toBe(false);
    expect(canCancelOrder('expired')).toBe(false);
  });
});

describe('a staff move request', () => {
  it('reads a forward move and drops a reason it does not need', () => {
    expect(orderMoveRequest.parse({ to: 'ready', reason: 'ignored' })).toEqual({ to: 'ready', reason: null });
  });

  it('needs a reason to cancel, beside the reason field', () => {
    const refused = orderMoveRequest.safeParse({ to: 'cancelled', reason: '   ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([['reason']]);
    expect(orderMoveRequest.parse({ to: 'cancelled', reason: ' Customer called to cancel ' })).toEqual({
      to: 'cancelled',
      reason: 'Customer called to cancel',
    });
  });

  it('refuses moves staff do not make and reasons that are too long', () => {
    expect(orderMoveRequest.safeParse({ to: 'expired' }).success).toBe(false);
    expect(orderMoveRequest.safeParse({ to: 'placed' }).success).toBe(false);
    expect(orderMoveRequest.safeParse({ to: 'cancelled', reason: 'x'.repeat(301) }).success).toBe(false);
    expect(orderMoveRequest.safeParse(null).success).toBe(false);
  });
});
