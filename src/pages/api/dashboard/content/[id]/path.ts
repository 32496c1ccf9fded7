import { z } from 'zod';
import { ContentPathChange } from '#lib/content/content-editor.ts';
import { changeContentPath } from '#server/content/admin/index.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('There is no such page.') });

/** Moves a draft page to another address of its kind; answers the new path. */
export const PUT = endpoint({ params, body: ContentPathChange }, async ({ params, body }, context) =>
  json(await changeContentPath(context.locals.db, staffOf(context), params.id, body.slug)),
);
