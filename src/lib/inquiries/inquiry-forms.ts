import { z } from 'zod';
import { emailField, formText, nameField, optionalDateField, phoneField } from '../auth/account-fields.ts';
import { formProofFields } from '../forms/form-proof.ts';
import { normalizeUsPhone } from '../phone.ts';
import { CONTACT_TOPICS, type InquiryKind } from '../vocabulary/inquiries.ts';
import { MICHIGAN_LICENSE_MESSAGE, normalizeMichiganLicense } from './michigan-license.ts';

/**
 * The four public forms' fields, each with the message a visitor sees beside it. Every form also
 * carries its proof fields (honeypot, reCAPTCHA) and the random submission key the page made
 * when it rendered, which makes sending it twice store it once.
 */

/** Largest party on one tour booking; the slot's places left may be fewer. */
export const TOUR_MAX_PARTY = 6;

const PHONE_MESSAGE = 'Enter a 10-digit US phone number, like (734) 555-0123.';

export const submissionKeyField = formText(
  z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, 'This form has expired. Reload the page and send it again.'),
);

const lowerEmail = emailField.transform((email) => email.toLowerCase());

function text(min: number, max: number, empty: string) {
  return formText(
    z
      .string()
      .trim()
      .min(min, empty)
      .max(max, `Use at most ${max.toLocaleString('en-US')} characters.`),
  );
}

/** The proof fields as an Astro form hands them over: an empty field arrives as null, which is ''. */
const proofFields = {
  ...formProofFields,
};

const common = { ...proofFields, submissionKey: submissionKeyField, name: nameField, email: lowerEmail };

export const contactForm = z.object({
  ...common,
  topic: formText(z.enum(CONTACT_TOPICS, { error: 'Choose what your message is about.' })),
  message: text(1, 5000, 'Write your message.'),
});

export const wholesaleForm = z.object({
  ...common,
  businessName: text(1, 120, 'Enter the business name on your license.'),
  licenseNumber: formText(z.string().max(40, MICHIGAN_LICENSE_MESSAGE)).transform((typed, context) => {
    const license = normalizeMichiganLicense(typed);
    if (!license) context.addIssue({ code: 'custom', message: MICHIGAN_LICENSE_MESSAGE });
    return license ?? '';
  }),
  phone: phoneField,
  products: text(1, 2000, 'Tell us which products you are interested in.'),
});

export const pressForm = z.object({
  ...common,
  outlet: text(1, 120, 'Enter the publication, station or channel you work for.'),
  purpose: text(1, 2000, 'Tell us what the media kit is for (the story, the deadline).'),
});

export const tourForm = z.object({
  ...common,
  slotId: formText(z.uuid('Choose a tour date.')),
  phone: formText(
    z.string().trim().min(1, 'Enter a phone number we can reach you at on the day.').max(40, PHONE_MESSAGE),
  ).transform((typed, context) => {
    const phone = normalizeUsPhone(typed);
    if (!phone) context.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return phone ?? '';
  }),
  partySize: formText(
    z
      .string()
      .regex(/^\d{1,2}$/, `Choose how many people are coming (1 to ${TOUR_MAX_PARTY}).`)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, `Choose how many people are coming (1 to ${TOUR_MAX_PARTY}).`)
          .max(TOUR_MAX_PARTY, `A booking is for at most ${TOUR_MAX_PARTY} people.`),
      ),
  ),
  birthdate: optionalDateField
    .refine((date) => date !== null, 'Enter your date of birth, like 1990-04-20.')
    .transform(String),
  adult: z
    .boolean()
    .default(false)
    .refine((checked) => checked === true, 'Confirm that everyone coming is 21 or older and will bring photo ID.'),
});

export type ContactForm = z.output<typeof contactForm>;
export type WholesaleForm = z.output<typeof wholesaleForm>;
export type PressForm = z.output<typeof pressForm>;
export type TourForm = z.output<typeof tourForm>;

/** What the visitor sees after sending a form — the same for the first submit and any repeat of it. */
export interface InquiryReceipt {
  kind: InquiryKind;
  /** A short reference to quote when writing back ("RR-Q-1A2B3C4D"). */
  reference: string;
  name: string;
  email: string;
  /** A tour booking's slot. */
  tour: { startsAt: string; durationMinutes: number; partySize: number } | null;
}

/** The reference staff and visitors quote: the kind's letter and the first eight hex digits of its id. */
export function inquiryReference(kind: InquiryKind, id: string): string {
  const letter = { contact: 'C', wholesale: 'W', press: 'P', tour: 'T' }[kind];
  return `RR-${letter}-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
