import type { ContactForm, InquiryReceipt, PressForm, TourForm, WholesaleForm } from '#lib/inquiries/inquiry-forms.ts';
import { ageOn, birthdateProblem, todayIn } from '#lib/customers/birthday.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { Database } from '../db/database.ts';
import { Refusal } from '../http/refusal.ts';
import { queueAcknowledgement, type StoreContact } from './inquiry-emails.ts';
import { submitInquiry, type NewInquiry } from './submit-inquiry.ts';
import { takeTourPlaces } from './tour-slots.ts';

/** What every public form's submit needs beside its fields. */
export interface PublicSubmit {
  config: Pick<RuntimeConfig, 'recaptchaSecretKey'>;
  store: StoreContact;
  clientAddress: string;
  now: Date;
  fetchImpl?: typeof fetch;
}

function proofOf(form: { website: string; recaptchaToken: string }) {
  return { website: form.website, recaptchaToken: form.recaptchaToken };
}

function submit(
  db: Database,
  inquiry: NewInquiry,
  context: PublicSubmit,
  extra: Partial<Parameters<typeof submitInquiry>[3]> = {},
) {
  return submitInquiry(db, context.config, inquiry, {
    clientAddress: context.clientAddress,
    now: context.now,
    ...(context.fetchImpl ? { fetchImpl: context.fetchImpl } : {}),
    ...extra,
    acknowledge: (tx, receipt) => queueAcknowledgement(tx, context.store, receipt),
  });
}

export function submitContactMessage(db: Database, form: ContactForm, context: PublicSubmit): Promise<InquiryReceipt> {
  return submit(
    db,
    {
      kind: 'contact',
      submissionKey: form.submissionKey,
      proof: proofOf(form),
      name: form.name,
      email: form.email,
      phone: null,
      message: form.message,
      details: { topic: form.topic },
    },
    context,
  );
}

export function submitWholesaleInquiry(
  db: Database,
  form: WholesaleForm,
  context: PublicSubmit,
): Promise<InquiryReceipt> {
  return submit(
    db,
    {
      kind: 'wholesale',
      submissionKey: form.submissionKey,
      proof: proofOf(form),
      name: form.name,
      email: form.email,
      phone: form.phone,
      message: form.products,
      details: { businessName: form.businessName, licenseNumber: form.licenseNumber },
    },
    context,
  );
}

export function submitPressRequest(db: Database, form: PressForm, context: PublicSubmit): Promise<InquiryReceipt> {
  return submit(
    db,
    {
      kind: 'press',
      submissionKey: form.submissionKey,
      proof: proofOf(form),
      name: form.name,
      email: form.email,
      phone: null,
      message: form.purpose,
      details: { outlet: form.outlet },
    },
    context,
  );
}

/** Tours are for guests 21 or older (the store is an adult-use licensee): checked on the store's today. */
export const TOUR_MIN_AGE = 21;

/** Books a tour: the places are taken in the same transaction as the request, or nothing is stored. */
export async function bookTour(db: Database, form: TourForm, context: PublicSubmit): Promise<InquiryReceipt> {
  const today = todayIn(context.store.timeZone, context.now);
  const problem = birthdateProblem(form.birthdate, today);
  if (problem) throw new Refusal(400, problem, 'birthdate');
  if (ageOn(form.birthdate, today) < TOUR_MIN_AGE) {
    throw new Refusal(
      400,
      'Tours are for guests 21 or older. Everyone on the booking must be 21 or older.',
      'birthdate',
    );
  }
  return submit(
    db,
    {
      kind: 'tour',
      submissionKey: form.submissionKey,
      proof: proofOf(form),
      name: form.name,
      email: form.email,
      phone: form.phone,
      message: '',
      details: {},
    },
    context,
    {
      afterInsert: (tx, inquiryId) =>
        takeTourPlaces(tx, {
          inquiryId,
          slotId: form.slotId,
          partySize: form.partySize,
          birthdate: form.birthdate,
          now: context.now,
        }),
    },
  );
}
