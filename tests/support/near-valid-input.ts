import fc from 'fast-check';
import { text } from './hostile-input.ts';

/**
 * Input that nearly fits: every field the store's forms and bodies read, filled in plausibly, then
 * a few of them replaced by hostile text or left out, so a fuzzed submission gets past "required"
 * and into the code behind the schema. The email carries REFUSED_MARKER and the honeypot is always
 * filled, so each one is refused before anything is stored, and the suite can look for the marker
 * afterwards to prove it.
 */

export const REFUSED_MARKER = 'refused-fuzz';
const EMAIL = `${REFUSED_MARKER}@example.com`;

const PLAUSIBLE_FORM: Record<string, string> = {
  email: EMAIL,
  name: 'Pat Refused-Fuzz',
  fullName: 'Pat Refused-Fuzz',
  phone: '(734) 555-0199',
  topic: 'other',
  message: 'Do you carry tinctures?',
  businessName: 'Refused Fuzz Provisioning',
  licenseNumber: 'PC-000123',
  products: 'Flower and vapes',
  outlet: 'Ann Arbor Observer',
  purpose: 'A story on the store',
  slotId: '7c4f7f2e-3f57-4bd0-9a4a-2b7a2f5c1d10',
  partySize: '2',
  birthdate: '1990-04-20',
  adult: 'on',
  smsMarketing: 'on',
  coverLetter: 'I would like to work here.',
  attests21: 'on',
  consentsToKeep: 'on',
  confirm: 'on',
  token: 'x'.repeat(43),
  stateId: '5b1c6f0e-8d7a-4f55-9a51-3f2c2d1e0a99',
  subscribe: 'yes',
  target: 'store',
  rating: '5',
  title: 'Refused-fuzz visit',
  body: 'Quick pickup and friendly staff.',
  score: '9',
  wentWell: 'Quick',
  couldImprove: 'Parking',
  submissionKey: 'refusedfuzz0123456789abcdef',
  idempotencyKey: 'refusedfuzz0123456789abcdef0123456789',
  recaptchaToken: '',
};

/** The honeypot, filled: the public form guard refuses it before storing anything. */
const HONEYPOT = { website: 'https://refused-fuzz.example' };

const FIELDS = Object.keys(PLAUSIBLE_FORM);

const mutation = fc.record({
  replaced: fc.dictionary(fc.constantFrom(...FIELDS), text, { maxKeys: 3 }),
  dropped: fc.subarray(FIELDS, { maxLength: 2 }),
});

/** A plausible form with up to three fields hostile and up to two missing; the honeypot always filled. */
export const nearlyValidForm: fc.Arbitrary<Record<string, string>> = mutation.map(({ replaced, dropped }) => {
  const form: Record<string, string> = { ...PLAUSIBLE_FORM, ...replaced };
  for (const field of dropped) delete form[field];
  return { ...form, ...HONEYPOT };
});

/**
 * A plausible cart or checkout body for the given sizes (the checkout's pickup time is never a
 * real slot, so it cannot place an order), with hostile values in a few places.
 */
export function nearlyValidCart(variantIds: string[]): fc.Arbitrary<Record<string, unknown>> {
  const odd = fc.oneof(text, fc.integer(), fc.double(), fc.constantFrom(2 ** 31, 1e21, -1, 0, null, true, [], {}));
  /** Mostly the plausible value, now and then a hostile one. */
  const mostly = <T>(plausible: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 6, arbitrary: plausible }, { weight: 1, arbitrary: odd });
  const line = fc.record({
    variantId: mostly(fc.oneof(fc.constantFrom(...variantIds), fc.uuid().map(String))),
    quantity: mostly(fc.integer({ min: 1, max: 99 })),
  });
  return fc.record({
    mode: mostly(fc.constantFrom('adult', 'medical')),
    lines: fc.array(line, { maxLength: 6 }),
    redeemPoints: mostly(fc.integer({ min: 0, max: 1_000_000 })),
    contact: fc.record({ email: mostly(fc.constant(EMAIL)), birthdate: mostly(fc.constant('1990-04-20')) }),
    idempotencyKey: fc.constant(PLAUSIBLE_FORM.idempotencyKey),
    name: mostly(fc.constant(PLAUSIBLE_FORM.name!)),
    email: mostly(fc.constant(EMAIL)),
    phone: mostly(fc.constant(PLAUSIBLE_FORM.phone!)),
    birthdate: mostly(fc.constant('1990-04-20')),
    // Never a real pickup slot, so the checkout cannot place an order.
    pickupSlotStart: fc.constant('not-a-pickup-time'),
    acknowledgeId: mostly(fc.constant(true)),
    expectedTotalCents: mostly(fc.integer({ min: 0 })),
    notes: mostly(fc.constant('')),
    website: fc.constant(HONEYPOT.website),
    recaptchaToken: fc.constant(''),
  });
}
