import { z } from 'zod';
import {
  calendarDate,
  HoursInput,
  licenceNumber,
  PickupInput,
  StoreFactsInput,
  text,
} from '../settings/store-settings-input.ts';
import { LICENCE_KIND_LABELS, LICENCE_KINDS, MICHIGAN_TIME_ZONES } from './store-admin.ts';

/**
 * What the store form sends, for a new store and for an edit. The server parses it with this
 * schema, so every message names the field it is about (`licences.1.number`,
 * `hours.pickup.days.2.intervals.0.closes`); nothing is written unless all of it is valid.
 */

const slug = z.unknown().transform((value, context) => {
  const typed = typeof value === 'string' ? value.trim() : '';
  if (typed === '') context.addIssue({ code: 'custom', message: 'Enter the store’s web address, like ypsilanti.' });
  else if (typed.length > 60) context.addIssue({ code: 'custom', message: 'Use at most 60 characters.' });
  else if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(typed))
    context.addIssue({
      code: 'custom',
      message: 'Use lower-case letters, digits and single hyphens between words, like ann-arbor.',
    });
  else if (typed === 'all') context.addIssue({ code: 'custom', message: '“all” names every store; choose another.' });
  else return typed;
  return z.NEVER;
});

const LicenceInput = z.object({
  kind: z.enum(LICENCE_KINDS, { error: 'Choose the kind of licence.' }),
  number: licenceNumber,
  expiresOn: z.unknown().transform((value, context) => {
    if (value === null || value === undefined || value === '') return null;
    const parsed = calendarDate.safeParse(value);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: 'custom', message: 'Enter the expiry date, like 2027-06-30, or leave it empty.' });
    return z.NEVER;
  }),
});

export const StoreInput = z.object({
  name: text('the store’s name, like Ypsilanti', 80),
  slug,
  street: StoreFactsInput.shape.street,
  city: StoreFactsInput.shape.city,
  region: StoreFactsInput.shape.region,
  postalCode: StoreFactsInput.shape.postalCode,
  municipality: text('the city, village or township whose ordinance sets the hours', 80),
  timeZone: z.enum(MICHIGAN_TIME_ZONES, { error: 'Choose Eastern or Central time.' }),
  phone: StoreFactsInput.shape.phone,
  email: StoreFactsInput.shape.email,
  licences: z
    .array(LicenceInput, { error: 'Give the store’s licences.' })
    .min(1, 'Give at least one state licence: a store sells under its own.')
    .max(LICENCE_KINDS.length)
    .superRefine((licences, context) => {
      licences.forEach((licence, index) => {
        if (licences.some((other, otherIndex) => otherIndex < index && other.kind === licence.kind)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'kind'],
            message: `The store already has its ${LICENCE_KIND_LABELS[licence.kind].toLowerCase()} licence above.`,
          });
        }
      });
    }),
  hours: z.object({ inStore: HoursInput, pickup: HoursInput.nullable() }),
  slotMinutes: PickupInput.shape.slotMinutes,
  slotCapacity: PickupInput.shape.slotCapacity,
  orderHoldMinutes: PickupInput.shape.orderHoldMinutes,
});

export type StoreInput = z.output<typeof StoreInput>;

/** The switch "Keep medical and adult-use stock apart" of a store (decision 73). */
export const MedicalStockInput = z.object({
  apart: z.boolean('Say whether the store keeps its medical stock apart.'),
});
