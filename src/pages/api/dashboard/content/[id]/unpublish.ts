import { z } from 'zod';
import { UnpublishRequest } from '#lib/content/content-editor.ts';
import { unpublishPage } from '#server/content/admin/index.ts';
import { staffOf, endpoint, noContent } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('There is no such page.') });

/** Takes the page off the store, back to a draft or into the archive. */
export const POST = endpoint({ params, body: UnpublishRequest }, async ({ params, body }, context) => {
  await unpublishPage(context.locals.db, staffOf(context), params.id, body.to, context.locals.clock.now());
  return noContent();
});
