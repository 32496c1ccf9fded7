import { ActionError, type ActionAPIContext } from 'astro:actions';
import { refusalOfThrown } from '#server/http/index.ts';

/**
 * An Action's handler whose server modules refuse the way the endpoints' do (a thrown `Refusal`,
 * or the auth provider's `AuthInputRefused`): each refusal becomes the ActionError of its status,
 * with its message for the form, and a `Retry-After` it carries is kept for the page to send
 * (`locals.retryAfterSeconds`); a database that cannot be reached is a 503 the same way.
 * Anything else stays an error.
 */
export function refusable<Input, Output>(
  handler: (input: Input, context: ActionAPIContext) => Promise<Output>,
): (input: Input, context: ActionAPIContext) => Promise<Output> {
  return async (input, context) => {
    try {
      return await handler(input, context);
    } catch (error) {
      const refusal = refusalOfThrown(error);
      if (!refusal) throw error;
      const retryAfter = Number(refusal.headers['Retry-After']);
      if (retryAfter > 0) context.locals.retryAfterSeconds = retryAfter;
      throw new ActionError({ code: ActionError.statusToCode(refusal.status), message: refusal.message });
    }
  };
}
