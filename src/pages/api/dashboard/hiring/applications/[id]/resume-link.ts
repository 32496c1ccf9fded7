import { z } from 'zod';
import { resumeLinkOf } from '#server/hiring/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('There is no such application.') });

/**
 * A five-minute link to the application's résumé (`{ url, expiresAt }`) for the admin asking;
 * the link's route checks the admin's sign-in again. 410 when the résumé was deleted.
 */
export const POST = endpoint({ params }, async ({ params }, context) => {
  const link = await resumeLinkOf(context, params.id);
  return json({ url: link.url, expiresAt: link.expiresAt.toISOString() });
});
