import { describe, expect, it } from 'vitest';
import { dollarsText, gramsText, parseDollars, parseGrams, parseStock } from './typed-numbers.ts';

describe('parseDollars', () => {
  it.each([
    ['32', 3200],
    ['32.5', 3250],
    ['32.50', 3250],
    ['32.', 3200],
    ['.99', 99],
    ['0', 0],
    ['$32.00', 3200],
    ['$ 7', 700],
    ['1,250.00', 125000],
    ['  18.25 ', 1825],
    ['100000', 10_000_000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDollars(text)).toEqual({ ok: true, value: cents });
  });

  it.each([
    ['-5', 'A price cannot be negative.'],
    ['$-5.00', 'A price cannot be negative.'],
    ['12.345', 'Use at most two decimals (cents).'],
    ['', 'Enter a price in dollars, e.g. 32.00.'],
    ['abc', 'Enter a price in dollars, e.g. 32.00.'],
    ['12,5', 'Enter a price in dollars, e.g. 32.00.'],
    ['1e3', 'Enter a price in dollars, e.g. 32.00.'],
    ['.', 'Enter a price in dollars, e.g. 32.00.'],
    ['32 dollars', 'Enter a price in dollars, e.g. 32.00.'],
    ['100000.01', 'That price is too high (at most $100,000.00).'],
    ['99999999999999999999', 'That price is too high (at most $100,000.00).'],
  ])('refuses %j', (text, message) => {
    expect(parseDollars(text)).toEqual({ ok: false, message });
  });
});

describe('parseStock', () => {
  it.each([
    ['0', 0],
    ['12', 12],
    [' 40 ', 40],
    ['1,200', 1200],
  ])('reads %j as %i', (text, value) => {
    expect(parseStock(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['-1', 'Stock cannot be negative.'],
    ['2.5', 'Stock is a whole number, e.g. 12.'],
    ['ten', 'Stock is a whole number, e.g. 12.'],
    ['', 'Enter how many are on the shelf, e.g. 12.'],
    ['1000001', 'That is more than one size can hold (at most 1,000,000).'],
  ])('refuses %j', (text, message) => {
    expect(parseStock(text)).toEqual({ ok: false, message });
  });
});

describe('parseGrams', () => {
  it.each([
    ['3.5', 3500],
    ['28', 28000],
    ['0.5', 500],
    ['28.35', 28350],
    ['.125', 125],
  ])('reads %j as %i mg', (text, mg) => {
    expect(parseGrams(text)).toEqual({ ok: true, value: mg });
  });

  it.each(['0', '-1', '1.2345', 'abc', '', '10000.001'])('refuses %j', (text) => {
    expect(parseGrams(text).ok).toBe(false);
  });
});

describe('field text', () => {
  it('shows cents as dollars and milligrams as grams, and reads them back', () => {
    for (const cents of [0, 5, 99, 100, 3250, 125000])
      expect(parseDollars(dollarsText(cents))).toEqual({ ok: true, value: cents });
    expect(dollarsText(3250)).toBe('32.50');
    for (const mg of [125, 500, 3500, 28350, 453592])
      expect(parseGrams(gramsText(mg))).toEqual({ ok: true, value: mg });
    expect(gramsText(3500)).toBe('3.5');
  });
});
