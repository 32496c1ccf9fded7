import { z } from 'zod';
import { createPreviewLink } from '#server/content/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('There is no such page.') });

/** A signed link that opens the page's draft for signed-in staff until it expires. */
export const POST = endpoint({ params }, async ({ params }, { locals }) =>
  json(await createPreviewLink(locals.db, params.id, locals.clock.now())),
);
