import { describe, expect, it } from 'vitest';
import { stockStateOf } from './stock-state.ts';

describe('stockStateOf', () => {
  it.each([
    [0, 'sold_out'],
    [1, 'low_stock'],
    [5, 'low_stock'],
    [6, 'in_stock'],
    [120, 'in_stock'],
  ] as const)('%i units is %s', (stock, state) => {
    expect(stockStateOf(stock)).toBe(state);
  });
});
