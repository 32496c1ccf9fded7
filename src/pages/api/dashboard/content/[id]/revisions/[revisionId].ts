import { z } from 'zod';
import { readRevision } from '#server/content/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

const params = z.object({
  id: z.uuid('There is no such page.'),
  revisionId: z.uuid('The page has no such revision.'),
});

/** One revision in full, for the diff against the draft. */
export const GET = endpoint({ params }, async ({ params }, { locals }) =>
  json(await readRevision(locals.db, params.id, params.revisionId)),
);
