import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { emailOrPhoneField, orderNumberField } from '#lib/orders/order-lookup-fields.ts';
import { describeWait } from '#server/http/index.ts';
import { trackOrder } from '#server/orders/index.ts';

/** The one answer for a number that does not exist and for a contact that does not match it. */
export const ORDER_NOT_FOUND_MESSAGE = 'We could not find an order with that number and email or phone.';

/**
 * The shopper's order forms. The tracker works without JavaScript (a form posting to
 * /order-tracker) and only by POST, so no URL, history entry or cache ever holds its answer.
 */
export const orders = {
  trackOrder: defineAction({
    accept: 'form',
    input: z.object({ number: orderNumberField, contact: emailOrPhoneField }),
    handler: async ({ number, contact }, context) => {
      const outcome = await trackOrder(context.locals.db, {
        number,
        contact,
        clientAddress: context.locals.clientAddress,
      });
      if (!outcome.ok && outcome.reason === 'throttled') {
        context.locals.retryAfterSeconds = outcome.retryAfterSeconds;
        throw new ActionError({
          code: 'TOO_MANY_REQUESTS',
          message: `Too many order lookups from here. Try again in ${describeWait(outcome.retryAfterSeconds)}, or call the store.`,
        });
      }
      if (!outcome.ok) throw new ActionError({ code: 'NOT_FOUND', message: ORDER_NOT_FOUND_MESSAGE });
      return outcome.order;
    },
  }),
};
