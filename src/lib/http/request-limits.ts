/**
 * The largest request body the store reads unless an endpoint says otherwise: the JSON
 * endpoints, the forms they take and the Astro Actions (astro.config.mjs,
 * `security.actionBodySizeLimit`). The largest legitimate ones (a checkout of 50 lines, a
 * product's details) are a few kilobytes.
 */
export const MAX_BODY_BYTES = 64 * 1024;

/** The largest form an Astro Action takes (astro.config.mjs `security.actionBodySizeLimit`). */
export const MAX_ACTION_BODY_BYTES = MAX_BODY_BYTES;
