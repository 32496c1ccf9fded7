import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import { ConfirmationForm, NewsletterSignup, PreferenceChange } from '#lib/consent/newsletter-form.ts';
import { Refusal } from '#server/http/refusal.ts';
import { confirmSignup } from '#server/newsletter/confirmation.ts';
import { changePreference } from '#server/newsletter/preferences.ts';
import { signUpForNewsletter } from '#server/newsletter/signup.ts';

/** A refusal from the server modules as the form's error (a 429 keeps its Retry-After for the page). */
async function refusalsAsActionErrors<T>(context: ActionAPIContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const retryAfter = Number(error.headers['Retry-After']);
    if (retryAfter > 0) context.locals.retryAfterSeconds = retryAfter;
    throw new ActionError({ code: ActionError.statusToCode(error.status), message: error.message });
  }
}

/**
 * The newsletter's forms, each working without JavaScript: the sign-up (on /newsletter and the
 * home page's block, posting to /newsletter), the confirmation button and the preferences page.
 */
export const newsletter = {
  subscribe: defineAction({
    accept: 'form',
    input: NewsletterSignup,
    handler: async (form, context) => {
      await refusalsAsActionErrors(context, () =>
        signUpForNewsletter(context.locals.db, context.locals.config, form, {
          clientAddress: context.clientAddress,
          origin: context.locals.config.siteUrl ?? context.url.origin,
          now: context.locals.clock.now(),
        }),
      );
      // The same answer for a new address and a known one.
      return { email: form.email.trim().toLowerCase() };
    },
  }),

  confirm: defineAction({
    accept: 'form',
    input: ConfirmationForm,
    handler: async ({ token }, context) =>
      confirmSignup(context.locals.db, token, {
        now: context.locals.clock.now(),
        clientAddress: context.clientAddress,
      }),
  }),

  changePreference: defineAction({
    accept: 'form',
    input: PreferenceChange,
    handler: async ({ token, stateId, subscribe }, context) => {
      await refusalsAsActionErrors(context, () =>
        changePreference(
          context.locals.db,
          { token, stateId, subscribe: subscribe === 'yes' },
          { now: context.locals.clock.now(), clientAddress: context.clientAddress },
        ),
      );
      return { changed: stateId };
    },
  }),
};
