import { z } from 'zod';
import { formProofFields } from '#lib/forms/form-proof.ts';
import { EVERY_PROBLEM } from '#lib/forms/every-problem.ts';
import { birthdateProblem } from '../customers/birthday.ts';
import { MENU_MODES } from '../catalog/menu-query.ts';
import { normalizeUsPhone } from '../phone.ts';
import { MAX_TYPED_CARD_NUMBER_LENGTH, normalizeRegistryCardNumber } from '../registry-card.ts';

/** Most lines and units one pickup order may carry; far above any legal cart. */
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
export const MAX_NOTES_LENGTH = 500;

/** A real calendar day written `YYYY-MM-DD` (no 2026-02-30). */
export const calendarDate = (message: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      message,
    );

/** The store a checkout is at, by its slug (`/checkout?store=…`); left out for the default store. */
export const CheckoutStoreSlug = z
  .string()
  .max(60, 'That store is not one of ours.')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'That store is not one of ours.');

/** A calendar day in a JSON body sent by the store's own pages. */
export const CalendarDate = calendarDate('Send a date as YYYY-MM-DD.');

/** The email an order is placed with. */
export const ContactEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter an email address like name@example.com.'));

/**
 * A date of birth as on an ID; the browser's date is near enough to catch a mistyped year (the
 * order itself is checked against the store's own calendar).
 */
export const Birthdate = calendarDate('Enter your date of birth as on your ID.').superRefine((value, context) => {
  const problem = birthdateProblem(value, new Date().toISOString().slice(0, 10));
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/**
 * A checkout as the browser sends it (`POST /api/checkout`). The same schema checks the form in
 * the browser for instant feedback and decides on the server; every message is written for the
 * shopper and shown beside its field.
 */
export const CheckoutRequest = z
  .object({
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'Reload the page and try again.'),
    mode: z.enum(MENU_MODES, { error: 'Choose adult-use or medical.' }),
    name: z.string().trim().min(1, 'Enter the name on your ID.').max(100, 'Use at most 100 characters.'),
    email: ContactEmail,
    phone: z
      .string()
      .trim()
      .max(40, 'Enter a 10-digit US phone number.')
      .transform((typed, context) => {
        const phone = normalizeUsPhone(typed);
        if (!phone)
          context.addIssue({ code: 'custom', message: 'Enter a 10-digit US phone number, like (734) 555-0123.' });
        return phone ?? '';
      }),
    birthdate: Birthdate,
    /** As the store keeps it (`normalizeRegistryCardNumber`); checked only on the medical menu. */
    medicalCardNumber: z
      .string()
      .trim()
      .max(MAX_TYPED_CARD_NUMBER_LENGTH, 'A registry card number has at most 20 letters and digits.')
      .default('')
      .transform((typed) => normalizeRegistryCardNumber(typed) ?? typed),
    medicalCardExpiresOn: z.string().trim().default(''),
    pickupSlotStart: z.string().min(1, 'Choose a pickup time.').max(40, 'Choose a pickup time.'),
    notes: z.string().trim().max(MAX_NOTES_LENGTH, `Keep notes under ${MAX_NOTES_LENGTH} characters.`).default(''),
    emailMarketing: z.boolean().default(false),
    smsMarketing: z.boolean().default(false),
    acknowledgeId: z.literal(true, { error: 'Confirm you will bring your ID (and card for medical).' }),
    /** A field people never see: bots fill it in. */
    website: formProofFields.website,
    lines: z
      .array(
        z.object({
          variantId: z.uuid('That product is not on the menu.'),
          quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
        }),
      )
      .min(1, 'Your cart is empty.')
      .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} products.`),
    expectedTotalCents: z.number().int().min(0).nullable().default(null),
    /** The lines as the shopper saw them priced; a changed total is then explained line by line. */
    expectedLines: z
      .array(
        z.object({
          variantId: z.uuid(),
          totalCents: z.number().int().min(0),
          dealSlugs: z.array(z.string().max(100)).max(20),
        }),
      )
      .max(MAX_ORDER_LINES)
      .default([]),
    /** Rewards points to spend (one of the store's tiers; 0 for none). */
    redeemPoints: z.number().int().min(0).max(1_000_000).default(0),
    store: CheckoutStoreSlug.optional(),
    recaptchaToken: formProofFields.recaptchaToken,
  })
  .superRefine((values, context) => {
    if (values.mode === 'medical') {
      if (normalizeRegistryCardNumber(values.medicalCardNumber) !== values.medicalCardNumber) {
        context.addIssue({
          code: 'custom',
          path: ['medicalCardNumber'],
          message: 'Enter the number on your Michigan registry card.',
        });
      }
      if (!/^\d{4}-\d{2}-\d{2}$/.test(values.medicalCardExpiresOn)) {
        context.addIssue({
          code: 'custom',
          path: ['medicalCardExpiresOn'],
          message: 'Enter the expiry date printed on the card.',
        });
      }
    }
    if (values.smsMarketing && !values.phone) {
      context.addIssue({ code: 'custom', path: ['smsMarketing'], message: 'Texts need a phone number.' });
    }
  }, EVERY_PROBLEM);

export type CheckoutRequest = z.infer<typeof CheckoutRequest>;
