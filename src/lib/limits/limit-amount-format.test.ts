import { describe, expect, it } from 'vitest';
import { formatLimitAmount, gramsText, ouncesText } from './limit-amount-format.ts';

describe('formatLimitAmount', () => {
  it('reads the Michigan limits as a shopper knows them', () => {
    expect(formatLimitAmount(70_870)).toBe('2.5 oz'); // 2.4999 oz
    expect(formatLimitAmount(283_495)).toBe('10 oz'); // 9.99999 oz
    expect(formatLimitAmount(15_000)).toBe('15 g');
  });

  it('uses grams under an ounce and ounces from one ounce, to a tenth', () => {
    expect(formatLimitAmount(3_200)).toBe('3.2 g');
    expect(formatLimitAmount(3_250)).toBe('3.3 g');
    expect(formatLimitAmount(28_349)).toBe('28.3 g');
    expect(formatLimitAmount(28_350)).toBe('1 oz');
    expect(formatLimitAmount(0)).toBe('0 g');
  });

  it('refuses amounts that are not whole milligrams', () => {
    expect(() => formatLimitAmount(-1)).toThrow(RangeError);
    expect(() => formatLimitAmount(0.5)).toThrow(RangeError);
  });
});

describe('gramsText and ouncesText', () => {
  it('round to a tenth the way they are asked', () => {
    expect([gramsText(3_450, 'down'), gramsText(3_450, 'nearest'), gramsText(3_401, 'up')]).toEqual([
      '3.4',
      '3.5',
      '3.5',
    ]);
    // 11 370 mg = 0.401 oz; 11 300 mg = 0.3986 oz.
    expect([ouncesText(11_370, 'down'), ouncesText(11_300, 'down'), ouncesText(11_300, 'nearest')]).toEqual([
      '0.4',
      '0.3',
      '0.4',
    ]);
  });

  it('give ounces to a hundredth when asked', () => {
    // An eighth (3.5 g) is 0.1235 oz; 2.5 oz less an eighth is 2.3765 oz.
    expect(ouncesText(3_500, 'nearest', 2)).toBe('0.12');
    expect(ouncesText(70_870 - 3_500, 'down', 2)).toBe('2.37');
    expect(ouncesText(70_870, 'nearest', 2)).toBe('2.5');
    expect(ouncesText(1_500, 'nearest', 2)).toBe('0.05');
  });
});
