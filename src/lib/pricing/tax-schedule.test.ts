import { describe, expect, it } from 'vitest';
import {
  scheduledRateAt,
  SINCE_ALWAYS as ALWAYS,
  taxRatesAt,
  TaxRateMissingError,
  type ScheduledTaxRate,
} from './tax-schedule.ts';
import { taxLine } from './taxes.ts';

const MONROE = 'store-monroe';
const YPSILANTI = 'store-ypsilanti';
const NEW_YEAR = new Date('2027-01-01T05:00:00Z'); // midnight in Michigan

/** The organization's standing rates, as the migration writes them. */
const standing: ScheduledTaxRate[] = [
  { tax: 'excise', customerType: 'adult', storeId: null, rateBps: 1000, effectiveFrom: ALWAYS },
  { tax: 'sales', customerType: 'adult', storeId: null, rateBps: 600, effectiveFrom: ALWAYS },
  { tax: 'sales', customerType: 'medical', storeId: null, rateBps: 600, effectiveFrom: ALWAYS },
  { tax: 'sales', customerType: 'non_cannabis', storeId: null, rateBps: 600, effectiveFrom: ALWAYS },
];
const excise = (storeId: string | null, rateBps: number, effectiveFrom: Date): ScheduledTaxRate => ({
  tax: 'excise',
  customerType: 'adult',
  storeId,
  rateBps,
  effectiveFrom,
});
const exciseAt = (schedule: ScheduledTaxRate[], storeId: string, at: Date) =>
  scheduledRateAt(schedule, { tax: 'excise', customerType: 'adult', storeId, at });

describe('the tax schedule', () => {
  it('charges the standing rates when nothing else is scheduled', () => {
    expect(taxRatesAt(standing, { storeId: MONROE, mode: 'adult', at: NEW_YEAR })).toEqual({
      exciseBps: 1000,
      salesBps: 600,
      nonCannabisSalesBps: 600,
    });
  });

  it('takes the rate that started last', () => {
    const schedule = [
      ...standing,
      excise(null, 1200, new Date('2026-07-01T04:00:00Z')),
      excise(null, 1100, new Date('2026-03-01T05:00:00Z')),
    ];
    expect(exciseAt(schedule, MONROE, new Date('2026-02-28T12:00:00Z'))).toBe(1000);
    expect(exciseAt(schedule, MONROE, new Date('2026-05-01T12:00:00Z'))).toBe(1100);
    expect(exciseAt(schedule, MONROE, new Date('2026-08-01T12:00:00Z'))).toBe(1200);
  });

  it('ignores a rate until its instant, and charges it from that instant on (a store-local midnight)', () => {
    const schedule = [...standing, excise(null, 1500, NEW_YEAR)];
    expect(exciseAt(schedule, MONROE, new Date(NEW_YEAR.getTime() - 1))).toBe(1000);
    expect(exciseAt(schedule, MONROE, NEW_YEAR)).toBe(1500);
  });

  it("lets a store's own rate beat the organization's, even an older one, and only at that store", () => {
    const schedule = [
      ...standing,
      excise(YPSILANTI, 800, new Date('2026-01-01T05:00:00Z')),
      excise(null, 1500, NEW_YEAR),
    ];
    expect(exciseAt(schedule, YPSILANTI, new Date('2025-12-31T12:00:00Z'))).toBe(1000);
    expect(exciseAt(schedule, YPSILANTI, new Date('2027-06-01T12:00:00Z'))).toBe(800);
    expect(exciseAt(schedule, MONROE, new Date('2027-06-01T12:00:00Z'))).toBe(1500);
  });

  it('charges medical sales no excise and their own sales rate; goods that are not cannabis theirs', () => {
    const schedule = [
      ...standing,
      { tax: 'sales', customerType: 'non_cannabis', storeId: null, rateBps: 650, effectiveFrom: NEW_YEAR },
    ] satisfies ScheduledTaxRate[];
    const rates = taxRatesAt(schedule, { storeId: MONROE, mode: 'medical', at: NEW_YEAR });
    expect(rates).toEqual({ exciseBps: 0, salesBps: 600, nonCannabisSalesBps: 650 });
    expect(taxLine(10_000, true, 'medical', rates).salesTaxCents).toBe(600);
    expect(taxLine(10_000, false, 'medical', rates).salesTaxCents).toBe(650);
  });

  it('says which rate is missing from a schedule that lacks the standing rates', () => {
    expect(() => taxRatesAt(standing.slice(1), { storeId: MONROE, mode: 'adult', at: NEW_YEAR })).toThrow(
      new TaxRateMissingError('excise', 'adult'),
    );
  });
});
