import { defineMiddleware } from 'astro:middleware';
import { ACTION_BODY_LIMITS, actionBodyLimit, calledAction } from '#lib/http/request-limits.ts';
import { unfitInput, UNSTORABLE_TEXT_MESSAGE, urlContainsNul } from '#lib/http/unstorable-text.ts';
import { refusalAnswer } from '#server/http/endpoint.ts';
import { Refusal } from '#server/http/refusal.ts';
import { readForm, readJson } from '#server/http/request-body.ts';

/**
 * Refuses (400) a request whose path or query carries NUL, and an Astro Action's form or JSON that
 * does or is nested past MAX_INPUT_DEPTH (`unfitInput`):
 * JSON endpoints check their own bodies (the endpoint helper), but Actions read their forms
 * themselves, so their fields are read here first, from a copy and no further than an Action
 * would read them (each Action's own cap, `actionBodyLimit`).
 */
export const unstorableInput = defineMiddleware(async (context, next) => {
  const { request, url } = context;
  if (urlContainsNul(url)) return refusalAnswer(new Refusal(400, UNSTORABLE_TEXT_MESSAGE));
  const action = request.method === 'POST' ? calledAction(url) : null;
  if (action !== null) {
    const maxBytes = actionBodyLimit(action);
    try {
      const copy = request.clone();
      const input = /json/i.test(request.headers.get('content-type') ?? '')
        ? await readJson(copy, maxBytes)
        : Object.entries(await readForm(copy, maxBytes)).map(([name, value]) => [
            name,
            typeof value === 'string' ? value : value.name,
          ]);
      const unfit = unfitInput(input);
      if (unfit) throw new Refusal(400, unfit);
    } catch (error) {
      // An Action with a cap of its own is Astro's largest: Astro refuses it too, on the form's page.
      if (error instanceof Refusal && error.status === 413 && Object.hasOwn(ACTION_BODY_LIMITS, action)) return next();
      if (error instanceof Refusal) return refusalAnswer(error);
      throw error;
    }
  }
  return next();
});
