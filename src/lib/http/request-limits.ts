import { MAX_APPLICATION_BODY_BYTES } from '../hiring/resume-rules.ts';

/**
 * The largest request body the store reads unless an endpoint says otherwise: the JSON
 * endpoints, the forms they take and the Astro Actions (astro.config.mjs,
 * `security.actionBodySizeLimit`). The largest legitimate ones (a checkout of 50 lines, a
 * product's details) are a few kilobytes.
 */
export const MAX_BODY_BYTES = 64 * 1024;

/** The largest form an Astro Action takes unless `ACTION_BODY_LIMITS` says otherwise. */
export const MAX_ACTION_BODY_BYTES = MAX_BODY_BYTES;

/** The Actions that take more: a job application carries its résumé. */
export const ACTION_BODY_LIMITS: Readonly<Record<string, number>> = { 'jobs.apply': MAX_APPLICATION_BODY_BYTES };

/**
 * Astro caps every Action at one size (astro.config.mjs `security.actionBodySizeLimit`): the
 * largest. Each Action's own cap is held by src/server/middleware/unstorable-input.ts, which reads
 * every Action's form first.
 */
export const LARGEST_ACTION_BODY_BYTES = Math.max(MAX_ACTION_BODY_BYTES, ...Object.values(ACTION_BODY_LIMITS));

/** The Action a request calls (`?_action=jobs.apply`, `/_actions/jobs.apply`), or null. */
export function calledAction(url: URL): string | null {
  const rpc = /^\/_actions\/([\w.-]+)\/?$/.exec(url.pathname);
  return rpc ? rpc[1]! : url.searchParams.get('_action');
}

/** The largest body the Action `name` takes. */
export function actionBodyLimit(name: string): number {
  return ACTION_BODY_LIMITS[name] ?? MAX_ACTION_BODY_BYTES;
}
