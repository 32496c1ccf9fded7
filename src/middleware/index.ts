import { sequence } from 'astro:middleware';
import { permanentRedirects } from './redirects.ts';
import { requestContext } from './request-context.ts';

/** Every request: old URLs redirect first, then the visitor and the app's runtime become locals. */
export const onRequest = sequence(permanentRedirects, requestContext);
