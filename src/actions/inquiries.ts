import { ActionError, defineAction, type ActionAPIContext, type ActionErrorCode } from 'astro:actions';
import { contactForm, pressForm, tourForm, wholesaleForm } from '#lib/inquiries/inquiry-forms.ts';
import { Refusal } from '#server/http/refusal.ts';
import {
  bookTour,
  submitContactMessage,
  submitPressRequest,
  submitWholesaleInquiry,
  type PublicSubmit,
} from '#server/inquiries/index.ts';

const CODES: Readonly<Record<number, ActionErrorCode>> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

/** A refusal from the server modules as the form shows it (its status kept; a 429 also sends Retry-After). */
async function refusalsAsActionErrors<T>(context: ActionAPIContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const retryAfter = Number(error.headers['Retry-After']);
    if (error.status === 429 && retryAfter > 0) context.locals.retryAfterSeconds = retryAfter;
    throw new ActionError({ code: CODES[error.status] ?? 'BAD_REQUEST', message: error.message });
  }
}

async function submitContext(context: ActionAPIContext): Promise<PublicSubmit> {
  return {
    config: context.locals.config,
    store: await context.locals.storeSettings(),
    clientAddress: context.clientAddress,
    now: context.locals.clock.now(),
  };
}

/**
 * The store's public forms (decision 0025). Each works without JavaScript (a form posting to its
 * page); the answer is the thank-you of the stored request, the same for a repeat of the submit.
 */
export const inquiries = {
  contact: defineAction({
    accept: 'form',
    input: contactForm,
    handler: async (form, context) =>
      refusalsAsActionErrors(context, async () =>
        submitContactMessage(context.locals.db, form, await submitContext(context)),
      ),
  }),

  wholesale: defineAction({
    accept: 'form',
    input: wholesaleForm,
    handler: async (form, context) =>
      refusalsAsActionErrors(context, async () =>
        submitWholesaleInquiry(context.locals.db, form, await submitContext(context)),
      ),
  }),

  mediaAccess: defineAction({
    accept: 'form',
    input: pressForm,
    handler: async (form, context) =>
      refusalsAsActionErrors(context, async () =>
        submitPressRequest(context.locals.db, form, await submitContext(context)),
      ),
  }),

  tour: defineAction({
    accept: 'form',
    input: tourForm,
    handler: async (form, context) =>
      refusalsAsActionErrors(context, async () => bookTour(context.locals.db, form, await submitContext(context))),
  }),
};
