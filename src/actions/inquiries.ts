import { defineAction, type ActionAPIContext } from 'astro:actions';
import { contactForm, pressForm, tourForm, wholesaleForm } from '#lib/inquiries/inquiry-forms.ts';
import {
  bookTour,
  submitContactMessage,
  submitPressRequest,
  submitWholesaleInquiry,
  type PublicSubmit,
} from '#server/inquiries/index.ts';
import { refusable } from './refusals.ts';

async function submitContext(context: ActionAPIContext): Promise<PublicSubmit> {
  return {
    config: context.locals.config,
    store: await context.locals.storeSettings(),
    clientAddress: context.locals.clientAddress,
    now: context.locals.clock.now(),
  };
}

/**
 * The store's public forms (decision 25). Each works without JavaScript (a form posting to its
 * page); the answer is the thank-you of the stored request, the same for a repeat of the submit.
 */
export const inquiries = {
  contact: defineAction({
    accept: 'form',
    input: contactForm,
    handler: refusable(async (form, context) =>
      submitContactMessage(context.locals.db, form, await submitContext(context)),
    ),
  }),

  wholesale: defineAction({
    accept: 'form',
    input: wholesaleForm,
    handler: refusable(async (form, context) =>
      submitWholesaleInquiry(context.locals.db, form, await submitContext(context)),
    ),
  }),

  mediaAccess: defineAction({
    accept: 'form',
    input: pressForm,
    handler: refusable(async (form, context) =>
      submitPressRequest(context.locals.db, form, await submitContext(context)),
    ),
  }),

  tour: defineAction({
    accept: 'form',
    input: tourForm,
    handler: refusable(async (form, context) => bookTour(context.locals.db, form, await submitContext(context))),
  }),
};
