import { describe, expect, it } from 'vitest';
import { orderTimeline, storeTimeLabel, type OrderEvent } from './order-timeline.ts';

const at = (time: string) => new Date(`2026-11-25T${time}:00Z`);
const placed: OrderEvent = { status: 'placed', at: at('18:00'), note: null };
const accepted: OrderEvent = { status: 'accepted', at: at('18:05'), note: 'Packed by Sam' };

describe('orderTimeline', () => {
  it('shows the whole road for a new order, with only the first step reached', () => {
    const steps = orderTimeline('placed', [placed]);
    expect(steps.map((step) => [step.label, step.at, step.current])).toEqual([
      ['Placed', at('18:00'), true],
      ['Accepted', null, false],
      ['Ready for pickup', null, false],
      ['Picked up', null, false],
    ]);
  });

  it('marks the step the order is at and keeps staff notes out', () => {
    const steps = orderTimeline('accepted', [placed, accepted]);
    expect(steps.find((step) => step.current)?.status).toBe('accepted');
    expect(steps.every((step) => step.reason === null)).toBe(true);
  });

  it('ends a cancelled order after the steps it reached, with the time and reason', () => {
    const cancelled: OrderEvent = { status: 'cancelled', at: at('18:20'), note: 'Out of stock' };
    expect(orderTimeline('cancelled', [placed, accepted, cancelled])).toEqual([
      { status: 'placed', label: 'Placed', at: at('18:00'), current: false, reason: null },
      { status: 'accepted', label: 'Accepted', at: at('18:05'), current: false, reason: null },
      { status: 'cancelled', label: 'Cancelled', at: at('18:20'), current: true, reason: 'Out of stock' },
    ]);
  });

  it('shows an expired order’s reason, and an ended step without its event still ends the road', () => {
    const expired = orderTimeline('expired', [
      placed,
      { status: 'expired', at: at('23:00'), note: 'Not picked up in time' },
    ]);
    expect(expired.at(-1)).toMatchObject({
      label: 'Expired (not picked up)',
      reason: 'Not picked up in time',
      current: true,
    });
    expect(orderTimeline('cancelled', [placed]).at(-1)).toMatchObject({ status: 'cancelled', at: null, reason: null });
  });
});

describe('storeTimeLabel', () => {
  it('writes the time in the store’s zone with plain spaces', () => {
    expect(storeTimeLabel(at('19:04'), 'America/Detroit')).toBe('Wed, Nov 25, 2:04 PM');
  });
});
