import type { APIRoute } from 'astro';
import { mediaStoreFor } from '#server/media/index.ts';

export const GET: APIRoute = async ({ params, locals, rewrite }) => {
  // The data folder, or the Supabase Storage bucket: pages load images from their own origin either way.
  const file = await mediaStoreFor(locals.config).read(params.path ?? '');
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
