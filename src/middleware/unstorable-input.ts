import { defineMiddleware } from 'astro:middleware';
import { MAX_ACTION_BODY_BYTES } from '#lib/http/request-limits.ts';
import { containsNul, UNSTORABLE_TEXT_MESSAGE, urlContainsNul } from '#lib/http/unstorable-text.ts';
import { refusalAnswer } from '#server/http/endpoint.ts';
import { Refusal } from '#server/http/refusal.ts';
import { readForm, readJson } from '#server/http/request-body.ts';

/**
 * Refuses (400) a request whose path or query carries NUL, and an Astro Action's form that does:
 * JSON endpoints check their own bodies (the endpoint helper), but Actions read their forms
 * themselves, so their fields are read here first, from a copy and no further than an Action
 * would read them.
 */
export const unstorableInput = defineMiddleware(async (context, next) => {
  const { request, url } = context;
  if (urlContainsNul(url)) return refusalAnswer(new Refusal(400, UNSTORABLE_TEXT_MESSAGE));
  if (request.method === 'POST' && (url.searchParams.has('_action') || url.pathname.startsWith('/_actions/'))) {
    try {
      const copy = request.clone();
      const input = /json/i.test(request.headers.get('content-type') ?? '')
        ? await readJson(copy, MAX_ACTION_BODY_BYTES)
        : Object.entries(await readForm(copy, MAX_ACTION_BODY_BYTES)).map(([name, value]) => [
            name,
            typeof value === 'string' ? value : value.name,
          ]);
      if (containsNul(input)) throw new Refusal(400, UNSTORABLE_TEXT_MESSAGE);
    } catch (error) {
      if (error instanceof Refusal) return refusalAnswer(error);
      throw error;
    }
  }
  return next();
});
