import type { APIRoute } from 'astro';

/** Ends this browser's session (the `$session` store's sign-out; forms use the signOut action). */
export const POST: APIRoute = async ({ locals }) => {
  await locals.auth.signOut();
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
};
