import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import { z } from 'zod';
import {
  feedbackTextField,
  linkTokenField,
  recommendScoreField,
  reviewContentFields,
  reviewTargetField,
} from '#lib/reviews/review-fields.ts';
import { formProofFields } from '#lib/forms/form-proof.ts';
import {
  admitReviewForm,
  answerPurchaseFeedback,
  helpfulVoters,
  voteHelpful,
  writeCustomerReview,
  writeInvitedReview,
  type ReviewTarget,
} from '#server/reviews/index.ts';
import { refusable } from './refusals.ts';

function admit(context: ActionAPIContext, form: string, proof: { website: string; recaptchaToken: string }) {
  return admitReviewForm(context.locals.db, context.locals.config, {
    form,
    proof,
    clientAddress: context.locals.clientAddress,
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
    handler: refusable(async ({ target, rating, title, body, website, recaptchaToken }, context) => {
      const account = await context.locals.currentAccount();
      if (!account) throw new ActionError({ code: 'UNAUTHORIZED', message: 'Sign in to write a review.' });
      await admit(context, 'review', { website, recaptchaToken });
      return writeCustomerReview(
        context.locals.db,
        account,
        targetOf(target),
        { rating, title, body },
        context.locals.clock.now(),
      );
    }),
  }),

  /** A review through the signed link of a picked-up order's email. */
  writeInvited: defineAction({
    accept: 'form',
    input: z.object({ token: linkTokenField, target: reviewTargetField, ...reviewContentFields }),
    handler: refusable(async ({ token, target, rating, title, body, website, recaptchaToken }, context) => {
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
    handler: refusable(async ({ reviewId }, context) => {
      const account = await context.locals.currentAccountIfSignedIn();
      const voters = helpfulVoters({ accountId: account?.id ?? null, clientAddress: context.locals.clientAddress });
      const vote = await voteHelpful(context.locals.db, {
        reviewId,
        voters,
        clientAddress: context.locals.clientAddress,
        now: context.locals.clock.now(),
      });
      return { ...vote, reviewId };
    }),
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
    handler: refusable(async ({ token, score, wentWell, couldImprove, website, recaptchaToken }, context) => {
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
