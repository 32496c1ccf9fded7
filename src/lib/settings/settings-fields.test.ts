import { describe, expect, it } from 'vitest';
import { limitAmountField, percentField, wholeNumberField } from './settings-fields.ts';
import { gramsAmountText, parseAmountMg, percentText } from './settings-units.ts';

describe('percent fields', () => {
  it('reads percents with up to two decimals as basis points', () => {
    expect(percentField.parse('10')).toBe(1000);
    expect(percentField.parse('6.25')).toBe(625);
    expect(percentField.parse(' 6.5 % ')).toBe(650);
    expect(percentField.parse(6)).toBe(600);
    expect(percentField.parse('0')).toBe(0);
  });

  it('refuses what is not a percent from 0 to 100', () => {
    for (const typed of ['', 'ten', '6.125', '-1', '100.01', null]) {
      expect(percentField.safeParse(typed).success, String(typed)).toBe(false);
    }
  });

  it('shows basis points as the percent that reads back the same', () => {
    for (const bps of [0, 5, 50, 600, 605, 610, 625, 1000, 10_000])
      expect(percentField.parse(percentText(bps))).toBe(bps);
    expect(percentText(650)).toBe('6.5');
  });
});

describe('purchase limit amounts', () => {
  it('reads grams to the milligram and ounces to the nearest milligram', () => {
    expect(parseAmountMg('70.87 g')).toBe(70_870);
    expect(parseAmountMg('15g')).toBe(15_000);
    expect(parseAmountMg('2.5 oz')).toBe(70_874);
    expect(parseAmountMg('10 ounces')).toBe(283_495);
    expect(parseAmountMg('1 Oz.')).toBe(28_350);
  });

  it('asks for a unit and a plain number', () => {
    expect(parseAmountMg('2.5')).toBe('unit');
    expect(parseAmountMg('2.5 lb')).toBe('unit');
    expect(parseAmountMg('two ounces')).toBe('number');
    expect(parseAmountMg('1.2345 g')).toBe('number');
    expect(limitAmountField.safeParse('0 g').success).toBe(false);
    expect(limitAmountField.safeParse('1001 g').success).toBe(false);
    expect(limitAmountField.safeParse('2.5').error?.issues[0]?.message).toBe(
      'Say g or oz after the number, like 2.5 oz or 15 g.',
    );
  });

  it('shows stored milligrams as grams that read back unchanged', () => {
    for (const mg of [1, 15_000, 70_870, 283_495, 999_999])
      expect(limitAmountField.parse(gramsAmountText(mg))).toBe(mg);
    expect(gramsAmountText(70_870)).toBe('70.87 g');
  });
});

describe('whole-number fields', () => {
  const capacity = wholeNumberField('how many orders a slot takes', 1, 1000);
  it('takes typed or JSON whole numbers in range', () => {
    expect(capacity.parse('12')).toBe(12);
    expect(capacity.parse(12)).toBe(12);
  });
  it('refuses anything else with a sentence', () => {
    expect(capacity.safeParse('').error?.issues[0]?.message).toBe('Enter how many orders a slot takes.');
    expect(capacity.safeParse('1.5').error?.issues[0]?.message).toBe('Enter a whole number from 1 to 1000.');
    expect(capacity.safeParse('0').success).toBe(false);
    expect(capacity.safeParse('99999999999999999999').success).toBe(false);
  });
});
