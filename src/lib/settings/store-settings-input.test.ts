import { describe, expect, it } from 'vitest';
import { HoursInput, LimitsInput, StoreFactsInput, StorefrontInput } from './store-settings-input.ts';

const week = (intervals: { opens: string; closes: string }[] = [{ opens: '09:00', closes: '21:00' }]) =>
  Array.from({ length: 7 }, () => ({ intervals }));

function fieldMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('opening hours', () => {
  it('sorts a day’s intervals and takes a midnight closing as the end of the day', () => {
    const days = week();
    days[5] = {
      intervals: [
        { opens: '17:00', closes: '00:00' },
        { opens: '09:00', closes: '13:00' },
      ],
    };
    days[0] = { intervals: [] };
    const parsed = HoursInput.parse({ days });
    expect(parsed.days[5]!.intervals).toEqual([
      { opens: '09:00', closes: '13:00' },
      { opens: '17:00', closes: '24:00' },
    ]);
    expect(parsed.days[0]!.intervals).toEqual([]);
  });

  it('puts a closing before its opening, and overlapping hours, beside the field', () => {
    const days = week();
    days[1] = { intervals: [{ opens: '21:00', closes: '02:00' }] };
    days[2] = {
      intervals: [
        { opens: '09:00', closes: '14:00' },
        { opens: '13:00', closes: '18:00' },
      ],
    };
    days[3] = { intervals: [{ opens: '9am', closes: '21:00' }] };
    expect(fieldMessages(HoursInput.safeParse({ days }))).toEqual({
      'days.1.intervals.0.closes': 'Closing must be after opening. Hours past midnight go on the next day, from 00:00.',
      'days.2.intervals.1.opens': 'These hours overlap other hours on the same day.',
      'days.3.intervals.0.opens': 'Enter the opening time, like 09:00.',
    });
  });

  it('needs all seven days', () => {
    expect(HoursInput.safeParse({ days: week().slice(1) }).success).toBe(false);
  });
});

describe('store details', () => {
  const store = {
    name: 'River Raisin',
    legalName: 'River Raisin LLC',
    tagline: '',
    street: '418 E Front St',
    city: 'Monroe',
    region: 'mi',
    postalCode: '48162',
    latitude: '',
    longitude: '-83.3941',
    phone: '734.555.0199',
    email: 'hello@example.com',
    licenseNumber: 'AU-R-000418',
    medicalLicenseNumber: '',
  };

  it('tidies what was typed: state code, phone, empty optional fields', () => {
    expect(StoreFactsInput.parse(store)).toMatchObject({
      region: 'MI',
      phone: '(734) 555-0199',
      latitude: null,
      longitude: -83.3941,
      medicalLicenseNumber: null,
    });
  });

  it('names each field that is wrong', () => {
    expect(
      fieldMessages(
        StoreFactsInput.safeParse({
          ...store,
          name: ' ',
          phone: '555-0199',
          postalCode: 'MI 48162',
          email: 'hello',
          latitude: '123',
        }),
      ),
    ).toEqual({
      name: 'Enter the store’s name.',
      phone: 'Enter a 10-digit US phone number, like (734) 555-0142.',
      postalCode: 'Enter a ZIP code like 48162.',
      email: 'Enter an email address like hello@example.com.',
      latitude: 'Enter the latitude in decimal degrees (−90 to 90), or leave it empty.',
    });
  });
});

describe('purchase limits and storefront', () => {
  it('keeps a concentrate limit within the whole limit and a daily limit within the monthly one', () => {
    const limits = {
      adultUseMg: '2.5 oz',
      adultUseConcentrateMg: '80 g',
      medicalDailyMg: '11 oz',
      medicalMonthlyMg: '10 oz',
      vapeLimitCategory: 'concentrate',
    };
    expect(fieldMessages(LimitsInput.safeParse(limits))).toEqual({
      adultUseConcentrateMg: 'The concentrate limit cannot be above the whole-purchase limit.',
      medicalDailyMg: 'The daily limit cannot be above the monthly limit.',
    });
  });

  it('takes a merch address that works in a URL', () => {
    expect(StorefrontInput.parse({ stagingMode: false, merchSlug: 'River-Raisin' }).merchSlug).toBe('river-raisin');
    expect(StorefrontInput.safeParse({ stagingMode: false, merchSlug: 'river raisin' }).success).toBe(false);
    expect(StorefrontInput.safeParse({ stagingMode: 'yes', merchSlug: 'store' }).success).toBe(false);
  });
});
