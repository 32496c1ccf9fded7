import { defineMiddleware } from 'astro:middleware';
import { compressedResponse } from '#server/http/compressed-response.ts';

/**
 * Compresses what Astro answers (pages, endpoints, errors) with Brotli or gzip when the client
 * accepts it (src/server/http/compressed-response.ts). Pages from the page cache arrive compressed
 * already and pass through. `astro dev` sends everything plain, as Vite's own files are.
 */
export const compression = defineMiddleware(async (context, next) => {
  const response = await next();
  if (import.meta.env.DEV) return response;
  return compressedResponse(context.request, response);
});
