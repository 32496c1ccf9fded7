/** Astro's hook: the middleware chain every request runs is the server's (src/server/middleware/). */
export { onRequest } from '#server/middleware/index.ts';
