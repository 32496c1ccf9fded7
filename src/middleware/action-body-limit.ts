import { defineMiddleware } from 'astro:middleware';
import { MAX_BODY_BYTES } from '#lib/http/request-limits.ts';
import { refusalAnswer } from '#server/http/endpoint.ts';
import { Refusal } from '#server/http/refusal.ts';
import { tooLarge } from '#server/http/request-body.ts';

/**
 * Astro caps every Action's body at one size (`security.actionBodySizeLimit`), which the job
 * application's résumé sets at 5 MB and a little; every other Action keeps the store's 64 KB.
 * So a post to any other Action must declare its length (browsers always do) and stay under it,
 * before Astro reads a byte.
 */
const LARGE_BODY_ACTIONS = new Set(['jobs.apply']);

function actionName(url: URL): string | null {
  const rpc = /^\/_actions\/([\w.-]+)\/?$/.exec(url.pathname);
  return rpc ? rpc[1]! : url.searchParams.get('_action');
}

export const actionBodyLimit = defineMiddleware((context, next) => {
  if (context.request.method !== 'POST') return next();
  const name = actionName(context.url);
  if (name === null || LARGE_BODY_ACTIONS.has(name)) return next();
  const declared = context.request.headers.get('content-length');
  if (declared === null) {
    return refusalAnswer(new Refusal(411, 'Send the form again: its length was not given.'));
  }
  if (Number(declared) > MAX_BODY_BYTES) return refusalAnswer(tooLarge(MAX_BODY_BYTES));
  return next();
});
