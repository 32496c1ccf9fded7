import { z } from 'zod';
import { PublishRequest } from '#lib/content/content-editor.ts';
import { publishPage } from '#server/content/admin/index.ts';
import { staffOf, endpoint, noContent } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('There is no such page.') });

/** Publishes the page as the editor shows it; 422 with the broken links or the findings that stop it. */
export const POST = endpoint({ params, body: PublishRequest }, async ({ params, body }, context) => {
  await publishPage(context.locals.db, staffOf(context), params.id, context.locals.clock.now(), body.overrideReason);
  return noContent();
});
