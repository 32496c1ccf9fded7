import type { APIRoute } from 'astro';
import { readLocalMedia } from '../../server/media/local-media.ts';

export const GET: APIRoute = async ({ params, locals, rewrite }) => {
  const file = await readLocalMedia(locals.config.mediaDir, params.path ?? '');
  if (!file) return rewrite('/404');
  return new Response(file.body, {
    headers: {
      'Content-Type': file.contentType,
      'Last-Modified': file.modified.toUTCString(),
      // A replaced image gets a new file name from the media library, so a day of caching is safe.
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};
