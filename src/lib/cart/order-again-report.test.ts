import { describe, expect, it } from 'vitest';
import { orderAgainReport } from './order-again-report.ts';

describe('orderAgainReport', () => {
  it('counts the sizes added and says nothing more when everything went in', () => {
    expect(orderAgainReport([{ name: 'Chemdawg, 3.5 g', wanted: 2, added: 2, why: null }])).toEqual({
      summary: 'Added 1 size to your cart.',
      shortfalls: [],
    });
  });

  it('names each size left out or cut short, with why', () => {
    const report = orderAgainReport([
      { name: 'Chemdawg, 3.5 g', wanted: 2, added: 2, why: null },
      {
        name: 'Chemdawg, 28 g',
        wanted: 3,
        added: 2,
        why: 'That would pass the adult-use limit of 2.5 oz per visit: 0.5 oz (14.8 g) left.',
      },
      { name: 'Gone Haze, 7 g', wanted: 0, added: 0, why: 'Sold out.' },
    ]);
    expect(report).toEqual({
      summary: 'Added 2 sizes to your cart.',
      shortfalls: [
        'Chemdawg, 28 g: 2 of 3 added. That would pass the adult-use limit of 2.5 oz per visit: 0.5 oz (14.8 g) left.',
        'Gone Haze, 7 g: not added. Sold out.',
      ],
    });
  });

  it('says so when nothing could be added', () => {
    expect(orderAgainReport([{ name: 'Old Stock, 3.5 g', wanted: 0, added: 0, why: 'No longer sold.' }])).toEqual({
      summary: 'Nothing was added to your cart.',
      shortfalls: ['Old Stock, 3.5 g: not added. No longer sold.'],
    });
  });
});
