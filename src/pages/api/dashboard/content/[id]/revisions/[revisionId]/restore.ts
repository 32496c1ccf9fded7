import { z } from 'zod';
import { restoreRevision } from '#server/content/admin/index.ts';
import { staffOf, endpoint, noContent } from '#server/http/index.ts';

const params = z.object({
  id: z.uuid('There is no such page.'),
  revisionId: z.uuid('The page has no such revision.'),
});

/** Makes the revision the page's draft (a new revision); the public page stays as it is. */
export const POST = endpoint({ params }, async ({ params }, context) => {
  await restoreRevision(context.locals.db, staffOf(context), params.id, params.revisionId, context.locals.clock.now());
  return noContent();
});
