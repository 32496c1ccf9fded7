import { endpoint, noContent } from '#server/http/index.ts';

/** Ends this browser's session (the `$session` store's sign-out; forms use the signOut action). */
export const POST = endpoint({ repeats: 'runs again' }, async (_input, { locals }) => {
  await locals.auth.signOut();
  return noContent();
});
