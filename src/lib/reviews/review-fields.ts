import { z } from 'zod';
import { formText } from '#lib/forms/form-text.ts';
import { formProofFields } from '#lib/forms/form-proof.ts';

/**
 * The fields of the review and first-purchase feedback forms, each with the message a shopper
 * sees beside it; the Actions parse with them, and the pages name the same limits.
 */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 5000;
export const FEEDBACK_TEXT_MAX = 2000;

/** "1" … "5" from the radio buttons; nothing chosen says so. */
export const ratingField = z.preprocess(
  (value) => (value === null || value === undefined || value === '' ? undefined : Number(value)),
  z
    .number({ error: 'Choose a rating from 1 to 5 stars.' })
    .int('Choose a rating from 1 to 5 stars.')
    .min(1, 'Choose a rating from 1 to 5 stars.')
    .max(5, 'Choose a rating from 1 to 5 stars.'),
);

export const reviewTitleField = formText(
  z.string().trim().max(REVIEW_TITLE_MAX, `A title is at most ${REVIEW_TITLE_MAX} characters.`),
);

export const reviewBodyField = formText(
  z.string().trim().max(REVIEW_BODY_MAX, `A review is at most ${REVIEW_BODY_MAX} characters.`),
);

/** What a review says: the same for a product and for the store, signed in or through an invitation. */
export const reviewContentFields = {
  rating: ratingField,
  title: reviewTitleField,
  body: reviewBodyField,
  ...formProofFields,
};

/** Which review a signed-in customer writes: a product's (by id) or the store's. */
export const reviewTargetField = z.union([z.literal('store'), z.uuid('There is no such product.')], {
  error: 'There is no such product.',
});

/** "How likely are you to recommend us?" 0 to 10, from the radio buttons. */
export const recommendScoreField = z.preprocess(
  (value) => (value === null || value === undefined || value === '' ? undefined : Number(value)),
  z
    .number({ error: 'Choose a number from 0 to 10.' })
    .int('Choose a number from 0 to 10.')
    .min(0, 'Choose a number from 0 to 10.')
    .max(10, 'Choose a number from 0 to 10.'),
);

export const feedbackTextField = formText(
  z.string().trim().max(FEEDBACK_TEXT_MAX, `Use at most ${FEEDBACK_TEXT_MAX} characters.`),
);

/** A signed link's token, as the pages and forms carry it. */
export const linkTokenField = formText(z.string().trim().min(1, 'This link is incomplete.').max(1000));
