import { z } from 'zod';
import { formatUsPhone, normalizeUsPhone } from '../phone.ts';
import { parseClockTime } from './store-hours.ts';
import { VAPE_LIMIT_CATEGORIES } from '../vocabulary/catalog.ts';
import { limitAmountField, percentField, wholeNumberField } from './settings-fields.ts';
import {
  MAX_HOLIDAY_CLOSURES,
  MAX_INTERVALS_PER_DAY,
  MAX_PAUSED_MESSAGE,
  type SettingsSection,
} from './store-settings.ts';

/**
 * One schema per section of the settings page. The server parses what the page sends with them,
 * so every message names the field it is about; what a schema parses to is what its save writes.
 */

/** Typed text, trimmed, that must be given. */
export const text = (what: string, max: number) =>
  z.unknown().transform((value, context) => {
    const typed = typeof value === 'string' ? value.trim() : '';
    if (typed === '') context.addIssue({ code: 'custom', message: `Enter ${what}.` });
    else if (typed.length > max) context.addIssue({ code: 'custom', message: `Use at most ${max} characters.` });
    else return typed;
    return z.NEVER;
  });

/** Typed text, trimmed, that may be empty. */
export const optionalText = (max: number) =>
  z.unknown().transform((value, context) => {
    const typed = typeof value === 'string' ? value.trim() : '';
    if (typed.length > max) {
      context.addIssue({ code: 'custom', message: `Use at most ${max} characters.` });
      return z.NEVER;
    }
    return typed;
  });

/** A latitude or longitude in decimal degrees, or null when left empty. */
export const coordinate = (what: string, limit: number) =>
  z.unknown().transform((value, context) => {
    const typed = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (typed === '') return null;
    const number = /^-?\d{1,3}(?:\.\d{1,7})?$/.test(typed) ? Number(typed) : Number.NaN;
    if (Number.isNaN(number) || Math.abs(number) > limit) {
      context.addIssue({
        code: 'custom',
        message: `Enter the ${what} in decimal degrees (−${limit} to ${limit}), or leave it empty.`,
      });
      return z.NEVER;
    }
    return number;
  });

/**
 * A state licence number as a store's licences keep it, with the same messages on the settings
 * page and on a store's own page.
 */
export const MAX_LICENCE_NUMBER = 40;
export const licenceNumber = text('the licence number', MAX_LICENCE_NUMBER);

export const StoreFactsInput = z.object({
  name: text('the store’s name', 100),
  legalName: text('the legal name on the licence', 150),
  tagline: optionalText(200),
  street: text('the street address', 150),
  city: text('the city', 80),
  region: text('the state', 2)
    .pipe(z.string().regex(/^[A-Za-z]{2}$/, 'Enter the two-letter state code, like MI.'))
    .transform((value) => value.toUpperCase()),
  postalCode: text('the ZIP code', 10).pipe(z.string().regex(/^\d{5}(?:-\d{4})?$/, 'Enter a ZIP code like 48162.')),
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
  phone: text('the store’s phone number', 40).transform((typed, context) => {
    const digits = normalizeUsPhone(typed);
    if (digits) return formatUsPhone(digits);
    context.addIssue({ code: 'custom', message: 'Enter a 10-digit US phone number, like (734) 555-0142.' });
    return z.NEVER;
  }),
  email: text('the store’s email address', 254).pipe(z.email('Enter an email address like hello@example.com.')),
  licenseNumber: licenceNumber,
  medicalLicenseNumber: optionalText(MAX_LICENCE_NUMBER).transform((value) => value || null),
});

/** 'HH:MM' from a time input; a closing of '00:00' (midnight) is the end of the day, '24:00'. */
const clockTime = (what: string, { closing = false } = {}) =>
  z.unknown().transform((value, context) => {
    const typed = typeof value === 'string' ? value.trim().slice(0, 5) : '';
    if (!/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/.test(typed)) {
      context.addIssue({ code: 'custom', message: `Enter the ${what} time, like 09:00.` });
      return z.NEVER;
    }
    return closing && typed === '00:00' ? '24:00' : typed;
  });

const OpeningInterval = z.object({ opens: clockTime('opening'), closes: clockTime('closing', { closing: true }) });

/** One day's opening times: each closes after it opens, none overlaps another; sorted by opening. */
const OpeningDay = z
  .object({
    intervals: z
      .array(OpeningInterval)
      .max(MAX_INTERVALS_PER_DAY, `A day has at most ${MAX_INTERVALS_PER_DAY} opening times.`),
  })
  .superRefine(({ intervals }, context) => {
    intervals.forEach((interval, index) => {
      const opens = parseClockTime(interval.opens);
      const closes = parseClockTime(interval.closes);
      if (closes <= opens) {
        context.addIssue({
          code: 'custom',
          path: ['intervals', index, 'closes'],
          message: 'Closing must be after opening. Hours past midnight go on the next day, from 00:00.',
        });
      } else if (
        intervals.some(
          (other, otherIndex) =>
            otherIndex < index && parseClockTime(other.opens) < closes && opens < parseClockTime(other.closes),
        )
      ) {
        context.addIssue({
          code: 'custom',
          path: ['intervals', index, 'opens'],
          message: 'These hours overlap other hours on the same day.',
        });
      }
    });
  })
  .transform(({ intervals }) => ({
    intervals: [...intervals].sort((a, b) => parseClockTime(a.opens) - parseClockTime(b.opens)),
  }));

/** The week, Sunday first (`days[0]`); a closed day has no intervals. */
export const HoursInput = z.object({ days: z.array(OpeningDay).length(7, 'Give the hours of all seven days.') });

/** A calendar date from a date input, 'YYYY-MM-DD', that exists. */
export const calendarDate = z.unknown().transform((value, context) => {
  const typed = typeof value === 'string' ? value.trim() : '';
  const day = new Date(`${typed}T12:00:00Z`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(typed) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(typed)) {
    return typed;
  }
  context.addIssue({ code: 'custom', message: 'Enter the date, like 2026-12-25.' });
  return z.NEVER;
});

/** A holiday: its date, its name and, when the store opens at all, its reduced hours. */
const HolidayClosureInput = z.object({
  date: calendarDate,
  name: text('the holiday’s name, like Christmas Day', 80),
  hours: OpeningInterval.nullable()
    .optional()
    .transform((hours) => hours ?? null)
    .superRefine((hours, context) => {
      if (hours && parseClockTime(hours.closes) <= parseClockTime(hours.opens)) {
        context.addIssue({ code: 'custom', path: ['closes'], message: 'Closing must be after opening.' });
      }
    }),
});

/** The holidays ahead, one per date, in the order the page lists them (so messages find their row). */
export const ClosuresInput = z.object({
  days: z
    .array(HolidayClosureInput)
    .max(MAX_HOLIDAY_CLOSURES, `Keep at most ${MAX_HOLIDAY_CLOSURES} holidays ahead.`)
    .superRefine((days, context) => {
      days.forEach((day, index) => {
        if (days.some((other, otherIndex) => otherIndex < index && other.date === day.date)) {
          context.addIssue({ code: 'custom', path: [index, 'date'], message: 'Another holiday is on this date.' });
        }
      });
    }),
});

/** Pausing online ordering needs the sentence shoppers read meanwhile; the sentence is kept for next time. */
export const OrderingInput = z
  .object({
    paused: z.boolean({ error: 'Choose whether online ordering is paused.' }),
    message: optionalText(MAX_PAUSED_MESSAGE),
  })
  .superRefine((ordering, context) => {
    if (ordering.paused && !ordering.message) {
      context.addIssue({
        code: 'custom',
        path: ['message'],
        message: 'Write what shoppers read while ordering is paused, like “Back tomorrow at 9 AM.”',
      });
    }
  });

export const PickupInput = z.object({
  slotMinutes: wholeNumberField('the length of a pickup slot in minutes', 5, 240),
  slotCapacity: wholeNumberField('how many orders a slot takes', 1, 1000),
  orderHoldMinutes: wholeNumberField('how long an uncollected order is held, in minutes', 0, 10_080),
});

export const TaxesInput = z.object({ exciseTaxBps: percentField, salesTaxBps: percentField });

export const LimitsInput = z
  .object({
    adultUseMg: limitAmountField,
    adultUseConcentrateMg: limitAmountField,
    medicalDailyMg: limitAmountField,
    medicalMonthlyMg: limitAmountField,
    vapeLimitCategory: z.enum(VAPE_LIMIT_CATEGORIES, { error: 'Choose how a vape cartridge counts.' }),
  })
  .superRefine((limits, context) => {
    if (limits.adultUseConcentrateMg > limits.adultUseMg) {
      context.addIssue({
        code: 'custom',
        path: ['adultUseConcentrateMg'],
        message: 'The concentrate limit cannot be above the whole-purchase limit.',
      });
    }
    if (limits.medicalDailyMg > limits.medicalMonthlyMg) {
      context.addIssue({
        code: 'custom',
        path: ['medicalDailyMg'],
        message: 'The daily limit cannot be above the monthly limit.',
      });
    }
  });

export const StorefrontInput = z.object({
  stagingMode: z.boolean({ error: 'Choose whether the store runs as a staging site.' }),
  merchSlug: text('the merch shop’s address', 40)
    .transform((value) => value.toLowerCase())
    .pipe(
      z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens, like river-raisin.'),
    ),
});

export const HiringInput = z.object({
  applicationRetentionDays: wholeNumberField('how many days applications are kept', 30, 3650),
});

/** Each section's schema; what it parses to is what the section's save writes. */
export const SETTINGS_INPUTS = {
  ordering: OrderingInput,
  store: StoreFactsInput,
  hours: HoursInput,
  closures: ClosuresInput,
  pickup: PickupInput,
  taxes: TaxesInput,
  limits: LimitsInput,
  storefront: StorefrontInput,
  hiring: HiringInput,
} satisfies Record<SettingsSection, z.ZodType>;

export type SettingsInput<S extends SettingsSection> = z.output<(typeof SETTINGS_INPUTS)[S]>;
