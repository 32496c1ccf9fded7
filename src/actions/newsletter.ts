import { defineAction } from 'astro:actions';
import { ConfirmationForm, NewsletterSignup, PreferenceChange } from '#lib/newsletter/newsletter-form.ts';
import { confirmSignup, changePreference, signUpForNewsletter } from '#server/newsletter/index.ts';
import { refusable } from './refusals.ts';

/**
 * The newsletter's forms, each working without JavaScript: the sign-up (on /newsletter and the
 * home page's block, posting to /newsletter), the confirmation button and the preferences page.
 */
export const newsletter = {
  subscribe: defineAction({
    accept: 'form',
    input: NewsletterSignup,
    handler: refusable(async (form, context) => {
      await signUpForNewsletter(context.locals.db, context.locals.config, form, {
        clientAddress: context.locals.clientAddress,
        origin: context.locals.config.linkOrigin,
        now: context.locals.clock.now(),
      });
      // The same answer for a new address and a known one.
      return { email: form.email.trim().toLowerCase(), texts: Boolean(form.smsMarketing && form.phone) };
    }),
  }),

  confirm: defineAction({
    accept: 'form',
    input: ConfirmationForm,
    handler: async ({ token }, context) =>
      confirmSignup(context.locals.db, token, {
        now: context.locals.clock.now(),
        clientAddress: context.locals.clientAddress,
      }),
  }),

  changePreference: defineAction({
    accept: 'form',
    input: PreferenceChange,
    handler: refusable(async ({ token, stateId, subscribe }, context) => {
      await changePreference(
        context.locals.db,
        { token, stateId, subscribe: subscribe === 'yes' },
        { now: context.locals.clock.now(), clientAddress: context.locals.clientAddress },
      );
      return { changed: stateId };
    }),
  }),
};
