import { ActionError, defineAction, type ActionAPIContext, type ActionErrorCode } from 'astro:actions';
import { z } from 'zod';
import {
  feedbackTextField,
  linkTokenField,
  recommendScoreField,
  reviewContentFields,
  reviewTargetField,
} from '#lib/reviews/review-fields.ts';
import { formProofFields } from '#lib/forms/form-proof.ts';
import { Refusal } from '#server/http/refusal.ts';
import {
  answerPurchaseFeedback,
  helpfulVoter,
  voteHelpful,
  writeCustomerReview,
  writeInvitedReview,
  type ReviewTarget,
} from '#server/reviews/index.ts';
import { admitPublicForm } from '#server/security/public-form-guard.ts';

const ACTION_CODES: Readonly<Record<number, ActionErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

/** Runs a server call whose Refusal becomes the form's message (and a 429's Retry-After). */
async function refusalsAsFormErrors<T>(context: ActionAPIContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const retryAfter = Number(error.headers['Retry-After']);
    if (Number.isFinite(retryAfter)) context.locals.retryAfterSeconds = retryAfter;
    throw new ActionError({ code: ACTION_CODES[error.status] ?? 'BAD_REQUEST', message: error.message });
  }
}

/** Reviews are a public form: at most this many from one address an hour, across the review forms. */
const REVIEW_FORM_LIMIT = { perWindow: 20, windowSeconds: 3600 };

function admit(context: ActionAPIContext, form: string, proof: { website: string; recaptchaToken: string }) {
  return admitPublicForm(context.locals.db, context.locals.config, {
    form,
    proof,
    clientAddress: context.clientAddress,
    limit: REVIEW_FORM_LIMIT,
    now: context.locals.clock.now(),
  });
}

const targetOf = (value: 'store' | string): ReviewTarget =>
  value === 'store' ? { subject: 'store' } : { subject: 'product', productId: value };

/**
 * The review and first-purchase feedback forms. Each works without JavaScript (a form posting to
 * its own page) and passes the public form guard before anything is stored.
 */
export const reviews = {
  /** A signed-in customer's review of a product or the store, new or edited. */
  write: defineAction({
    accept: 'form',
    input: z.object({ target: reviewTargetField, ...reviewContentFields }),
    handler: async ({ target, rating, title, body, website, recaptchaToken }, context) => {
      const account = await context.locals.currentAccount();
      if (!account) throw new ActionError({ code: 'UNAUTHORIZED', message: 'Sign in to write a review.' });
      return refusalsAsFormErrors(context, async () => {
        await admit(context, 'review', { website, recaptchaToken });
        return writeCustomerReview(
          context.locals.db,
          account,
          targetOf(target),
          { rating, title, body },
          context.locals.clock.now(),
        );
      });
    },
  }),

  /** A review through the signed link of a picked-up order's email. */
  writeInvited: defineAction({
    accept: 'form',
    input: z.object({ token: linkTokenField, target: reviewTargetField, ...reviewContentFields }),
    handler: async ({ token, target, rating, title, body, website, recaptchaToken }, context) =>
      refusalsAsFormErrors(context, async () => {
        await admit(context, 'review', { website, recaptchaToken });
        const written = await writeInvitedReview(
          context.locals.db,
          token,
          targetOf(target),
          { rating, title, body },
          context.locals.clock.now(),
        );
        return { ...written, target };
      }),
  }),

  /** "Helpful" under a review. */
  voteHelpful: defineAction({
    accept: 'form',
    input: z.object({ reviewId: z.uuid('There is no such review.') }),
    handler: async ({ reviewId }, context) => {
      const account = await context.locals.currentAccountIfSignedIn();
      const voter = helpfulVoter({
        accountId: account?.id ?? null,
        clientAddress: context.clientAddress,
        userAgent: context.request.headers.get('user-agent') ?? '',
      });
      const vote = await refusalsAsFormErrors(context, () =>
        voteHelpful(context.locals.db, {
          reviewId,
          voter,
          clientAddress: context.clientAddress,
          now: context.locals.clock.now(),
        }),
      );
      return { ...vote, reviewId };
    },
  }),

  /** The first-purchase question, once per order. */
  answerFeedback: defineAction({
    accept: 'form',
    input: z.object({
      token: linkTokenField,
      score: recommendScoreField,
      wentWell: feedbackTextField,
      couldImprove: feedbackTextField,
      ...formProofFields,
    }),
    handler: async ({ token, score, wentWell, couldImprove, website, recaptchaToken }, context) =>
      refusalsAsFormErrors(context, async () => {
        await admit(context, 'purchase-feedback', { website, recaptchaToken });
        return answerPurchaseFeedback(
          context.locals.db,
          token,
          { score, wentWell, couldImprove },
          context.locals.clock.now(),
        );
      }),
  }),
};
